// A known portal path that no registered remote owns.
import { t } from '../messages';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { useShellServices } from '../services';
import { Guard } from './Guard';
import type { KnownArea } from './known-areas';

export function UnavailableArea({ area }: { area: KnownArea }) {
  const { registryFailed, reloadPortal } = useShellServices();
  return (
    <Guard rules={area}>
      <NotAvailablePage
        area={t(area.titleKey)}
        reason={registryFailed ? 'registry-failed' : 'not-deployed'}
        onRetry={registryFailed ? reloadPortal : undefined}
      />
    </Guard>
  );
}
