// The dashboard at / (product rules §2: titled Home, heading Dashboard, an illustration and a welcome text).
import { PageHeading } from '@nclude/shared';
import { t } from '../messages';
import { dashboardText } from './dashboard-messages';
import { usePageTitle, useLanguage } from '@nclude/shared';
import { DashboardIllustration } from './DashboardIllustration';

const SERVICES = [
  { heading: 'conversionHeading', text: 'conversionText' },
  { heading: 'jobsHeading', text: 'jobsText' },
  { heading: 'careerHeading', text: 'careerText' },
  { heading: 'libraryHeading', text: 'libraryText' },
] as const;

export default function DashboardPage() {
  // Re-rendered in the new language when the reader switches.
  useLanguage();
  usePageTitle(t('titleHome'));
  return (
    <div className="nc-dashboard">
      <PageHeading>{t('dashboardHeading')}</PageHeading>
      <div className="nc-dashboard__intro">
        <DashboardIllustration label={dashboardText('illustrationAlt')} />
        <p className="nc-dashboard__welcome">{dashboardText('welcomeIntro')}</p>
      </div>
      <ul className="nc-dashboard__services">
        {SERVICES.map(({ heading, text }) => (
          <li key={heading} className="nc-dashboard__service">
            <h2>{dashboardText(heading)}</h2>
            <p>{dashboardText(text)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
