// Typed wrappers over shared's `api` client for the account calls of product rules §7. The client itself
// (base URL, bearer token, error bodies) is shared's; the payloads and replies are the API
// contract's types (type-only: no schema code reaches the bundle).
import { api, ApiError, isRole, t, type SignInData } from '@nclude/shared';
import type {
  LoginBody,
  LoginReply,
  OtpLoginBody,
  SendOtpBody,
  SignupBody,
  SuccessMessage,
  ValidateOtpBody,
} from '@nclude/shared/api-schemas';

export type Channel = 'email' | 'phone';

/** What the sign-up form sends: every field of the contract as text (userType is always "user"). */
export type SignupPayload = Record<Exclude<keyof SignupBody, 'userType'>, string>;

/** Exactly one of email or phone is sent; the other is blank (product rules §7). */
export function sendOtp(channel: Channel, value: string): Promise<SuccessMessage> {
  const body: SendOtpBody = {
    email: channel === 'email' ? value : '',
    phoneNumber: channel === 'phone' ? value : '',
    userType: 'user',
  };
  return api.post<SuccessMessage>('/auth/sendOtp', body);
}

export function validateOtp(channel: Channel, value: string, otp: string): Promise<SuccessMessage> {
  const body: ValidateOtpBody = {
    otp,
    phoneNumber: channel === 'phone' ? value : '',
    email: channel === 'email' ? value : '',
  };
  return api.post<SuccessMessage>('/auth/validate', body);
}

export function signup(payload: SignupPayload): Promise<LoginReply> {
  const body: SignupBody = { ...payload, userType: 'user' };
  return api.post<LoginReply>('/auth/signup', body);
}

export function loginWithPassword(email: string, password: string): Promise<LoginReply> {
  const body: LoginBody = { email, password };
  return api.post<LoginReply>('/auth/login', body);
}

export function loginWithOtp(phoneNumber: string, otp: string): Promise<LoginReply> {
  const body: OtpLoginBody = { phoneNumber, otp };
  return api.post<LoginReply>('/auth/otpLogin', body);
}

/**
 * The session data of a successful login/signup reply, or null when the reply lacks a token or
 * user id (then the caller shows the reply's message instead of pretending the user signed in).
 */
export function toSignInData(reply: LoginReply, fallbackUserName: string): SignInData | null {
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
