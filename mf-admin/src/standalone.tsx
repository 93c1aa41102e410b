// Minimal host for `pnpm --filter @nclude/mf-admin dev`: renders this remote's routes the way the
// shell does (router, shared styles, live regions, toasts, the reader's a11y settings, the token
// guard) so the pages can be worked on without the shell. Not part of the build.
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@nclude/shared';
import {
  Button,
  LiveRegions,
  PageHeading,
  Spinner,
  ToastRegion,
  a11yStore,
  applyA11ySettings,
  sessionStore,
  useSession,
  type RemoteRoute,
} from '@nclude/shared';
import '@nclude/shared/styles.css';
import './pages/admin.css';
import routes from './routes';
import { m } from './messages';

applyA11ySettings(a11yStore.get());
a11yStore.subscribe(() => applyA11ySettings(a11yStore.get()));

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Nclude`;
  }, [title]);
}

function RoutePage({ route }: { route: RemoteRoute }) {
  const session = useSession();
  usePageTitle(route.title);
  // No login page here: a page that needs a token sends the visitor to this host's index.
  if (route.requiresToken && !session.token) return <Navigate to="/" replace />;
  const { Component } = route;
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
    </Suspense>
  );
}

/** Lists the pages; sign in as an organisation through mf-auth's login or the API to see /orgProfile. */
function Index() {
  const session = useSession();
  usePageTitle(m('standaloneHomeTitle'));
  return (
    <div className="admin-page">
      <PageHeading>{m('standaloneHomeTitle')}</PageHeading>
      <p>{m('standaloneIntro')}</p>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title}</Link>
          </li>
        ))}
      </ul>
      {session.token ? (
        <>
          <p>
            {m('standaloneSignedInAs', {
              userName: session.userName ?? '',
              role: session.role ?? '',
            })}
          </p>
          <Button variant="secondary" onClick={() => sessionStore.signOut()}>
            {m('standaloneSignOut')}
          </Button>
        </>
      ) : (
        <p>{m('standaloneSignedOut')}</p>
      )}
    </div>
  );
}

function StandaloneHost() {
  return (
    <BrowserRouter>
      <LiveRegions />
      <main id="main">
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<Index />} />
        </Routes>
      </main>
      <ToastRegion />
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost />
    </StrictMode>,
  );
}
