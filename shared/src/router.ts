// The portal's one router. The shell and every remote import routing from '@nclude/shared', never
// from react-router directly: @nclude/shared is a federated singleton, so all apps share this one
// router instance (a second copy would silently lose route context), and because react-router is
// bundled inside it rather than shared whole, only the parts listed here reach the browser.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject, NavigateFunction, Location } from 'react-router';
// Declarative routing only: the data routers (createBrowserRouter, RouterProvider) and their
// loaders, actions and fetchers are not exported, so they stay out of every bundle.
