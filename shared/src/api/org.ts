// /v1/api/org/*: the emailed approval link, and organisation enrolment (org sessions only).
import { Type, type Static } from '@sinclair/typebox';
import { APPROVAL_TOKEN_MAX } from '../validation';
import { NullableText } from './common';

export const ApprovalBody = Type.Object({ token: Type.String({ maxLength: APPROVAL_TOKEN_MAX }) });
export type ApprovalBody = Static<typeof ApprovalBody>;

export const EnrolledUser = Type.Object({
  phoneNumber: Type.String(),
  addedAt: Type.String(),
  signedUp: Type.Boolean(),
  userName: NullableText(),
});
export type EnrolledUser = Static<typeof EnrolledUser>;

export const OrgUsersReply = Type.Object({
  success: Type.Literal(true),
  users: Type.Array(EnrolledUser),
});
export type OrgUsersReply = Static<typeof OrgUsersReply>;
