// /v1/api/auth/*: codes, sign-up, sign-in, the session, access requests, contact linking and
// client error reports (product rules §7).
import { Type, type Static } from '@sinclair/typebox';
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_PAGE_MAX,
  CODE_FIELD_MAX,
  DISABILITY_TYPE_MAX,
  EMAIL_MAX,
  LINK_TOKEN_MAX,
  NAME_FIELD_MAX,
  OTP_FIELD_MAX,
  PASSWORD_MAX,
  PHONE_FIELD_MAX,
} from '../validation';
import { OptionalText, Role, Scope } from './common';

export const SendOtpBody = Type.Object({
  email: OptionalText(EMAIL_MAX),
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
  userType: OptionalText(CODE_FIELD_MAX, 'Accepted for compatibility; not used'),
});
export type SendOtpBody = Static<typeof SendOtpBody>;

export const ValidateOtpBody = Type.Object({
  otp: OptionalText(OTP_FIELD_MAX),
  email: OptionalText(EMAIL_MAX),
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
});
export type ValidateOtpBody = Static<typeof ValidateOtpBody>;

export const SignupBody = Type.Object({
  userName: OptionalText(NAME_FIELD_MAX, '3 to 100 characters'),
  email: OptionalText(EMAIL_MAX),
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
  userType: OptionalText(CODE_FIELD_MAX),
  password: OptionalText(PASSWORD_MAX),
});
export type SignupBody = Static<typeof SignupBody>;

export const LoginBody = Type.Object({
  email: OptionalText(EMAIL_MAX),
  password: OptionalText(PASSWORD_MAX),
});
export type LoginBody = Static<typeof LoginBody>;

export const OtpLoginBody = Type.Object({
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
  otp: OptionalText(OTP_FIELD_MAX),
});
export type OtpLoginBody = Static<typeof OtpLoginBody>;

/** /auth/login, /auth/otpLogin, /auth/signup and /auth/adminLogin all answer this. */
export const LoginReply = Type.Object({
  success: Type.Literal(true),
  token: Type.String(),
  scope: Scope,
  userId: Type.String(),
  hasUserInfo: Type.Boolean(),
  message: Type.String(),
  role: Role,
  userName: Type.String(),
});
export type LoginReply = Static<typeof LoginReply>;

export const SessionReply = Type.Object({
  success: Type.Literal(true),
  userId: Type.String(),
  role: Role,
  scope: Scope,
  userName: Type.String(),
});
export type SessionReply = Static<typeof SessionReply>;

/** /auth/adminLogin: the whitelist tool's sign-in (answers LoginReply). */
export const AdminLoginBody = LoginBody;
export type AdminLoginBody = LoginBody;

/** /auth/requestAccess, a multipart form with the certificate PDF in `file`. */
export const RequestAccessBody = Type.Object({
  userName: Type.String({ maxLength: NAME_FIELD_MAX, description: '3 to 100 characters' }),
  phoneNumber: Type.String({ maxLength: PHONE_FIELD_MAX }),
  email: Type.String({ maxLength: EMAIL_MAX }),
  disabilityType: Type.String({
    maxLength: DISABILITY_TYPE_MAX,
    description: 'One of the 21 disability types',
  }),
  otp: OptionalText(OTP_FIELD_MAX, 'The code sent to the phone number by /auth/requestAccessCode'),
  // Kept aside by the multipart hook, never in the validated object: documents the form only.
  file: Type.Optional(Type.String({ format: 'binary', description: 'The certificate, a PDF' })),
});
export type RequestAccessBody = Static<typeof RequestAccessBody>;

export const RequestAccessCodeBody = Type.Object({
  phoneNumber: Type.String({ maxLength: PHONE_FIELD_MAX }),
});
export type RequestAccessCodeBody = Static<typeof RequestAccessCodeBody>;

export const LinkAccountTokenBody = Type.Object({
  email: OptionalText(EMAIL_MAX),
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
});
export type LinkAccountTokenBody = Static<typeof LinkAccountTokenBody>;

export const LinkUserAccountBody = Type.Object({
  phoneNumber: OptionalText(PHONE_FIELD_MAX),
  otp: OptionalText(OTP_FIELD_MAX),
  token: OptionalText(LINK_TOKEN_MAX),
  callback_info: OptionalText(CODE_FIELD_MAX, 'The kind of contact the link was sent for: "email"'),
});
export type LinkUserAccountBody = Static<typeof LinkUserAccountBody>;

export const ClientErrorBody = Type.Object({
  page: OptionalText(CLIENT_ERROR_PAGE_MAX, 'The page path, e.g. /link'),
  message: OptionalText(CLIENT_ERROR_MESSAGE_MAX, 'What went wrong'),
});
export type ClientErrorBody = Static<typeof ClientErrorBody>;

/** /auth/clientErrors answers 204 with no body. */
export const ClientErrorReply = Type.Null({ description: 'Logged' });
