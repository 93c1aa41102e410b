// Conversion: PDFs into accessible documents, and audio or video into captions (its other kind),
// requested on the API and done as jobs in whichever process runs them.
import { mediaJobHandler } from '../captions/media-job';
import { MediaCaptions } from '../captions/service';
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { convertPdf } from '.';
import { documentJobHandler } from './document-job';
import { ConversionRequests } from './requests';
import { conversionRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The captioning tools as configured (tests read which engine was found). */
    captions: MediaCaptions;
  }
}

export function conversionFeature(platform: Platform): Feature {
  const { config, db, clock, files, jobs, notifications, log } = platform;
  const requests = new ConversionRequests(db, files, jobs, clock, {
    document: config.activeDocumentsPerPerson,
    media: config.activeMediaPerPerson,
  });
  jobs.register(documentJobHandler({ db, files, notifier: notifications, convert: convertPdf }));
  const captions = new MediaCaptions(db, requests, config, clock, log);
  jobs.register(
    mediaJobHandler({
      db,
      files,
      notifier: notifications,
      captionTools: () => captions.captionTools(),
      mediaMaxDurationSeconds: config.mediaMaxDurationSeconds,
    }),
  );
  return {
    async register(app) {
      app.decorate('captions', captions);
      await app.register(conversionRoutes, {
        prefix: '/v1/api/conversion',
        db,
        requests,
        captions,
        files,
      });
    },
  };
}
