// What the shell's routes need from the outside world, injected once at the top so tests can
// hand in a registry and a fake loader instead of the Module Federation runtime.
import { createContext, useContext, type ReactNode } from 'react';
import type { CheckedRegistry, HeaderSubTab } from '@nclude/shared';
import type { RemoteRoutesCache } from './registry/remote-routes';

export interface ShellServices {
  registry: CheckedRegistry;
  routesCache: RemoteRoutesCache;
  /** /remotes.json could not be read: unowned areas offer a Retry that reloads the portal. */
  registryFailed: boolean;
  /** Reloads the whole portal (the registry is read once per page load). */
  reloadPortal: () => void;
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return services;
}

/** The current page publishes its header sub-tabs here (labels already in words); the header renders them. */
export const SubTabsContext = createContext<(tabs: HeaderSubTab[]) => void>(() => undefined);
