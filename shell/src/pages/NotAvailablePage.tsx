// One page for "this part of the portal cannot be shown": an area whose remote is not registered,
// a registered remote that failed to load or crashed (then with Retry and announced as an alert),
// or a registry that could not be read.
import { Link } from '@nclude/shared';
import { Button, PageHeading } from '@nclude/shared';
import { t } from '../messages';
import { usePageTitle } from '../routes/page-hooks';

export type UnavailableReason = 'not-deployed' | 'load-failed' | 'registry-failed';

export interface NotAvailablePageProps {
  /** The area's name, e.g. "Document Accessibility". */
  area: string;
  reason: UnavailableReason;
  /** Shown as a Retry button; given for failures that a second attempt may fix. */
  onRetry?: () => void;
}

export function NotAvailablePage({ area, reason, onRetry }: NotAvailablePageProps) {
  usePageTitle(area);
  const failed = reason !== 'not-deployed';
  const heading = failed ? t('loadFailedHeading', { area }) : t('notAvailableHeading', { area });
  const text =
    reason === 'load-failed'
      ? t('loadFailedText')
      : reason === 'registry-failed'
        ? t('registryFailedText')
        : t('notAvailableText');
  return (
    <div className="nc-unavailable">
      {/* A failure appears after the page was requested: role=alert makes screen readers say so at once. */}
      <div role={failed ? 'alert' : undefined}>
        <PageHeading>{heading}</PageHeading>
        <p>{text}</p>
      </div>
      <div className="nc-unavailable__actions">
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
        <Link to="/">{t('goToDashboard')}</Link>
      </div>
    </div>
  );
}
