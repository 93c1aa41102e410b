// Text hygiene for everything a client sends.
// PostgreSQL cannot store U+0000 in text (SQLite can): a NUL anywhere in what a client sends is
// refused up front with a 400, so it never reaches a query and both engines behave alike.
// Other control characters (C0 and C1) are removed instead: a CR/LF in a name would otherwise
// reach email headers (header injection), and none of them belongs in a stored text. Multi-line
// fields keep tab and line feed, with CR LF and lone CR normalised to LF.

/** True when a parsed JSON value holds a string with U+0000 anywhere inside it (keys included). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, inner]) => key.includes('\u0000') || containsNul(inner),
    );
  }
  return false;
}

/** True when a request target carries a NUL, raw or percent-encoded. */
export function urlContainsNul(url: string): boolean {
  return url.includes('\u0000') || /%00/i.test(url);
}

// U+0000 is left alone on purpose: it is refused with a 400, never silently dropped.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0001-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_TAB_LF = /[\u0001-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** `text` without C0/C1 control characters; `multiline` keeps `\t` and `\n` (CR LF, CR → LF). */
export function stripControls(text: string, multiline = false): string {
  if (!multiline) return text.replace(CONTROLS, '');
  return text.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_TAB_LF, '');
}
