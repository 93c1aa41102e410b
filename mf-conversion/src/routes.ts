// The federated contract of this remote: a page for each path of remote.json (its manifest). The
// document and media pages are the same components, each given its kind; the kinds load with the
// pages, so this module stays small.
import { createElement, type ComponentType } from 'react';
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';
import type { ConversionCollection } from './conversionApi';
import type { ConversionKind } from './kinds';

type KindPage = ComponentType<{ kind: ConversionKind }>;

/** A lazily loaded page shown for one kind. */
function kindPage(load: () => Promise<{ default: KindPage }>, collection: ConversionCollection) {
  return lazyPage(async () => {
    const [{ default: Page }, { KINDS }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "conversion-kinds" */ './kinds'),
    ]);
    const kind = KINDS[collection];
    const ForKind = () => createElement(Page, { kind });
    ForKind.displayName = `${Page.displayName ?? Page.name}(${collection})`;
    return { default: ForKind };
  });
}

const requests = () => import(/* webpackChunkName: "conversion-requests" */ './pages/RequestsPage');
const convert = () => import(/* webpackChunkName: "conversion-new" */ './pages/ConvertPage');
const uploading = () =>
  import(/* webpackChunkName: "conversion-uploading" */ './pages/UploadingPage');

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/docaccess': kindPage(requests, 'documents'),
  '/docaccess/new': kindPage(convert, 'documents'),
  '/docaccess/uploading': kindPage(uploading, 'documents'),
  '/avaccess': kindPage(requests, 'media'),
  '/avaccess/new': kindPage(convert, 'media'),
  '/avaccess/uploading': kindPage(uploading, 'media'),
  '/avaccess/transcript/:requestId': lazyPage(
    () => import(/* webpackChunkName: "avaccess-transcript" */ './pages/TranscriptPage'),
  ),
});
