// The minimal host a remote runs in during `pnpm --filter <remote> dev`: the remote's routes
// rendered as the shell renders them (router, shared styles, live regions, toasts, the reader's
// accessibility settings, the token guard), so a feature team works without the shell.
// Development only: imported by each remote's src/standalone.tsx, never by a federated module.
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveRouteTitle, type RemoteRoute } from './contracts';
import { a11yStore, applyA11ySettings } from './a11y';
import { t } from './messages';
import { BrowserRouter, Link, Navigate, Route, Routes, useParams } from './router';
import { sessionStore, useSession } from './session';
import { Button, LiveRegions, PageHeading, Spinner, ToastRegion } from './ui';
import './ui/styles.css';

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Nclude`;
  }, [title]);
}

function RoutePage({ route, signInPath }: { route: RemoteRoute; signInPath: string }) {
  const session = useSession();
  const params = useParams();
  usePageTitle(resolveRouteTitle(route.title, params));
  if (route.redirectIfSignedIn && session.token) return <Navigate to="/" replace />;
  if (route.requiresToken && !session.token) return <Navigate to={signInPath} replace />;
  const { Component } = route;
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
    </Suspense>
  );
}

function Index({ title, routes, signInPath }: StandaloneOptions & { signInPath: string }) {
  const session = useSession();
  usePageTitle(title);
  return (
    <div className="nc-standalone">
      <PageHeading>{title}</PageHeading>
      <h2>{t('standalonePages')}</h2>
      <ul>
        {routes
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{resolveRouteTitle(route.title, {})}</Link>
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
        <p>{t('standaloneSignedOut', { target: signInPath })}</p>
      )}
    </div>
  );
}

export interface StandaloneOptions {
  title: string;
  routes: RemoteRoute[];
}

export function renderStandaloneHost(options: StandaloneOptions): void {
  applyA11ySettings(a11yStore.get());
  a11yStore.subscribe(() => applyA11ySettings(a11yStore.get()));
  // Without the shell's login page a guarded page sends the visitor to this host's index,
  // unless the remote brings its own /login.
  const signInPath = options.routes.some((route) => route.path === '/login') ? '/login' : '/';
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <LiveRegions />
        <main id="main">
          <Routes>
            {options.routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<RoutePage route={route} signInPath={signInPath} />}
              />
            ))}
            <Route path="*" element={<Index {...options} signInPath={signInPath} />} />
          </Routes>
        </main>
        <ToastRegion />
      </BrowserRouter>
    </StrictMode>,
  );
}
