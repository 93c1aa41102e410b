// Places, titles and organisations: a town or state in an address or after an employer's name,
// told apart from the name it follows.
import { PLACES } from './tables/places';
import { ORG_WORDS, TITLE_WORDS } from './tables/words';
import { lastTopSeparator, trimSeparators } from './text';

function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Hyderabad", "Pune, Maharashtra", "Chennai - 600042": known places and PIN codes. With
 * `locality`, also one unknown name ahead of a known place ("Ameerpet, Hyderabad"), which is
 * right for an address line but not in a header, where "Mphasis, Pune" is an employer and a town.
 */
export function isPlace(text: string, locality = false): boolean {
  const parts = text
    .split(/\s*[,–—-]\s*|\s+(?=\d{3}\s?\d{3}\b)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const known = (p: string) => PLACES.has(placeKey(p)) || /^\d{3}\s?\d{3}$/.test(p);
  const unknown = parts.filter((p) => !known(p));
  if (parts.length === 0 || unknown.length === parts.length) return false;
  if (unknown.length === 0) return true;
  const first = unknown[0]!;
  return (
    locality &&
    unknown.length === 1 &&
    parts[0] === first &&
    /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(first) &&
    !ORG_WORDS.test(first) &&
    !TITLE_WORDS.test(first)
  );
}

/**
 * "Zilla Parishad High School, Anakapalle": a name of one to three capitalised words, neither a
 * job title nor an organisation, after an organisation's name is the town it is in.
 */
export function townAfterOrganisation(head: string, last: string): boolean {
  return (
    /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(last) &&
    ORG_WORDS.test(head) &&
    !ORG_WORDS.test(last) &&
    !TITLE_WORDS.test(last) &&
    !TITLE_WORDS.test(head)
  );
}

/** Drops a town written after an organisation: "Rao & Associates, Secunderabad" → "Rao & Associates". */
export function withoutPlace(text: string): string {
  let kept = text.trim();
  for (;;) {
    const cut = lastTopSeparator(kept, /\s*,\s*|\s+[–—-]\s+|\s*\|\s*/g);
    if (!cut) return kept;
    const head = kept.slice(0, cut.index);
    const last = kept.slice(cut.index + cut.length).trim();
    if (!(isPlace(last) || townAfterOrganisation(head, last))) return kept;
    kept = trimSeparators(head);
  }
}
