import { Link, useLocation } from '@nclude/shared';
import { PageHeading } from '@nclude/shared';
import { t as sharedText } from '@nclude/shared';
import { t } from '../messages';
import { usePageTitle, useLanguage } from '@nclude/shared';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Re-rendered in the new language when the reader switches.
  useLanguage();
  usePageTitle(t('titleNotFound'));
  return (
    <div className="nc-unavailable">
      <PageHeading>{t('notFoundHeading')}</PageHeading>
      <p>{t('notFoundText', { path: pathname })}</p>
      <div className="nc-unavailable__actions">
        <Link to="/">{sharedText('goToDashboard')}</Link>
      </div>
    </div>
  );
}
