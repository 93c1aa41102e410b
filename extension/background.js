// The extension's service worker: lends the portal the person's cookies for the five sites the
// browser agent signs in to (spec §7, §9), so the agent's own browser can act as them there.
// Only the portal's pages can ask (manifest externally_connectable), only for those sites' domains,
// and Chrome itself hands out cookies of the hosts in host_permissions alone.
/* global chrome */

/** The registrable domains of the five sites; a domain is answered if it is one or under one. */
const SITE_DOMAINS = ['linkedin.com', 'naukri.com', 'swiggy.com', 'uber.com', '1mg.com'];
/** A page asks for a few domains of one site; more is a mistake or abuse. */
const MAX_DOMAINS = 10;
const DOMAIN_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

// The portal origins come from the manifest's own externally_connectable list (rendered at build
// time), so the check below and Chrome's gate can never disagree.
const allowedOrigins = new Set(
  (chrome.runtime.getManifest().externally_connectable?.matches ?? []).map(
    (pattern) => new URL(pattern.replace(/\*$/, '')).origin,
  ),
);

function isSiteDomain(domain) {
  return SITE_DOMAINS.some((site) => domain === site || domain.endsWith(`.${site}`));
}

function senderOrigin(sender) {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : '';
  } catch {
    return '';
  }
}

/** Domain names the page asked for that belong to the five sites, normalised, each once. */
function siteDomains(domains) {
  const wanted = new Set();
  for (const raw of domains) {
    if (typeof raw !== 'string') continue;
    const domain = raw.trim().toLowerCase().replace(/^\./, '');
    if (DOMAIN_PATTERN.test(domain) && isSiteDomain(domain)) wanted.add(domain);
  }
  return [...wanted];
}

/** The fields a browser needs to set the cookie again; nothing else of Chrome's record. */
function lentCookie(cookie) {
  const lent = {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain,
    path: cookie.path,
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite,
  };
  if (cookie.expirationDate !== undefined) lent.expirationDate = cookie.expirationDate;
  return lent;
}

async function fetchCookies(domains) {
  const seen = new Set();
  const cookies = [];
  for (const domain of siteDomains(domains)) {
    // getAll({domain}) also returns the cookies of subdomains, so www.x and x overlap.
    for (const cookie of await chrome.cookies.getAll({ domain })) {
      const key = `${cookie.storeId}\n${cookie.domain}\n${cookie.path}\n${cookie.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cookies.push(lentCookie(cookie));
    }
  }
  return cookies;
}

async function answer(message, sender) {
  if (!allowedOrigins.has(senderOrigin(sender))) {
    return { error: 'This page is not the Nclude portal this helper was made for.' };
  }
  if (typeof message !== 'object' || message === null || message.action !== 'fetchCookies') {
    return { error: 'Unknown request: the only action is fetchCookies.' };
  }
  const { domains } = message;
  if (!Array.isArray(domains) || domains.length === 0 || domains.length > MAX_DOMAINS) {
    return { error: `fetchCookies needs a list of 1 to ${MAX_DOMAINS} domain names.` };
  }
  return { cookies: await fetchCookies(domains) };
}

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  answer(message, sender).then(sendResponse, (error) =>
    sendResponse({ error: `Could not read the cookies: ${error?.message ?? error}` }),
  );
  // The answer is sent later, after the cookie store replies.
  return true;
});
