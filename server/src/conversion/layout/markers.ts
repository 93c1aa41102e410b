// Typed list markers (bullets as fonts draw them, list numbers): joined to their text on a line,
// refused as a table's column, and the start of a list item.

/** Bullets as fonts draw them, the Symbol and Wingdings ones in the private use area included. */
const BULLET_CHARS = '[•◦▪▫●○■□‣⁃∙·*\\-–—➢►✓✔\\uF0A7\\uF0B7\\uF076\\uF0D8\\uF0FC]';
/** A cell that is only a list marker ("1.", "a)", "•"): such a column makes a list, not a table. */
export const MARKER_ONLY = new RegExp(
  `^(${BULLET_CHARS}|\\(?(\\d{1,3}|[a-z]|[ivx]{1,5})[.)])$`,
  'iu',
);

// A dash or an asterisk is a bullet only with a space after it ("--fix-missing" is not a list).
export const BULLET = new RegExp(`^(${BULLET_CHARS.replace('*\\-–—', '')}\\s*|[*\\-–—]\\s+)`, 'u');
export const NUMBER = /^(\(?(\d{1,3}|[a-z]|[ivx]{1,5})[.)])\s+/i;
