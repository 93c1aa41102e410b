// Builds the tiny inline <script> that applies the stored colour theme and font size before the
// first paint. The bundle that applies them properly (bootstrap.tsx) arrives a moment later; without
// this script a reader who chose white on black would see a white page flash on every load.
//
// The CSS custom properties are not copied by hand: the build runs the shared package's own
// `applyA11ySettings` against a recording element, so the script always sets exactly what the
// runtime sets.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One recorded change to the root element: a style property, a style field or an attribute. */
type RecordedChange = ['p' | 's' | 'a', string, string];

interface A11yModule {
  THEMES: Record<string, unknown>;
  applyA11ySettings: (settings: { fontSize: number; theme: string }, root?: unknown) => void;
}

const SETTINGS_KEY = 'a11ySettings';
const FONT_SIZES = [16, 17, 18];
const DEFAULT_THEME = 'default';

function recordingRoot(changes: RecordedChange[]): unknown {
  const style = new Proxy(
    {
      setProperty(name: string, value: string) {
        changes.push(['p', name, String(value)]);
      },
      removeProperty() {
        return '';
      },
      getPropertyValue() {
        return '';
      },
    },
    {
      set(target, key, value) {
        if (typeof key === 'string') changes.push(['s', key, String(value)]);
        return true;
      },
      get(target, key) {
        return key in target ? target[key as keyof typeof target] : '';
      },
    },
  );
  const attributes = {
    setAttribute(name: string, value: string) {
      changes.push(['a', name, String(value)]);
    },
    removeAttribute() {},
    getAttribute() {
      return null;
    },
  };
  return new Proxy(
    { style, dataset: {}, classList: { add() {}, remove() {}, toggle() {} }, ...attributes },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : undefined) },
  );
}

function record(a11y: A11yModule, fontSize: number, theme: string): RecordedChange[] {
  const changes: RecordedChange[] = [];
  a11y.applyA11ySettings({ fontSize, theme }, recordingRoot(changes));
  return changes;
}

const sameChange = (a: RecordedChange, b: RecordedChange) =>
  a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

export async function buildEarlySettingsScript(packageDir: string): Promise<string> {
  let a11y: A11yModule;
  try {
    a11y = (await import(
      pathToFileURL(path.join(packageDir, '../shared/src/a11y.ts')).href
    )) as A11yModule;
  } catch (error) {
    // The runtime still applies the settings before React renders; only the pre-paint step is lost.
    console.warn(`[shell] early a11y script skipped: ${(error as Error).message}`);
    return '';
  }
  // Font size and theme are independent: the theme entries carry only what the font size does
  // not change, and each font size carries its own entries.
  const baseline = record(a11y, 16, DEFAULT_THEME);
  const largest = record(a11y, FONT_SIZES[FONT_SIZES.length - 1] ?? 16, DEFAULT_THEME);
  const key = (change: RecordedChange) => `${change[0]}:${change[1]}`;
  const fontKeys = new Set(
    baseline.filter((change) => !largest.some((other) => sameChange(other, change))).map(key),
  );
  const byTheme: Record<string, RecordedChange[]> = {};
  for (const theme of Object.keys(a11y.THEMES)) {
    byTheme[theme] = record(a11y, 16, theme).filter((change) => !fontKeys.has(key(change)));
  }
  const byFontSize: Record<string, RecordedChange[]> = {};
  for (const size of FONT_SIZES) {
    byFontSize[size] = record(a11y, size, DEFAULT_THEME).filter((change) =>
      fontKeys.has(key(change)),
    );
  }
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})||'{}')||{};` +
    `var T=${JSON.stringify(byTheme)},F=${JSON.stringify(byFontSize)},r=document.documentElement;` +
    `function a(l){if(!l)return;for(var i=0;i<l.length;i++){var c=l[i];` +
    `if(c[0]==='p')r.style.setProperty(c[1],c[2]);else if(c[0]==='s')r.style[c[1]]=c[2];else r.setAttribute(c[1],c[2]);}}` +
    `a(T[s.theme]||T[${JSON.stringify(DEFAULT_THEME)}]);a(F[String(s.fontSize)]);` +
    // The interface language, so the first paint already carries the right <html lang>. The
    // cookie mirrors it for the server, whose first-paint frame (server/src/shell-page.ts) then
    // comes in this language on the next page load: a preference, not an identifier.
    `var g=localStorage.getItem('uiLanguage');g=g==='hi'||g==='te'?g:'en';r.lang=g;` +
    `document.cookie='uiLanguage='+g+';path=/;max-age=31536000;samesite=lax';}catch(e){}})();`
  );
}
