// Contact: the name, email address, phone number, location and links, from the contact block
// at the top (and, for a sidebar read anywhere, the rest of the resume).
import type { ParsedResume } from '@nclude/shared/api-schemas';
import { findPeriod } from './dates';
import { isPlace } from './places';
import { sectionOf } from './section-titles';
import { titleKey, trimSeparators, wordCount } from './text';
import type { Line } from './types';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/**
 * Indian numbers as written: "+91 98765 43210", "+91-99220-41873", "098765-43210", "9876543210",
 * "(040) 2345 6789". Validated by their digits afterwards.
 */
const PHONE =
  /(?<![\w+])(?:\+\s?91[\s-]*|\(\+91\)\s*|0)?(?:\(\d{2,5}\)\s?)?\d[\d\s-]{7,24}\d(?![\w])/g;
const URL =
  /\b(?:https?:\/\/[^\s|,;<>"]+|(?:www\.)?(?:linkedin\.com|github\.com|behance\.net|dribbble\.com|gitlab\.com|medium\.com|kaggle\.com|leetcode\.com)\/[^\s|,;<>"]+|www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s|,;<>"]*)?)/gi;

function validPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  const local = digits.replace(/^91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  // Mobiles: ten digits from 6 to 9. Landlines: an STD code from 0 and eleven digits in all.
  if (local.length === 10 && /^[6-9]/.test(local)) return true;
  return digits.length === 11 && digits.startsWith('0') && !/^0[6-9]\d{9}$/.test(digits)
    ? /[\s-]/.test(candidate.trim()) || candidate.includes('(')
    : false;
}

function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0].replace(/\.$/, '') ?? '';
}

function findPhone(text: string): string {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim().replace(/-$/, '');
    // A range of years ("2016 - 2020") is not a number to call.
    if (/\b(?:19|20)\d\d\s*-\s*(?:19|20)\d\d\b/.test(candidate) && !/^\+|^0/.test(candidate))
      continue;
    if (validPhone(candidate)) return candidate;
    // Digits run into a number from both sides ("Bengaluru 560001 98450 12345"): the longest run
    // of whole groups that is one.
    const groups = candidate.split(/(?<=\d)(?=[\s-])|(?<=[\s-])(?=[\d(+])/);
    for (let size = groups.length - 1; size > 0; size -= 1) {
      for (let from = 0; from + size <= groups.length; from += 1) {
        const part = groups
          .slice(from, from + size)
          .join('')
          .trim()
          .replace(/^-|-$/g, '');
        if (validPhone(part)) return part;
      }
    }
  }
  return '';
}

function findLinks(text: string): string[] {
  return [...text.matchAll(URL)].map((m) => m[0].replace(/[.)\]]+$/, ''));
}

