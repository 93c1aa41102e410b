// The minimal host a remote runs in during `pnpm --filter <remote> dev`: the remote's routes
// rendered as the shell renders them (router, shared styles, live regions, toasts, the reader's
// accessibility settings, and the shell's own guard with the manifest's rules, library scope
// included), so a remote behaves the same alone and inside the shell.
// Development only: imported by each remote's src/standalone.tsx, never by a federated module.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  manifestText,
  type ManifestRoute,
  type RemoteManifest,
  type RemoteRoutes,
} from './contracts';
import { a11yStore, applyA11ySettings } from './a11y';
import { getLanguage, t } from './messages';
import { BrowserRouter, Link, Route, Routes, useParams } from './router';
import { Guard } from './routing/Guard';
import { usePageTitle } from './routing/page-title';
import { sessionStore, useSession } from './session';
import { Button, LiveRegions, PageHeading, Spinner, ToastRegion } from './ui';
import './ui/styles.css';

interface StandaloneProps {
  title: string;
  manifest: RemoteManifest;
  routes: RemoteRoutes;
}

function RoutePage({ manifest, rules, routes }: StandaloneProps & { rules: ManifestRoute }) {
  const params = useParams();
  const page = routes.find((route) => route.path === rules.path);
  usePageTitle(
    page?.title ? page.title(params) : manifestText(manifest.messages, rules.title, getLanguage()),
  );
  if (!page) return null;
  const { Component } = page;
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
    </Suspense>
  );
}

function Index({ title, manifest }: StandaloneProps) {
  const session = useSession();
  usePageTitle(title);
  return (
    <div className="nc-standalone">
      <PageHeading>{title}</PageHeading>
      <h2>{t('standalonePages')}</h2>
      <ul>
        {manifest.routes
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{manifestText(manifest.messages, route.title)}</Link>
            </li>
          ))}
      </ul>
      {session.token ? (
        <>
          <p>
            {t('standaloneSignedInAs', {
              userName: session.userName ?? '',
              role: session.role ?? '',
            })}
          </p>
          <Button variant="secondary" onClick={() => sessionStore.signOut()}>
            {t('standaloneSignOut')}
          </Button>
        </>
      ) : (
        <p>{t('standaloneSignedOut', { target: '/login' })}</p>
      )}
    </div>
  );
}

export function renderStandaloneHost(options: StandaloneProps): void {
  applyA11ySettings(a11yStore.get());
  a11yStore.subscribe(() => applyA11ySettings(a11yStore.get()));
  const container = document.getElementById('root');
  if (!container) return;
  const owned = new Set(options.manifest.routes.map((route) => route.path));
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <LiveRegions />
        <main id="main">
          <Routes>
            {options.manifest.routes.map((rules) => (
              <Route
                key={rules.path}
                path={rules.path}
                element={
                  <Guard rules={rules}>
                    <RoutePage {...options} rules={rules} />
                  </Guard>
                }
              />
            ))}
            {/* Without the shell, the guard's /login is this host's index unless the remote owns it. */}
            {!owned.has('/login') && <Route path="/login" element={<Index {...options} />} />}
            <Route path="*" element={<Index {...options} />} />
          </Routes>
        </main>
        <ToastRegion />
      </BrowserRouter>
    </StrictMode>,
  );
}
