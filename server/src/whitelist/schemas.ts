// TypeBox schemas of the whitelist answers (also the OpenAPI document).
import { Type } from '@sinclair/typebox';
import { multipartBody } from '../storage/multipart';
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from './bulk-file';

const Count = Type.Integer({ minimum: 0 });

export const BulkReportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  added: Count,
  alreadyPresent: Count,
  invalid: Type.Array(
    Type.Object({
      row: Type.Integer({ minimum: 1, description: 'Row number as the spreadsheet shows it' }),
      value: Type.String(),
      reason: Type.String(),
    }),
  ),
});

export const BulkFileBody = Type.Object({
  scope: Type.Optional(
    Type.Union([Type.String({ maxLength: 32 }), Type.Null()], {
      description: '"library" or empty (organisation uploads ignore it)',
    }),
  ),
  // Kept aside by the multipart hook, never in the validated object: documents the form only.
  file: Type.Optional(
    Type.String({
      format: 'binary',
      description: `A .csv, .xls or .xlsx file (by content), at most ${BULK_MAX_FILE_BYTES / 1024 / 1024} MB and ${BULK_MAX_ROWS} rows, with a header row`,
    }),
  ),
});

export const SingleEntryResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  added: Count,
  alreadyPresent: Count,
});

/** preValidation of every bulk upload route: one spreadsheet in the field `file`, few small fields. */
export const bulkFileUpload = multipartBody({
  fileField: 'file',
  maxFileBytes: BULK_MAX_FILE_BYTES,
  maxFields: 4,
  maxFieldBytes: 256,
});