function linkKey(link: string): string {
  return link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

const CONTACT_LABEL =
  /\b(?:e-?mail(?:\s*id)?|phone|mobile|mob|cell|contact(?:\s*no\.?|\s*number)?|tel|ph|whatsapp|location|address|current location|city|residence|linkedin|github|portfolio|website|web|dob|date of birth|gender|nationality|name)\s*(?:no\.?)?\s*[:：]\s*/gi;
const PLACE_LABEL = /^(?:location|address|current location|city|residence)$/i;

interface ContactChunk {
  label: string;
  value: string;
}

/** A contact line cut at its labels and separators: "Email: a@b.org Phone: 98…" → two chunks. */
function contactChunks(text: string): ContactChunk[] {
  const chunks: ContactChunk[] = [];
  const labels = [...text.matchAll(CONTACT_LABEL)];
  const pieces: ContactChunk[] = [];
  if (labels.length === 0) pieces.push({ label: '', value: text });
  else {
    if (labels[0]!.index! > 0) pieces.push({ label: '', value: text.slice(0, labels[0]!.index) });
    labels.forEach((match, i) => {
      const end = i + 1 < labels.length ? labels[i + 1]!.index! : text.length;
      pieces.push({
        label: match[0].replace(/[:：\s]+$/, '').trim(),
        value: text.slice(match.index! + match[0].length, end),
      });
    });
  }
  for (const piece of pieces) {
    for (const value of piece.value.split(/\s*[|•·]\s*|\s{3,}/u)) {
      const trimmed = trimSeparators(value);
      if (trimmed) chunks.push({ label: piece.label, value: trimmed });
    }
  }
  return chunks;
}

function findLocation(texts: readonly string[]): string {
  for (const text of texts) {
    for (const chunk of contactChunks(text)) {
      if (PLACE_LABEL.test(chunk.label)) {
        const value = trimSeparators(
          chunk.value.replace(EMAIL, ' ').replace(PHONE, ' ').replace(URL, ' '),
        );
        if (value) return value;
      }
    }
  }
  for (const text of texts) {
    for (const chunk of contactChunks(text)) {
      // What is left once addresses, numbers and links are taken out ("Lucknow, Uttar Pradesh"),
      // also after another field's value ("Email: a@b.org Pune, Maharashtra", lines joined).
      const value = trimSeparators(
        chunk.value.replace(EMAIL, ' ').replace(PHONE, ' ').replace(URL, ' '),
      );
      if (value && isPlace(value, true)) return value;
    }
  }
  return '';
}

const NOT_A_NAME =
  /^(?:resume|résumé|curriculum vitae|cv|bio-?data|profile|contact|personal details|address)$/i;

export function looksLikeName(text: string): boolean {
  const t = text.trim();
  if (!t || NOT_A_NAME.test(titleKey(t)) || sectionOf(t)) return false;
  if (/[\d@/:|]/.test(t) || isPlace(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 5) return false;
  // Each word a capitalised name or an initial ("K.", "S.K."), or a particle ("bin", "de");
  // all capitals is fine too.
  return (
    words.every(
      (w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || /^(?:bin|binti|de|da|di|al|el)$/.test(w),
    ) &&
    /^\p{Lu}/u.test(t) &&
    /\p{L}{2}/u.test(t)
  );
}

function nameIn(line: Line): string {
  let text = line.text.replace(/^name\s*[:：]\s*/i, '');
  text = text.replace(EMAIL, ' | ').replace(URL, ' | ').replace(PHONE, ' | ');
  const first = trimSeparators(text.split(/\s*[|•·,]\s*|\s+[–—-]\s+/u)[0] ?? '');
  return looksLikeName(first) ? first : '';
}

export function contactOf(
  all: readonly Line[],
  contactLines: readonly Line[],
): ParsedResume['contact'] {
  const texts = contactLines.map((l) => l.text);
  const hrefs = contactLines.flatMap((l) => l.hrefs);
  const everywhere = all.map((l) => l.text);
  const firstOf = (find: (text: string) => string, lists: readonly (readonly string[])[]) => {
    for (const list of lists) {
      for (const text of list) {
        const value = find(text);
        if (value) return value;
      }
    }
    return '';
  };
  const mailto = hrefs.filter((h) => /^mailto:/i.test(h)).map((h) => h.replace(/^mailto:/i, ''));
  const tel = hrefs.filter((h) => /^tel:/i.test(h)).map((h) => h.replace(/^tel:/i, ''));
  // Two-column resumes put the address and number in a sidebar read anywhere: look everywhere.
  const email = firstOf(findEmail, [texts, mailto, everywhere]);
  const phone = firstOf(findPhone, [
    texts.map((t) => t.replace(EMAIL, ' | ')),
    tel,
    everywhere.map((t) => t.replace(EMAIL, ' | ')),
  ]);
  const links: string[] = [];
  const seen = new Set<string>();
  const addLink = (link: string) => {
    const key = linkKey(link);
    if (!key || seen.has(key) || EMAIL.test(link)) return;
    seen.add(key);
    links.push(link);
  };
  for (const text of texts) for (const link of findLinks(text.replace(EMAIL, ' '))) addLink(link);
  for (const href of hrefs) if (/^https?:/i.test(href)) addLink(href);

  // The name: the most prominent heading that reads as a name, else the first line that does.
  const headings = contactLines
    .filter((l) => l.kind === 'heading')
    .sort((a, b) => a.level - b.level || a.index - b.index);
  let name = '';
  for (const line of [...headings, ...contactLines]) {
    name = nameIn(line);
    if (name) break;
  }
  if (!name) {
    const labelled = all.find((l) => /^name\s*[:：]/i.test(l.text));
    if (labelled) name = nameIn(labelled);
  }
  const location = findLocation(texts);
  return { name, email, phone, location, links };
}

/** The contact block: the preamble's lines up to the last one holding a contact detail. */
export function preambleContactEnd(preamble: readonly Line[]): number {
  let end = 0;
  for (let i = 0; i < preamble.length && i < 10; i += 1) {
    const line = preamble[i]!;
    const text = line.text;
    const contact =
      EMAIL.test(text) ||
      findPhone(text) !== '' ||
      findLinks(text).length > 0 ||
      line.hrefs.length > 0 ||
      contactChunks(text).some((c) => c.label !== '') ||
      (wordCount(text) <= 8 && (isPlace(trimSeparators(text), true) || looksLikeName(text)));
    if (contact) end = i + 1;
    else if (wordCount(text) >= 12 || findPeriod(text)) break;
  }
  return end;
}
