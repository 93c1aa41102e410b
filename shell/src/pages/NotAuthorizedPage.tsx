// Spec 01 section 1: a signed-in person who is not enrolled in the disability library programme
// (stored scope is not 'library') is told they are not authorized and pointed to the page where
// they verify their disability status (/requestAccess), instead of being sent away unexplained.
import { Link, PageHeading, t as sharedText } from '@nclude/shared';
import { t } from '../messages';
import { usePageTitle } from '../routes/page-hooks';

export function NotAuthorizedPage() {
  usePageTitle(t('titleNotAuthorized'));
  return (
    <div className="nc-unavailable">
      <PageHeading>{t('notAuthorizedHeading')}</PageHeading>
      <p>{sharedText('requestAccessNotice')}</p>
      <div className="nc-unavailable__actions">
        <Link to="/requestAccess">{sharedText('requestAccessLink')}</Link>
        <Link to="/">{t('goToDashboard')}</Link>
      </div>
    </div>
  );
}
