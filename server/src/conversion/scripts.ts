// Which script a text is in, and whether a text layer is garbage. pdf.js reads many Hindi and
// Telugu PDFs wrongly (fonts without Unicode maps, or pre-base vowel signs stored in visual
// order): such text is detected by rules of the script, never repaired by guessing.

export type Script = 'latin' | 'devanagari' | 'telugu' | 'other';

const DEVANAGARI = /[\u0900-\u097F]/;
const TELUGU = /[\u0C00-\u0C7F]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

export function scriptCounts(text: string): Record<Script, number> {
  const counts: Record<Script, number> = { latin: 0, devanagari: 0, telugu: 0, other: 0 };
  for (const ch of text) {
    if (DEVANAGARI.test(ch)) counts.devanagari += 1;
    else if (TELUGU.test(ch)) counts.telugu += 1;
    else if (LATIN.test(ch)) counts.latin += 1;
    else if (/\p{L}/u.test(ch)) counts.other += 1;
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
  const dev = badSigns(
    text,
    DEVANAGARI_CONSONANT,
    DEVANAGARI_VOWEL_SIGN,
    DEVANAGARI_AFTER_CONSONANT,
  );
  const tel = badSigns(text, TELUGU_CONSONANT, TELUGU_VOWEL_SIGN, null);
  const signs = dev.signs + tel.signs;
  const bad = dev.bad + tel.bad;
  // A single stray sign can be a real typo; a pattern of them is a broken text layer.
  return signs > 0 && bad >= 2 && bad / signs > 0.03;
}
