// Profile (product rules §2): the user's name and contacts, the Profile Information and Account
// Information blocks with their edit links, and the account links (Reset Password, Link Email,
// Link PhoneNumber). Load failures are shown and announced (departure 3 in docs/product-rules.md), never silent.
import { Link, type Loaded, LoadState, PageHeading, useLoad } from '@nclude/shared';
import type { AccountInfo, UserInfo } from '@nclude/shared/api-schemas';
import { ResumeLink } from '../components/ResumeLink';
import { EditIcon, SocialIcon, inSocialOrder, socialSite } from '../components/SocialIcon';
import { m } from '../messages';
import { getAccountInfo, getUserInfo } from '../userApi';
import './auth.css';
import './account.css';

const SITE_NAME = {
  linkedin: () => m('socialLinkedIn'),
  twitter: () => m('socialTwitter'),
  other: () => m('socialOther'),
} as const;

function Value({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined || value.trim() === '')
    return <span className="account-muted">{m('notProvided')}</span>;
  return <>{value}</>;
}

function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className="account-edit" aria-label={name}>
      <EditIcon />
      <span aria-hidden="true">{m('edit')}</span>
    </Link>
  );
}

function SocialLinks({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <Value value={null} />;
  return (
    <ul className="account-social">
      {inSocialOrder(urls).map((url) => {
        const site = socialSite(url);
        return (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <SocialIcon site={site} />
              <span>{m('socialLinkName', { site: SITE_NAME[site](), url })}</span>
              <span className="nc-visually-hidden"> {m('opensInNewTab')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function ProfileBlock({ user }: { user: UserInfo }) {
  return (
    <section className="account-block" aria-labelledby="profile-info-heading">
      <div className="account-block__header">
        <h2 id="profile-info-heading">{m('profileInfoHeading')}</h2>
        <EditLink to="/edit-profile" name={m('editProfileInfo')} />
      </div>
      <dl className="account-details">
        <dt>{m('profileInfoLabel')}</dt>
        <dd className="account-prewrap">
          <Value value={user.profileInfo} />
        </dd>
        <dt>{m('fullNameLabel')}</dt>
        <dd>
          <Value value={user.userName} />
        </dd>
        <dt>{m('mobileShortLabel')}</dt>
        <dd>
          <Value value={user.phoneNumber} />
        </dd>
        <dt>{m('emailShortLabel')}</dt>
        <dd>
          <Value value={user.email} />
        </dd>
        <dt>{m('resumeLabel')}</dt>
        <dd>{user.resume ? <ResumeLink resume={user.resume} /> : <Value value={null} />}</dd>
        <dt>{m('socialLinksLabel')}</dt>
        <dd>
          <SocialLinks urls={user.social} />
        </dd>
      </dl>
    </section>
  );
}

function AccountBlock({ account, retry }: { account: Loaded<AccountInfo>; retry: () => void }) {
  return (
    <section className="account-block" aria-labelledby="account-info-heading">
      <div className="account-block__header">
        <h2 id="account-info-heading">{m('accountInfoHeading')}</h2>
        <EditLink to="/edit-account" name={m('editAccountInfo')} />
      </div>
      <LoadState
        state={account}
        loadingLabel={m('loadingProfile')}
        failure={(reason) => m('accountLoadFailed', { reason })}
        onRetry={retry}
      >
        {(value) => (
          <dl className="account-details">
            <dt>{m('employmentStatusLabel')}</dt>
            <dd>
              <Value value={value.employmentStatus} />
            </dd>
            <dt>{m('jobSearchStatusLabel')}</dt>
            <dd>
              <Value value={value.jobSearchStatus} />
            </dd>
            <dt>{m('disabilityLabel')}</dt>
            <dd>
              <Value value={value.disability} />
            </dd>
            <dt>{m('preferredIndustryLabel')}</dt>
            <dd>
              <Value value={value.preferredIndustry} />
            </dd>
            <dt>{m('preferredRoleLabel')}</dt>
            <dd>
              <Value value={value.preferredRole} />
            </dd>
          </dl>
        )}
      </LoadState>
    </section>
  );
}

export default function ProfilePage() {
  const [user, { retry: retryUser }] = useLoad(getUserInfo);
  const [account, { retry: retryAccount }] = useLoad(getAccountInfo);

  return (
    <div className="account-page">
      <PageHeading>{m('profileHeading')}</PageHeading>

      <LoadState
        state={user}
        loadingLabel={m('loadingProfile')}
        failure={(reason) => m('profileLoadFailed', { reason })}
        onRetry={retryUser}
      >
        {(value) => (
          <>
            <div className="account-summary">
              <p className="account-summary__name">{value.userName}</p>
              <p>
                <span className="account-summary__label">{m('emailShortLabel')}: </span>
                <Value value={value.email} />
              </p>
              <p>
                <span className="account-summary__label">{m('mobileShortLabel')}: </span>
                <Value value={value.phoneNumber} />
              </p>
            </div>
            <ProfileBlock user={value} />
          </>
        )}
      </LoadState>

      <AccountBlock account={account} retry={retryAccount} />

      <nav className="account-links" aria-labelledby="account-links-heading">
        <h2 id="account-links-heading">{m('accountLinksHeading')}</h2>
        <ul>
          <li>
            <Link to="/reset-password">{m('resetPasswordLink')}</Link>
          </li>
          {user.state === 'ready' && !user.value.email && (
            <li>
              <Link to="/link/email">{m('linkEmailLink')}</Link>
            </li>
          )}
          {user.state === 'ready' && !user.value.phoneNumber && (
            <li>
              <Link to="/link/phone">{m('linkPhoneLink')}</Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
