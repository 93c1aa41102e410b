// Where stored files (uploads, results, audio) live: the local disk under DATA_DIR, or any
// S3-compatible object store that every node and worker reaches.
import type { Env } from '.';
import { ConfigError, flag, httpUrl, oneOf, text, variable } from './define';

export type StorageKind = 'local' | 's3';

/** Reader: a setting object storage cannot work without (null while STORAGE is local). */
function requiredWithS3(
  raw: string | undefined,
  { env, name }: { env: Env; name: string },
): string | null {
  if (raw === undefined && text(env, 'STORAGE') === 's3')
    throw new ConfigError(`STORAGE=s3 needs ${name}`);
  return raw ?? null;
}

export const storageVariables = [
  variable({
    name: 'STORAGE',
    defaultValue: 'local',
    meaning:
      '`local` keeps stored files under `DATA_DIR/files` (one machine, or a disk every node mounts); `s3` keeps them in an S3-compatible object store (`S3_*`).',
    field: 'storage',
    read: oneOf(['local', 's3'] as const, 'local'),
  }),
  variable({
    name: 'S3_ENDPOINT',
    defaultValue: 'unset: Amazon S3 itself',
    meaning:
      'Address of an S3-compatible object store (MinIO, Ceph, Garage, a cloud provider’s), e.g. `http://127.0.0.1:9000`.',
    field: 's3Endpoint',
    read: httpUrl,
  }),
  variable({
    name: 'S3_REGION',
    defaultValue: 'us-east-1',
    meaning: 'The object store’s region (most S3-compatible stores accept any).',
    field: 's3Region',
    read: (raw) => raw ?? 'us-east-1',
  }),
  variable({
    name: 'S3_BUCKET',
    defaultValue: 'required with `STORAGE=s3`',
    meaning: 'The bucket that holds the files; it must exist, and it is never made public.',
    field: 's3Bucket',
    read: requiredWithS3,
  }),
  variable({
    name: 'S3_ACCESS_KEY_ID',
    defaultValue: 'required with `STORAGE=s3`',
    meaning: 'Access key of an account allowed to read, write and delete in `S3_BUCKET`.',
    field: 's3AccessKeyId',
    read: requiredWithS3,
  }),
  variable({
    name: 'S3_SECRET_ACCESS_KEY',
    defaultValue: 'required with `STORAGE=s3`',
    meaning: 'The secret of `S3_ACCESS_KEY_ID`; it never leaves the server.',
    field: 's3SecretAccessKey',
    read: requiredWithS3,
  }),
  variable({
    name: 'S3_FORCE_PATH_STYLE',
    defaultValue: 'true with `S3_ENDPOINT`, else false',
    meaning:
      'Address the bucket as `endpoint/bucket/key` (MinIO and most self-hosted stores) instead of `bucket.endpoint/key`.',
    field: 's3ForcePathStyle',
    read: (raw, context) => flag(text(context.env, 'S3_ENDPOINT') !== undefined)(raw, context),
  }),
  variable({
    name: 'S3_PREFIX',
    defaultValue: 'empty',
    meaning:
      'A folder inside the bucket for the portal’s objects (e.g. `nclude`: letters, digits, `.`, `_`, `-`, segments split by `/`), to share a bucket with other data.',
    field: 's3Prefix',
    read: (raw) => raw ?? '',
  }),
];
