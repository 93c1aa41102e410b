// Accessibility settings: font size and colour theme. The shell owns the panel and calls
// applyA11ySettings; every package styles itself only with the --nc-* custom properties.
import { useSyncExternalStore } from 'react';
import { relativeLuminance } from './contrast';
import { t } from './messages';
import { onStorageChange, readItem, writeItem } from './storage';

export type ThemeId =
  | 'default'
  | 'green-white'
  | 'red-white'
  | 'black-white'
  | 'yellow-black'
  | 'yellow-blue'
  | 'white-black';

export type FontSize = 16 | 17 | 18;

export interface A11ySettings {
  fontSize: FontSize;
  theme: ThemeId;
}

/** Colours of one theme, `#rrggbb`. "X and Y" themes are X text on a Y background. */
export interface ThemeColors {
  fg: string;
  bg: string;
  /** panels, cards, header: text colours must also pass on it */
  surface: string;
  /** field and control borders (>= 3:1 against bg) */
  border: string;
  /** primary button background */
  accent: string;
  /** text on the accent */
  accentFg: string;
  link: string;
  error: string;
  success: string;
  /** focus outline (>= 3:1 against bg and surface) */
  focus: string;
}

export interface ThemeDefinition {
  label: string;
  colors: ThemeColors;
}

export const FONT_SIZES: readonly FontSize[] = [16, 17, 18];
/** The panel's A, A+, A++ buttons. */
export const FONT_SIZE_LABELS: Readonly<Record<FontSize, string>> = {
  16: 'A',
  17: 'A+',
  18: 'A++',
};
export const DEFAULT_FONT_SIZE: FontSize = 16;
export const A11Y_STORAGE_KEY = 'a11ySettings';
export const DEFAULT_A11Y_SETTINGS: Readonly<A11ySettings> = Object.freeze({
  fontSize: 16,
  theme: 'default',
});

// Every text pair passes 4.5:1 and every boundary 3:1; a11y.test.ts computes each ratio.
export const THEMES: Record<ThemeId, ThemeDefinition> = {
  default: {
    label: t('themeDefault'),
    colors: {
      fg: '#1a1a1a',
      bg: '#ffffff',
      surface: '#f2f4f7',
      border: '#6b7280',
      accent: '#0b57d0',
      accentFg: '#ffffff',
      link: '#0b57d0',
      error: '#b3261e',
      success: '#1e6b34',
      focus: '#0b57d0',
    },
  },
  'green-white': {
    label: t('themeGreenWhite'),
    colors: {
      fg: '#0a5c2a',
      bg: '#ffffff',
      surface: '#eef6f0',
      border: '#2f6f44',
      accent: '#0a5c2a',
      accentFg: '#ffffff',
      link: '#064420',
      error: '#b3261e',
      success: '#0a5c2a',
      focus: '#064420',
    },
  },
  'red-white': {
    label: t('themeRedWhite'),
    colors: {
      fg: '#a4161a',
      bg: '#ffffff',
      surface: '#fbeeee',
      border: '#a4161a',
      accent: '#a4161a',
      accentFg: '#ffffff',
      link: '#7a0f12',
      error: '#7a0f12',
      success: '#1e6b34',
      focus: '#7a0f12',
    },
  },
  'black-white': {
    label: t('themeBlackWhite'),
    colors: {
      fg: '#000000',
      bg: '#ffffff',
      surface: '#f2f2f2',
      border: '#000000',
      accent: '#000000',
      accentFg: '#ffffff',
      link: '#000000',
      error: '#9b0000',
      success: '#005a00',
      focus: '#000000',
    },
  },
  'yellow-black': {
    label: t('themeYellowBlack'),
    colors: {
      fg: '#ffff00',
      bg: '#000000',
      surface: '#1a1a1a',
      border: '#ffff00',
      accent: '#ffff00',
      accentFg: '#000000',
      link: '#66e0ff',
      error: '#ff8a80',
      success: '#7cfc00',
      focus: '#ffffff',
    },
  },
  'yellow-blue': {
    label: t('themeYellowBlue'),
    colors: {
      fg: '#ffff00',
      bg: '#00007a',
      surface: '#0d1a8c',
      border: '#ffff00',
      accent: '#ffff00',
      accentFg: '#00007a',
      link: '#ffffff',
      error: '#ffb3b3',
      success: '#b3ffb3',
      focus: '#ffffff',
    },
  },
  'white-black': {
    label: t('themeWhiteBlack'),
    colors: {
      fg: '#ffffff',
      bg: '#000000',
      surface: '#1a1a1a',
      border: '#ffffff',
      accent: '#ffffff',
      accentFg: '#000000',
      link: '#9fd3ff',
      error: '#ff8a80',
      success: '#8fe388',
      focus: '#ffff00',
    },
  },
};

