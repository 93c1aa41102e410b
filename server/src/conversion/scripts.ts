// Which script a text is in, and whether a text layer is garbage. pdf.js reads many Hindi and
// Telugu PDFs wrongly (fonts without Unicode maps, or pre-base vowel signs stored in visual
// order): such text is detected by rules of the script, never repaired by guessing.

export type Script = 'latin' | 'devanagari' | 'telugu' | 'other';

const DEVANAGARI = /[\u0900-\u097F]/;
const TELUGU = /[\u0C00-\u0C7F]/;

const LETTER = /\p{L}/u;

// Called on every page's whole text: code ranges, not a regular expression per character.
export function scriptCounts(text: string): Record<Script, number> {
  const counts: Record<Script, number> = { latin: 0, devanagari: 0, telugu: 0, other: 0 };
  for (let i = 0; i < text.length; i += 1) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i += 1;
    if (code < 0x41) continue;
    if (code <= 0x7a) {
      if (code <= 0x5a || code >= 0x61) counts.latin += 1;
    } else if (code >= 0xc0 && code <= 0x24f) counts.latin += 1;
    else if (code >= 0x900 && code <= 0x97f) counts.devanagari += 1;
    else if (code >= 0xc00 && code <= 0xc7f) counts.telugu += 1;
    else if (code >= 0x80 && LETTER.test(String.fromCodePoint(code))) counts.other += 1;
  }
  return counts;
}

/** The language a script stands for here (the three the OCR data covers). */
export function languageOfScript(script: Script): 'en' | 'hi' | 'te' | null {
  if (script === 'latin') return 'en';
  if (script === 'devanagari') return 'hi';
  if (script === 'telugu') return 'te';
  return null;
}

export function dominantScript(text: string): Script | null {
  const counts = scriptCounts(text);
  let best: Script | null = null;
  let bestCount = 0;
  for (const script of ['latin', 'devanagari', 'telugu', 'other'] as const) {
    if (counts[script] > bestCount) {
      best = script;
      bestCount = counts[script];
    }
  }
  return best;
}

// Dependent vowel signs and the virama of each script: they only ever follow a consonant (or a
// nukta / another sign of the cluster). One at the start of a word, after a space or after another
// vowel sign is text in visual order or wrong glyph maps.
const DEVANAGARI_CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/;
const DEVANAGARI_VOWEL_SIGN = /[\u093E-\u094C\u0955-\u0957\u0962\u0963]/;
const DEVANAGARI_AFTER_CONSONANT = /[\u093C\u0901-\u0903]/;
const TELUGU_CONSONANT = /[\u0C15-\u0C39\u0C58-\u0C5A]/;
const TELUGU_VOWEL_SIGN = /[\u0C3E-\u0C4C\u0C55\u0C56\u0C62\u0C63]/;

function badSigns(
  text: string,
  consonant: RegExp,
  sign: RegExp,
  modifier: RegExp | null,
): { signs: number; bad: number } {
  let signs = 0;
  let bad = 0;
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    if (!sign.test(ch)) continue;
    signs += 1;
    let j = i - 1;
    // A nukta or a nasal sign may sit between the consonant and the vowel sign.
    while (j >= 0 && modifier !== null && modifier.test(chars[j]!)) j -= 1;
    if (j < 0 || !consonant.test(chars[j]!)) bad += 1;
  }
  return { signs, bad };
}

/**
 * True when a page's text layer cannot be trusted: private-use or replacement characters, control
 * characters, or Indic vowel signs in impossible places.
 */
export function isGarbageText(text: string): boolean {
  const letters = text.replace(/\s+/g, '');
  if (letters.length === 0) return false;
  let junk = 0;
  for (const ch of letters) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0xe000 && code <= 0xf8ff) || code === 0xfffd || code < 0x20) junk += 1;
  }
  if (junk / letters.length > 0.05) return true;
  const none = { signs: 0, bad: 0 };
  const dev = DEVANAGARI.test(text)
    ? badSigns(text, DEVANAGARI_CONSONANT, DEVANAGARI_VOWEL_SIGN, DEVANAGARI_AFTER_CONSONANT)
    : none;
  const tel = TELUGU.test(text) ? badSigns(text, TELUGU_CONSONANT, TELUGU_VOWEL_SIGN, null) : none;
  const signs = dev.signs + tel.signs;
  const bad = dev.bad + tel.bad;
  // A single stray sign can be a real typo; a pattern of them is a broken text layer.
  return signs > 0 && bad >= 2 && bad / signs > 0.03;
}

/** Letters of each script we tell apart, and the language each most often stands for. */
const SCRIPT_RANGES: { script: string; pattern: RegExp; lang: string }[] = [
  { script: 'latin', pattern: /[A-Za-z\u00C0-\u024F]/, lang: 'en' },
  { script: 'devanagari', pattern: /[\u0900-\u097F]/, lang: 'hi' },
  { script: 'telugu', pattern: /[\u0C00-\u0C7F]/, lang: 'te' },
  {
    script: 'arabic',
    pattern: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/,
    lang: 'ar',
  },
  { script: 'hebrew', pattern: /[\u0590-\u05FF\uFB1D-\uFB4F]/, lang: 'he' },
  { script: 'hangul', pattern: /[\uAC00-\uD7AF\u1100-\u11FF\u3130-\u318F]/, lang: 'ko' },
  { script: 'kana', pattern: /[\u3040-\u30FF]/, lang: 'ja' },
  { script: 'han', pattern: /[\u3400-\u4DBF\u4E00-\u9FFF]/, lang: 'zh' },
  { script: 'cyrillic', pattern: /[\u0400-\u04FF]/, lang: 'ru' },
  { script: 'greek', pattern: /[\u0370-\u03FF]/, lang: 'el' },
  { script: 'thai', pattern: /[\u0E00-\u0E7F]/, lang: 'th' },
  { script: 'bengali', pattern: /[\u0980-\u09FF]/, lang: 'bn' },
  { script: 'gurmukhi', pattern: /[\u0A00-\u0A7F]/, lang: 'pa' },
  { script: 'gujarati', pattern: /[\u0A80-\u0AFF]/, lang: 'gu' },
  { script: 'oriya', pattern: /[\u0B00-\u0B7F]/, lang: 'or' },
  { script: 'tamil', pattern: /[\u0B80-\u0BFF]/, lang: 'ta' },
  { script: 'kannada', pattern: /[\u0C80-\u0CFF]/, lang: 'kn' },
  { script: 'malayalam', pattern: /[\u0D00-\u0D7F]/, lang: 'ml' },
];
/** Letters only Persian (پ چ ژ گ ک ی) or Urdu (ٹ ڈ ڑ ں ے ھ) writes among the Arabic script's users. */
const PERSIAN_LETTERS = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/;
const URDU_LETTERS = /[\u0679\u0688\u0691\u06BA\u06D2\u06BE]/;

