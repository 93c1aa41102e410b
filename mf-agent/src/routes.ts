// The federated contract of this remote: a page for each path of remote.json (its manifest).
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '/chatbot': lazyPage(() => import(/* webpackChunkName: "chatbot-page" */ './pages/ChatbotPage')),
  '/browser-agent': lazyPage(
    () => import(/* webpackChunkName: "browser-agent-page" */ './pages/BrowserAgentPage'),
  ),
});
