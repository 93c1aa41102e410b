// Article addresses in one form, so the same article fetched twice (with other tracking
// parameters, another fragment) is found again.

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ref',
  'ref_src',
]);

/**
 * An article address in one form, to find the same article twice: scheme and host lower case,
 * default port and fragment dropped, tracking parameters (utm_*, fbclid, gclid, ref…) dropped,
 * the rest sorted. Text that is not an absolute URL is returned trimmed, as it is.
 */
export function canonicalUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  parsed.hash = '';
  const kept = [...parsed.searchParams].filter(([name]) => {
    const key = name.toLowerCase();
    return !key.startsWith('utm_') && !TRACKING_PARAMS.has(key);
  });
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  parsed.search = kept.length ? new URLSearchParams(kept).toString() : '';
  return parsed.href;
}
