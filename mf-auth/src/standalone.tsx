// Minimal host for `pnpm --filter @nclude/mf-auth dev`: renders this remote's routes the way the
// shell does (router, shared styles, live regions, toasts, the reader's a11y settings, the
// signed-in redirect) so the pages can be worked on without the shell. Not part of the build.
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
import './pages/auth.css';
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
  if (route.redirectIfSignedIn && session.token) return <Navigate to="/" replace />;
  if (route.requiresToken && !session.token) return <Navigate to="/login" replace />;
  const { Component } = route;
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
    </Suspense>
  );
}

/** Where login and signup land ('/'); the real dashboard is the shell's. */
function SignedInHome() {
  const session = useSession();
  usePageTitle(m('standaloneHomeTitle'));
  if (!session.token) return <Navigate to="/login" replace />;
  return (
    <div className="auth-page">
      <PageHeading>{m('standaloneHomeTitle')}</PageHeading>
      <p>{m('standaloneSignedInAs', { userName: session.userName ?? '' })}</p>
      <Button variant="secondary" onClick={() => sessionStore.signOut()}>
        {m('standaloneSignOut')}
      </Button>
    </div>
  );
}

function NotServedHere() {
  usePageTitle(m('standaloneNotFoundHeading'));
  return (
    <div className="auth-page">
      <PageHeading>{m('standaloneNotFoundHeading')}</PageHeading>
      <p>{m('standaloneNotFound')}</p>
      <p>
        <Link to="/login">{m('loginHeading')}</Link> ·{' '}
        <Link to="/signup">{m('signupHeading')}</Link>
      </p>
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
          <Route path="/" element={<SignedInHome />} />
          <Route path="*" element={<NotServedHere />} />
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
