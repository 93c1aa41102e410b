// PostgreSQL cannot store U+0000 in text (SQLite can): a NUL anywhere in what a client sends is
// refused up front with a 400, so it never reaches a query and both engines behave alike.

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