/** Letters counted by script (and the Persian and Urdu letters apart), added into `counts`. */
export function countScripts(
  text: string,
  counts: Map<string, number> = new Map(),
): Map<string, number> {
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  // ASCII letters, most of most pages, are counted apart: a map update each costs more than the
  // rest of the loop.
  let latin = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin += 1;
      continue;
    }
    const range = SCRIPT_RANGES.find((r) => r.pattern.test(ch));
    if (!range) continue;
    add(range.script);
    if (range.script === 'arabic') {
      if (URDU_LETTERS.test(ch)) add('urdu');
      else if (PERSIAN_LETTERS.test(ch)) add('persian');
    }
  }
  if (latin > 0) counts.set('latin', (counts.get('latin') ?? 0) + latin);
  return counts;
}

/**
 * The language that counted letters most likely are, by their main script: Arabic letters with
 * Urdu's or Persian's own letters are those languages, Han with kana Japanese. Null without letters.
 */
export function languageOfCounts(counts: ReadonlyMap<string, number>): string | null {
  let best: (typeof SCRIPT_RANGES)[number] | null = null;
  for (const range of SCRIPT_RANGES) {
    if ((counts.get(range.script) ?? 0) > (best ? (counts.get(best.script) ?? 0) : 0)) best = range;
  }
  if (!best) return null;
  const arabic = counts.get('arabic') ?? 0;
  if (best.script === 'arabic') {
    if ((counts.get('urdu') ?? 0) >= Math.max(2, arabic * 0.01)) return 'ur';
    if ((counts.get('persian') ?? 0) >= Math.max(2, arabic * 0.02)) return 'fa';
  }
  if (best.script === 'han' && (counts.get('kana') ?? 0) > 0) return 'ja';
  return best.lang;
}

export function textLanguage(text: string): string | null {
  return languageOfCounts(countScripts(text));
}

/** The script a language is written in (by its primary subtag), Latin for those we do not list. */
export function scriptOfLanguage(lang: string): string {
  const primary = lang.toLowerCase().split('-')[0]!;
  if (primary === 'fa' || primary === 'ur' || primary === 'ps' || primary === 'sd') return 'arabic';
  if (primary === 'mr' || primary === 'ne' || primary === 'sa') return 'devanagari';
  if (primary === 'uk' || primary === 'bg' || primary === 'sr' || primary === 'kk')
    return 'cyrillic';
  if (primary === 'yi') return 'hebrew';
  return SCRIPT_RANGES.find((r) => r.lang === primary)?.script ?? 'latin';
}

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'ur', 'he', 'yi', 'ps', 'sd', 'dv', 'ug', 'ckb']);

export function isRightToLeft(lang: string): boolean {
  return RIGHT_TO_LEFT.has(lang.toLowerCase().split('-')[0]!);
}

/**
 * Words that mix Devanagari or Telugu letters with Latin letters, digits or ASCII symbols
 * ("బ్రె6జిల్", "ofబోలివి"): glyphs a text layer mapped wrongly or placed out of order.
 */
export function brokenIndicWords(text: string): number {
  let broken = 0;
  for (const word of text.split(/\s+/)) {
    const core = word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if ((DEVANAGARI.test(core) || TELUGU.test(core)) && /[A-Za-z0-9<>=~^|]/.test(core)) broken += 1;
  }
  return broken;
}

export type LegacyScript = 'devanagari' | 'telugu';

/**
 * Font families typed before Unicode that draw Devanagari or Telugu letters under Latin codes
 * (Kruti Dev's "Hkkjr" is भारत), still common in Indian government documents; by the start of
 * the name once its subset tag and punctuation are gone.
 */
const LEGACY_INDIC_FONTS: Readonly<Record<LegacyScript, readonly string[]>> = {
  devanagari: [
    'krutidev',
    'devlys',
    'shusha',
    'chanakya',
    'walkmanchanakya',
    'akrutidev',
    'apsdv',
    'shivaji',
    'kundli',
    'shreedev',
    'dvtt',
    'preeti',
    'kantipur',
  ],
  telugu: ['tltt', 'shreetel', 'eenadu', 'tikkana', 'hemalatha', 'anuscript'],
};

/** The script a legacy Indic font draws, by its name (`ABCDEF+KrutiDev010`), else null. */
export function legacyIndicFont(fontName: string): LegacyScript | null {
  const name = fontName
    .replace(/^[A-Z]{6}\+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  for (const [script, families] of Object.entries(LEGACY_INDIC_FONTS)) {
    if (families.some((family) => name.startsWith(family))) return script as LegacyScript;
  }
  return null;
}