export const THEME_IDS = Object.keys(THEMES) as ThemeId[];

/** The custom property each colour is published under. */
export const CSS_VARIABLES: Readonly<Record<keyof ThemeColors, string>> = {
  fg: '--nc-fg',
  bg: '--nc-bg',
  surface: '--nc-surface',
  border: '--nc-border',
  accent: '--nc-accent',
  accentFg: '--nc-accent-fg',
  link: '--nc-link',
  error: '--nc-error',
  success: '--nc-success',
  focus: '--nc-focus',
};

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(THEMES, value);
}

/** Unknown, corrupt or out-of-range sizes fall back to 16 px (docs/product-rules.md departs from the product's 50 px). */
export function normaliseFontSize(value: unknown): FontSize {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === 16 || n === 17 || n === 18 ? n : DEFAULT_FONT_SIZE;
}

export function normaliseSettings(value: unknown): A11ySettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    fontSize: normaliseFontSize(record.fontSize),
    theme: isThemeId(record.theme) ? record.theme : DEFAULT_A11Y_SETTINGS.theme,
  };
}

function readSettings(): A11ySettings {
  const raw = readItem(A11Y_STORAGE_KEY);
  if (raw === null) return { ...DEFAULT_A11Y_SETTINGS };
  try {
    return normaliseSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_A11Y_SETTINGS };
  }
}

type Listener = () => void;
let current: A11ySettings = readSettings();
const listeners = new Set<Listener>();

function publish(next: A11ySettings, persist: boolean): void {
  if (persist) writeItem(A11Y_STORAGE_KEY, JSON.stringify(next));
  if (next.fontSize === current.fontSize && next.theme === current.theme) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

onStorageChange([A11Y_STORAGE_KEY], () => publish(readSettings(), false));

export const a11yStore = {
  get(): A11ySettings {
    return current;
  },
  set(partial: Partial<A11ySettings>): void {
    publish(normaliseSettings({ ...current, ...partial }), true);
  },
  /** Reset All: 16 px and the default theme (dark text on white). */
  reset(): void {
    publish({ ...DEFAULT_A11Y_SETTINGS }, true);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Re-reads localStorage (tests, or after another script wrote the key). */
  reload(): void {
    publish(readSettings(), false);
  },
};

const getServerSnapshot = (): A11ySettings => DEFAULT_A11Y_SETTINGS;

export function useA11ySettings(): A11ySettings {
  return useSyncExternalStore(a11yStore.subscribe, a11yStore.get, getServerSnapshot);
}

/**
 * Publishes the theme colours and font size on `root` (default: <html>).
 * The root font size is a percentage of the browser default, not fixed pixels, so a reader who
 * has raised the browser's own text size keeps that enlargement: 16 px = 100 %, 18 px = 112.5 %.
 * `--nc-font-size` carries the chosen size in px for code that needs the number.
 */
export function applyA11ySettings(settings: A11ySettings, root?: HTMLElement): void {
  const target = root ?? document.documentElement;
  const theme: ThemeId = isThemeId(settings.theme) ? settings.theme : 'default';
  const { colors } = THEMES[theme];
  for (const [name, variable] of Object.entries(CSS_VARIABLES) as [keyof ThemeColors, string][]) {
    target.style.setProperty(variable, colors[name]);
  }
  const fontSize = normaliseFontSize(settings.fontSize);
  target.style.setProperty('--nc-font-size', `${fontSize}px`);
  target.style.fontSize = `${(fontSize / DEFAULT_FONT_SIZE) * 100}%`;
  target.setAttribute('data-theme', theme);
  // Light or dark, so native controls (scrollbars, date pickers) match the theme.
  target.style.colorScheme = relativeLuminance(colors.bg) > 0.5 ? 'light' : 'dark';
}
