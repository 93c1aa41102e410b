// /v1/api/user/* (profile and account information) and the password change of a signed-in user.
import { Type, type Static } from '@sinclair/typebox';
import {
  ACCOUNT_TEXT_MAX,
  EMAIL_MAX,
  NAME_FIELD_MAX,
  OTP_FIELD_MAX,
  PASSWORD_MAX,
  PHONE_FIELD_MAX,
  PROFILE_INFO_MAX,
  SOCIAL_FIELD_MAX,
  SOCIAL_MAX,
} from '../validation';
import { NullableText, OptionalText, Role, multipartSchema } from './common';

export const UserInfo = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  email: NullableText(),
  phoneNumber: NullableText(),
  role: Role,
  profileInfo: NullableText(),
  resume: NullableText('API address of the resume PDF (GET with the bearer token)'),
  social: Type.Array(Type.String(), { maxItems: SOCIAL_MAX }),
});
export type UserInfo = Static<typeof UserInfo>;

export const AccountInfo = Type.Object({
  employmentStatus: NullableText(),
  jobSearchStatus: NullableText(),
  disability: NullableText(),
  preferredIndustry: NullableText(),
  preferredRole: NullableText(),
});
export type AccountInfo = Static<typeof AccountInfo>;

export const UserInfoReply = Type.Object({ success: Type.Literal(true), user: UserInfo });
export type UserInfoReply = Static<typeof UserInfoReply>;

export const AccountInfoReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Union([AccountInfo, Type.Null()]),
});
export type AccountInfoReply = Static<typeof AccountInfoReply>;

/** /user/patchUser, a multipart form with an optional resume PDF in `file`. */
export const PatchUserBody = multipartSchema(
  {
    profileInfo: OptionalText(PROFILE_INFO_MAX, { multiline: true }),
    userName: OptionalText(NAME_FIELD_MAX, '3 to 100 characters'),
    phoneNumber: OptionalText(PHONE_FIELD_MAX, 'Must be empty or the stored number'),
    email: OptionalText(EMAIL_MAX, 'Must be empty or the stored address'),
    social: OptionalText(
      SOCIAL_FIELD_MAX,
      'JSON list of at most 3 http(s) addresses, e.g. ["https://www.linkedin.com/in/me"]',
    ),
  },
  { name: 'file', description: 'Resume (PDF)' },
);
export type PatchUserBody = Static<typeof PatchUserBody>;

export const PatchUserReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  user: UserInfo,
});
export type PatchUserReply = Static<typeof PatchUserReply>;

/** /user/patchAccountInfo, a multipart form of text fields only. */
export const PatchAccountInfoBody = multipartSchema({
  employmentStatus: OptionalText(ACCOUNT_TEXT_MAX, 'One of the employment statuses'),
  jobSearchStatus: OptionalText(ACCOUNT_TEXT_MAX, 'One of the job search statuses'),
  disability: OptionalText(ACCOUNT_TEXT_MAX, 'One of the 21 disability types'),
  preferredIndustry: OptionalText(ACCOUNT_TEXT_MAX),
  preferredRole: OptionalText(ACCOUNT_TEXT_MAX),
});
export type PatchAccountInfoBody = Static<typeof PatchAccountInfoBody>;

export const PatchAccountInfoReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: AccountInfo,
});
export type PatchAccountInfoReply = Static<typeof PatchAccountInfoReply>;

export const ResetPasswordBody = Type.Object({
  newPassword: OptionalText(PASSWORD_MAX, 'At least 8 characters, not only spaces'),
  currentPassword: OptionalText(PASSWORD_MAX, 'The password in use now'),
  otp: OptionalText(OTP_FIELD_MAX, 'The code sent by /auth/resetPasswordCode'),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ResetPasswordCodeReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  channel: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
  sentTo: Type.String({ description: 'Masked: ******0001 or a***@example.org' }),
});
export type ResetPasswordCodeReply = Static<typeof ResetPasswordCodeReply>;
