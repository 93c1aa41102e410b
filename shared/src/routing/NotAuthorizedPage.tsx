// A signed-in person who is not enrolled in the disability library programme (stored scope is
// not 'library') is told they are not authorized and pointed to the access request, where they
// verify their disability status, instead of being sent away unexplained.
import { t } from '../messages';
import { Link } from '../router';
import { PageHeading } from '../ui';
import { useLanguage } from '../language';
import { usePageTitle } from './page-title';

export function NotAuthorizedPage() {
  useLanguage();
  usePageTitle(t('titleNotAuthorized'));
  return (
    <div className="nc-unavailable">
      <PageHeading>{t('notAuthorizedHeading')}</PageHeading>
      <p>{t('requestAccessNotice')}</p>
      <div className="nc-unavailable__actions">
        <Link to="/requestAccess">{t('requestAccessLink')}</Link>
        <Link to="/">{t('goToDashboard')}</Link>
      </div>
    </div>
  );
}
