// The posting on the employer's or recruiter's own site: opens in a new tab and says so in words
// (WCAG 3.2.5), described by the job's title so several such links on a page are told apart.
import { m } from './messages';
import { safeWebLink } from './jobText';

export function JobWebsiteLink({
  address,
  describedBy,
}: {
  address: string | null;
  /** Id of the element naming the job (its heading). */
  describedBy?: string;
}) {
  const href = safeWebLink(address);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className="nc-button nc-button--secondary jobs-link-button"
    >
      {m('jobWebsite')} {m('opensInNewTab')}
    </a>
  );
}
