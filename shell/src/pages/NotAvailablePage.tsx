// One page for "this part of the portal cannot be shown": a registered remote that failed to load
// or crashed (with Retry, announced as an alert), a remote the shell refused (built for another
// version of the contract, or a broken registry entry), or a registry that could not be read.
import { Button, Link, PageHeading, usePageTitle, useLanguage } from '@nclude/shared';
import { t as sharedText } from '@nclude/shared';
import { t, type ShellMessageKey } from '../messages';

export type UnavailableReason =
  'load-failed' | 'registry-failed' | 'incompatible' | 'misconfigured';

export interface NotAvailablePageProps {
  /** The area's name, e.g. "Document Accessibility". */
  area: string;
  reason: UnavailableReason;
  /** Shown as a Retry button; given for failures that a second attempt may fix. */
  onRetry?: () => void;
}

const TEXT: Record<UnavailableReason, ShellMessageKey> = {
  'load-failed': 'loadFailedText',
  'registry-failed': 'registryFailedText',
  incompatible: 'incompatibleText',
  misconfigured: 'misconfiguredText',
};

export function NotAvailablePage({ area, reason, onRetry }: NotAvailablePageProps) {
  // Re-rendered in the new language when the reader switches.
  useLanguage();
  usePageTitle(area);
  const failed = reason === 'load-failed' || reason === 'registry-failed';
  const heading = failed ? t('loadFailedHeading', { area }) : t('cannotShowHeading', { area });
  return (
    <div className="nc-unavailable">
      {/* A failure appears after the page was requested: role=alert makes screen readers say so at once. */}
      <div role={failed ? 'alert' : undefined}>
        <PageHeading>{heading}</PageHeading>
        <p>{t(TEXT[reason])}</p>
      </div>
      <div className="nc-unavailable__actions">
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        <Link to="/">{sharedText('goToDashboard')}</Link>
      </div>
    </div>
  );
}
