// Typed wrappers over shared's `api` client for the account calls of product rules §7. The client itself
// (base URL, bearer token, error bodies) is shared's; this file only names payloads and replies.
import { api, ApiError, isRole, t, type SignInData } from '@nclude/shared';

export type Channel = 'email' | 'phone';

export interface SendOtpResponse {
  success: boolean;
  message?: string;
}

export interface ValidateOtpResponse {
  success: boolean;
  message?: string;
}

/** Login, OTP login and signup all answer with this shape (role and userName are additions). */
export interface LoginResponse {
  success: boolean;
  token?: string;
  scope?: string | null;
  userId?: string;
  hasUserInfo?: boolean;
  message?: string;
  role?: string;
  userName?: string;
}

export interface SignupPayload {
  userName: string;
  phoneNumber: string;
  email: string;
  password: string;
}

/** Exactly one of email or phone is sent; the other is blank (product rules §7). */
export function sendOtp(channel: Channel, value: string): Promise<SendOtpResponse> {
  return api.post<SendOtpResponse>('/auth/sendOtp', {
    email: channel === 'email' ? value : '',
    phoneNumber: channel === 'phone' ? value : '',
    userType: 'user',
  });
}

export function validateOtp(
  channel: Channel,
  value: string,
  otp: string,
): Promise<ValidateOtpResponse> {
  return api.post<ValidateOtpResponse>('/auth/validate', {
    otp,
    phoneNumber: channel === 'phone' ? value : '',
    email: channel === 'email' ? value : '',
  });
}

export function signup(payload: SignupPayload): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/signup', { ...payload, userType: 'user' });
}

export function loginWithPassword(email: string, password: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', { email, password });
}

export function loginWithOtp(phoneNumber: string, otp: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/otpLogin', { phoneNumber, otp });
}

/**
 * The session data of a successful login/signup reply, or null when the reply lacks a token or
 * user id (then the caller shows the reply's message instead of pretending the user signed in).
 */
export function toSignInData(reply: LoginResponse, fallbackUserName: string): SignInData | null {
  if (!reply.success || !reply.token || !reply.userId) return null;
  return {
    token: reply.token,
    userId: reply.userId,
    role: isRole(reply.role) ? reply.role : 'user',
    scope: reply.scope ?? null,
    userName: reply.userName ?? fallbackUserName,
  };
}

/** What to show for a failed call: the request-access notice, or a message in red. */
export type Failure =
  | { kind: 'requestAccess' }
  /** A proven phone number without an account: offered the way to sign up with it. */
  | { kind: 'noAccount' }
  | { kind: 'message'; text: string };

/**
 * product rules §8: signup and OTP sending answered with 401 show the request-access notice; every other
 * failure shows the server's `message` (shared's ApiError carries it, or a catalogue text for
 * network failures).
 */
export function describeFailure(
  error: unknown,
  options: { unauthorizedMeansRequestAccess: boolean },
): Failure {
  if (error instanceof ApiError) {
    if (error.status === 401 && options.unauthorizedMeansRequestAccess)
      return { kind: 'requestAccess' };
    return { kind: 'message', text: error.message || t('unexpectedError') };
  }
  return { kind: 'message', text: t('unexpectedError') };
}

/** A reply that came back 2xx but with success false still has a message to show. */
export function replyFailure(reply: { message?: string }): Failure {
  return { kind: 'message', text: reply.message || t('unexpectedError') };
}
