// WCAG 2.x relative luminance and contrast ratio, used to prove every theme passes AA.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` (or `#rgb`) colour. */
export function relativeLuminance(hex: string): number {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  if (!/^[0-9a-f]{6}$/i.test(digits)) throw new Error(`Not a hex colour: ${hex}`);
  const n = parseInt(digits, 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Minimum ratios of WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for UI boundaries and focus (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
