import { act, renderHook } from '@testing-library/react';
import {
  A11Y_STORAGE_KEY,
  CSS_VARIABLES,
  THEMES,
  THEME_IDS,
  a11yStore,
  applyA11ySettings,
  normaliseFontSize,
  useA11ySettings,
  type ThemeColors,
} from './a11y';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';

beforeEach(() => {
  localStorage.clear();
  a11yStore.reload();
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('themes pass WCAG 2.2 AA', () => {
  const textPairs: [keyof ThemeColors, keyof ThemeColors][] = [
    ['fg', 'bg'],
    ['fg', 'surface'],
    ['link', 'bg'],
    ['link', 'surface'],
    ['accentFg', 'accent'],
    ['error', 'bg'],
    ['error', 'surface'],
    ['success', 'bg'],
    ['success', 'surface'],
  ];
  const boundaryPairs: [keyof ThemeColors, keyof ThemeColors][] = [
    ['border', 'bg'],
    ['border', 'surface'],
    ['focus', 'bg'],
    ['focus', 'surface'],
    ['accent', 'bg'],
  ];

  it('has the seven themes', () => {
    expect(THEME_IDS).toEqual([
      'default',
      'green-white',
      'red-white',
      'black-white',
      'yellow-black',
      'yellow-blue',
      'white-black',
    ]);
  });

  describe.each(THEME_IDS)('%s', (themeId) => {
    const { colors } = THEMES[themeId];
    it.each(textPairs)('text %s on %s >= 4.5:1', (fg, bg) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(AA_TEXT);
    });
    it.each(boundaryPairs)('%s against %s >= 3:1', (fg, bg) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(AA_NON_TEXT);
    });
  });

  it('"X and Y" themes are X text on a Y background', () => {
    const luminous = (hex: string) => contrastRatio(hex, '#000000') > contrastRatio(hex, '#ffffff');
    expect(luminous(THEMES['green-white'].colors.bg)).toBe(true);
    expect(THEMES['yellow-black'].colors).toMatchObject({ fg: '#ffff00', bg: '#000000' });
    expect(THEMES['white-black'].colors).toMatchObject({ fg: '#ffffff', bg: '#000000' });
    expect(THEMES['black-white'].colors).toMatchObject({ fg: '#000000', bg: '#ffffff' });
  });
});

describe('a11yStore', () => {
  it('defaults to 16 px and the default theme', () => {
    expect(a11yStore.get()).toEqual({ fontSize: 16, theme: 'default' });
  });

  it('persists settings under a11ySettings', () => {
    a11yStore.set({ fontSize: 18 });
    a11yStore.set({ theme: 'yellow-blue' });
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? 'null')).toEqual({
      fontSize: 18,
      theme: 'yellow-blue',
    });
    expect(a11yStore.get()).toEqual({ fontSize: 18, theme: 'yellow-blue' });
  });

  it.each([
    ['{"fontSize":50,"theme":"red-white"}', { fontSize: 16, theme: 'red-white' }],
    ['{"fontSize":"17","theme":"nope"}', { fontSize: 17, theme: 'default' }],
    ['not json', { fontSize: 16, theme: 'default' }],
    ['null', { fontSize: 16, theme: 'default' }],
  ])('falls back for stored %s', (stored, expected) => {
    localStorage.setItem(A11Y_STORAGE_KEY, stored);
    a11yStore.reload();
    expect(a11yStore.get()).toEqual(expected);
  });

  it('falls back to 16 for an unknown font size passed in code', () => {
    a11yStore.set({ fontSize: 50 as unknown as 16 });
    expect(a11yStore.get().fontSize).toBe(16);
    expect(normaliseFontSize(undefined)).toBe(16);
    expect(normaliseFontSize(17)).toBe(17);
  });

  it('reset goes back to 16 px and the default theme', () => {
    a11yStore.set({ fontSize: 17, theme: 'white-black' });
    a11yStore.reset();
    expect(a11yStore.get()).toEqual({ fontSize: 16, theme: 'default' });
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? 'null')).toEqual({
      fontSize: 16,
      theme: 'default',
    });
  });

  it('useA11ySettings re-renders on change and on another tab’s change', () => {
    const { result } = renderHook(() => useA11ySettings());
    act(() => a11yStore.set({ theme: 'green-white' }));
    expect(result.current.theme).toBe('green-white');
    localStorage.setItem(A11Y_STORAGE_KEY, '{"fontSize":17,"theme":"red-white"}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: A11Y_STORAGE_KEY }));
    });
    expect(result.current).toEqual({ fontSize: 17, theme: 'red-white' });
  });
});

describe('applyA11ySettings', () => {
  it('sets every custom property, data-theme and the root font size', () => {
    const root = document.documentElement;
    applyA11ySettings({ fontSize: 18, theme: 'yellow-black' });
    for (const [name, variable] of Object.entries(CSS_VARIABLES) as [keyof ThemeColors, string][]) {
      expect(root.style.getPropertyValue(variable)).toBe(THEMES['yellow-black'].colors[name]);
    }
    expect(root.style.getPropertyValue('--nc-font-size')).toBe('18px');
    expect(root.style.fontSize).toBe('112.5%');
    expect(root.getAttribute('data-theme')).toBe('yellow-black');
  });

  it('applies to a given element', () => {
    const el = document.createElement('div');
    applyA11ySettings({ fontSize: 16, theme: 'default' }, el);
    expect(el.style.getPropertyValue('--nc-bg')).toBe('#ffffff');
    expect(el.style.fontSize).toBe('100%');
    expect(el.dataset.theme).toBe('default');
  });
});
