// GET /v1/api/files/:fileId: an uploaded PDF.
import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX } from '../validation';

export const FileParams = Type.Object({ fileId: Type.String({ maxLength: ID_MAX }) });
export type FileParams = Static<typeof FileParams>;

/** The PDF's bytes (the server streams them; a browser reads them as a Blob). */
export const FileReply = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: 'The PDF',
});
