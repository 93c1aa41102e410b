// The one place that turns the configuration into the process's FileStorage: every server node,
// worker and command-line tool stores files where the others will look for them.
import { join } from 'node:path';
import type { Config } from '../config';
import { S3Storage } from './s3';
import { LocalDiskStorage, type FileStorage } from './storage';

export function configuredStorage(config: Config): FileStorage {
  if (config.storage === 'local') return new LocalDiskStorage(join(config.dataDir, 'files'));
  return new S3Storage({
    endpoint: config.s3Endpoint ?? undefined,
    region: config.s3Region,
    // The configuration refuses STORAGE=s3 without these.
    bucket: config.s3Bucket ?? '',
    accessKeyId: config.s3AccessKeyId ?? '',
    secretAccessKey: config.s3SecretAccessKey ?? '',
    forcePathStyle: config.s3ForcePathStyle,
    prefix: config.s3Prefix,
  });
}
