// The bulk upload form of the whitelist routes: its schema (from the API contract, with the
// server's file limits in its description) and the multipart hook that enforces those limits.
import { bulkFileBody } from '@nclude/shared/api-schemas';
import { multipartBody } from '../storage/multipart';
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from './bulk-file';

export const BulkFileBody = bulkFileBody({
  maxFileBytes: BULK_MAX_FILE_BYTES,
  maxRows: BULK_MAX_ROWS,
});

/** preValidation of every bulk upload route: one spreadsheet in the field `file`, few small fields. */
export const bulkFileUpload = multipartBody({
  fileField: 'file',
  maxFileBytes: BULK_MAX_FILE_BYTES,
  maxFields: 4,
  maxFieldBytes: 256,
});
