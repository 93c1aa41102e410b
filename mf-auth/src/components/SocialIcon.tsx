// Decorative icons for the profile's social links (the link text carries the meaning).
export type SocialSite = 'linkedin' | 'twitter' | 'other';

/** Which site a URL belongs to, by its host name. */
export function socialSite(url: string): SocialSite {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  const isHost = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (isHost('linkedin.com')) return 'linkedin';
  if (isHost('twitter.com') || isHost('x.com')) return 'twitter';
  return 'other';
}

const ORDER: Record<SocialSite, number> = { linkedin: 0, twitter: 1, other: 2 };

/** The product's icon order: LinkedIn first, then Twitter, then other links (stable otherwise). */
export function inSocialOrder(urls: readonly string[]): string[] {
  return urls
    .map((url, index) => ({ url, index, site: socialSite(url) }))
    .sort((a, b) => ORDER[a.site] - ORDER[b.site] || a.index - b.index)
    .map((entry) => entry.url);
}

const PATHS: Record<SocialSite, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.66 0-1.91 1.29-1.91 2.62V21h-4z',
  twitter:
    'M22 5.9a8.2 8.2 0 0 1-2.36.65 4.1 4.1 0 0 0 1.8-2.27 8.2 8.2 0 0 1-2.6 1 4.1 4.1 0 0 0-7 3.74A11.65 11.65 0 0 1 3.4 4.75a4.1 4.1 0 0 0 1.27 5.48 4.1 4.1 0 0 1-1.86-.51v.05a4.1 4.1 0 0 0 3.29 4.02 4.1 4.1 0 0 1-1.85.07 4.1 4.1 0 0 0 3.83 2.85A8.23 8.23 0 0 1 2 18.4a11.6 11.6 0 0 0 6.29 1.84c7.55 0 11.68-6.25 11.68-11.67l-.01-.53A8.3 8.3 0 0 0 22 5.9z',
  other:
    'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.24 4.24l-2 2a1 1 0 1 1-1.41-1.41l2-2a1 1 0 0 0-1.42-1.42l-3.5 3.5a1 1 0 0 1-1.41 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.24-4.24l2-2a1 1 0 0 1 1.41 1.41l-2 2a1 1 0 0 0 1.42 1.42l3.5-3.5a1 1 0 0 1 1.41 0z',
};

export function SocialIcon({ site }: { site: SocialSite }) {
  return (
    <svg
      className="account-social__icon"
      data-site={site}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[site]} fill="currentColor" />
    </svg>
  );
}

/** A pencil icon for the edit links (decorative). */
export function EditIcon() {
  return (
    <svg
      className="account-edit__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.33-2.33a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A complete http(s) web address (what the server accepts as a social link). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
