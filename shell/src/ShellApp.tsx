import { LiveRegions, ToastRegion } from '@nclude/shared';
import { RouterProvider, type createBrowserRouter } from '@nclude/shared';
import { ShellServicesProvider, type ShellServices } from './services';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole shell; tests render it with a memory router and a fake remote loader. */
export function ShellApp({ services, router }: { services: ShellServices; router: Router }) {
  return (
    <ShellServicesProvider services={services}>
      {/* The live regions exist before anything is announced: screen readers ignore a region that appears with its text. */}
      <LiveRegions />
      <RouterProvider router={router} />
      <ToastRegion />
    </ShellServicesProvider>
  );
}
