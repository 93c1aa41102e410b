// Promo lines ("Also read: …", "Read more »", "यह भी पढ़ें") recognised by their text: the phrases,
// the folded form they are matched on, and the verdict on one line.

// Promo lines. Matching is on a folded form: NFC, nukta dropped (पढ़ें and पढें, ख़बर and खबर
// match alike), candrabindu folded into anusvara (यहाँ and यहां), lower case, spaces collapsed.
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const READ_HI = 'पढ(?:ें|े|िए|िये|ियें)';
/** Phrases that end a line's claim to be prose: whatever follows is a link title. */
const STRONG_PHRASES = [
  'also read',
  'read also',
  'also see',
  'click here',
  'read the full story',
  'read full story',
  'read the full article',
  'read full article',
  'read the full report',
  `(?:यह|ये|इसे|इन्हें|इन्हे) भी ${READ_HI}`,
  `क्लिक (?:करके|कर के|करें) ${READ_HI}`,
  `यहां क्लिक करें`,
  `पूरी खबर (?:यहां )?${READ_HI}`,
  'पूरी खबर के लिए',
];
/** Phrases that are promo only alone, before a separator, or before a link. */
const WEAK_PHRASES = [
  'read more',
  'read it here',
  'read here',
  'continue reading',
  `और ${READ_HI}`,
  `यहां ${READ_HI}`,
  `आगे ${READ_HI}`,
];
const LEAD = String.raw`^[\s»›>•·*|\-–—(\[]*`;
const STRONG = new RegExp(`${LEAD}(?:${STRONG_PHRASES.join('|')})(?![\\p{L}\\p{M}])`, 'u');
const WEAK = new RegExp(`${LEAD}(?:${WEAK_PHRASES.join('|')})(?![\\p{L}\\p{M}])`, 'u');
/** What may follow a phrase for the line to be just the phrase: punctuation and arrows. */
const BARE_REST = /^[\s.…:：\-–—»›>|→)\]!।]*$/u;
const SEPARATOR = /^\s*[:：\-–—»›>|→]/u;
/**
 * A quick test that a body (or a line's start) may hold a promo phrase at all: most do not, and
 * then no line is folded and matched. Words may be apart by spaces or, in raw HTML, &nbsp;.
 */
export const HINT = new RegExp(
  [
    'also read',
    'read also',
    'also see',
    'click here',
    'read the full',
    'read full',
    'read more',
    'read it here',
    'read here',
    'continue reading',
  ]
    .map((phrase) => phrase.replace(/ /g, '(?:\\s|&nbsp;|&#160;)+'))
    .concat(['पढ', '\u095d', 'पूरी ख', 'क्लिक'])
    .join('|'),
  'i',
);
/** Longer than this, a line beginning with a strong phrase is taken for prose after all. */
const PROMO_LINE_MAX = 300;

export type Promo = 'no' | 'yes' | 'bare';

/**
 * Whether a line is a promo: "Also read: Title", "Read more »", "यह भी पढ़ें", "Read more <a>Title</a>".
 * `linkText` gives the text of the line's links (asked for only when it matters). 'bare' is the
 * phrase alone, whose link may follow on the next line or block.
 */
export function promoKind(text: string, linkText: () => string): Promo {
  // Most lines are prose: a phrase can only be at the start, so look there before folding.
  const start = text.trimStart();
  if (!start || start.length > PROMO_LINE_MAX * 2 || !HINT.test(start.slice(0, 48))) return 'no';
  const line = fold(start);
  if (line.length > PROMO_LINE_MAX) return 'no';
  const strong = STRONG.exec(line);
  const match = strong ?? WEAK.exec(line);
  if (!match) return 'no';
  const rest = line.slice(match[0].length);
  if (BARE_REST.test(rest)) return 'bare';
  if (strong || SEPARATOR.test(rest)) return 'yes';
  // "Read more <a>Budget highlights</a>": everything after the phrase is the link.
  const links = fold(linkText());
  return links && rest.replace(/^[\s:：\-–—»›>|→]+/u, '').trim() === links ? 'yes' : 'no';
}
