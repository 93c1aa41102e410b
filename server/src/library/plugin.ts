// The audiobook library: books for readers with the library scope, read aloud section by section
// by espeak-ng; download formats built on demand; administrators add, follow, retry and delete
// books. Ingestion, the seed library and formats are jobs (any process may run them).
import { join } from 'node:path';
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { LibraryAdmin } from './admin';
import { libraryAdminRoutes } from './admin-routes';
import { LibraryFormats } from './formats';
import { libraryFormatsRoutes } from './formats-routes';
import { libraryIngestJobHandler } from './ingest/job';
import { libraryRoutes } from './routes';
import { librarySeedJobHandler } from './seed/job';
import { LibraryService } from './service';

export function libraryFeature(platform: Platform): Feature {
  const { config, db, clock, storage, files, jobs } = platform;
  const formats = new LibraryFormats({ db, storage, jobs, clock });
  jobs.register(formats.jobHandler());
  const tools = { espeakPath: 'espeak-ng', ffmpegPath: config.ffmpegPath };
  // Uploads, or files put in DATA_DIR/library-import.
  jobs.register(
    libraryIngestJobHandler({
      db,
      storage,
      files,
      clock,
      importRoots: [join(config.dataDir, 'library-import')],
      tools,
      maxUnpackedBytes: config.libraryUnpackedLimitBytes,
    }),
  );
  jobs.register(librarySeedJobHandler({ db, storage, clock, tools, repoRoot: config.repoRoot }));
  const library = new LibraryService({ db, storage, clock, secret: config.jwtSecret });
  const admin = new LibraryAdmin({ db, storage, files, jobs, formats, clock });
  return {
    async register(app) {
      await app.register(libraryRoutes, { prefix: '/v1/api/library', library });
      await app.register(libraryFormatsRoutes, { prefix: '/v1/api/library', formats });
      await app.register(libraryAdminRoutes, { prefix: '/v1/api/admin/library', files, admin });
    },
  };
}
