// /v1/api/admin/*: the whitelist tool and the access-request review (admin sessions only).
import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_NOTE_MAX, CODE_FIELD_MAX, EMAIL_MAX, ID_MAX, PHONE_FIELD_MAX } from '../validation';
import { NullableText, OptionalText, Scope } from './common';

const Count = Type.Integer({ minimum: 0 });

export const ContactKind = Type.Union([Type.Literal('phone'), Type.Literal('email')]);
export type ContactKind = Static<typeof ContactKind>;

export const CheckUserQuery = Type.Object({ contact: Type.String({ maxLength: EMAIL_MAX }) });
export type CheckUserQuery = Static<typeof CheckUserQuery>;

/** The account that added a whitelist entry (never a display name, which its owner can edit). */
export const AddedBy = Type.Object({
  role: Type.Union([Type.Literal('admin'), Type.Literal('org'), Type.Literal('user')]),
  userId: Type.String(),
  email: NullableText(),
});
export type AddedBy = Static<typeof AddedBy>;

export const CheckUserReply = Type.Object({
  success: Type.Literal(true),
  contact: Type.String(),
  kind: ContactKind,
  whitelisted: Type.Boolean(),
  scope: Scope,
  addedBy: Type.Union([AddedBy, Type.Null()], {
    description:
      'The account that added the entry; null when the system added it or the account is gone',
  }),
  addedAt: NullableText(),
  accountExists: Type.Boolean(),
});
export type CheckUserReply = Static<typeof CheckUserReply>;

const ScopeField = OptionalText(CODE_FIELD_MAX, '"library" or empty');

export const WhitelistNumberBody = Type.Object({
  phoneNumber: Type.String({ maxLength: PHONE_FIELD_MAX }),
  scope: ScopeField,
});
export type WhitelistNumberBody = Static<typeof WhitelistNumberBody>;

export const WhitelistEmailBody = Type.Object({
  email: Type.String({ maxLength: EMAIL_MAX }),
  scope: ScopeField,
});
export type WhitelistEmailBody = Static<typeof WhitelistEmailBody>;

export const SingleEntryReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  added: Count,
  alreadyPresent: Count,
});
export type SingleEntryReply = Static<typeof SingleEntryReply>;

export const InvalidRow = Type.Object({
  row: Type.Integer({ minimum: 1, description: 'Row number as the spreadsheet shows it' }),
  value: Type.String(),
  reason: Type.String(),
});
export type InvalidRow = Static<typeof InvalidRow>;

/** The per-row report of a bulk upload (admin numbers/emails and the organisation upload). */
export const BulkReportReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  added: Count,
  alreadyPresent: Count,
  invalid: Type.Array(InvalidRow),
});
export type BulkReportReply = Static<typeof BulkReportReply>;

/**
 * The multipart form of a bulk upload. The server passes its file limits, which only the
 * description states (the multipart hook enforces them).
 */
export function bulkFileBody(limits: { maxFileBytes: number; maxRows: number }) {
  return Type.Object({
    scope: Type.Optional(
      Type.Union([Type.String({ maxLength: CODE_FIELD_MAX }), Type.Null()], {
        description: '"library" or empty (organisation uploads ignore it)',
      }),
    ),
    // Kept aside by the multipart hook, never in the validated object: documents the form only.
    file: Type.Optional(
      Type.String({
        format: 'binary',
        description: `A .csv, .xls or .xlsx file (by content), at most ${limits.maxFileBytes / 1024 / 1024} MB and ${limits.maxRows} rows, with a header row`,
      }),
    ),
  });
}
export type BulkFileBody = Static<ReturnType<typeof bulkFileBody>>;

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AccessRequestStatus = Type.Union(
  ACCESS_REQUEST_STATUSES.map((status) => Type.Literal(status)),
);
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const AccessRequestsQuery = Type.Object({
  status: Type.Optional(
    Type.String({ maxLength: 16, description: 'pending, approved or rejected' }),
  ),
});
export type AccessRequestsQuery = Static<typeof AccessRequestsQuery>;

export const AccessRequestItem = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  phoneNumber: Type.String(),
  email: Type.String(),
  disabilityType: Type.String(),
  status: AccessRequestStatus,
  createdAt: Type.String(),
  certificate: Type.Union([
    Type.String({ description: 'GET it with the admin token' }),
    Type.Null(),
  ]),
});
export type AccessRequestItem = Static<typeof AccessRequestItem>;

export const AccessRequestsReply = Type.Object({
  success: Type.Literal(true),
  requests: Type.Array(AccessRequestItem),
});
export type AccessRequestsReply = Static<typeof AccessRequestsReply>;

export const AccessRequestParams = Type.Object({ id: Type.String({ maxLength: ID_MAX }) });
export type AccessRequestParams = Static<typeof AccessRequestParams>;

export const AccessDecisionBody = Type.Object({
  note: OptionalText(ACCESS_NOTE_MAX, { description: 'Sent to the requester', multiline: true }),
});
export type AccessDecisionBody = Static<typeof AccessDecisionBody>;
