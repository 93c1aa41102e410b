// The accessibility panel (product rules §2): font size A / A+ / A++ (16, 17, 18 px), the six
// colour themes plus the default, Reset All and Close. Changes apply at once (the shell applies
// a11yStore changes to the page) and are remembered in this browser by the shared store.
import {
  a11yStore,
  announce,
  Button,
  FONT_SIZES,
  LanguageChoice,
  Modal,
  THEME_IDS,
  THEMES,
  useA11ySettings,
  type FontSize,
  type ThemeId,
} from '@nclude/shared';
import { useId } from 'react';
import { t, type ShellMessageKey } from '../messages';

const FONT_SIZE_LABEL: Record<FontSize, ShellMessageKey> = {
  16: 'fontSizeDefault',
  17: 'fontSizeLarger',
  18: 'fontSizeLargest',
};

// The default theme comes last: the product names six themes and Reset All returns to it.
const THEME_ORDER: ThemeId[] = [...THEME_IDS.filter((id) => id !== 'default'), 'default'];

export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const settings = useA11ySettings();
  const hintId = useId();
  const reset = () => {
    a11yStore.reset();
    announce(t('settingsReset'), 'polite');
  };
  return (
    <Modal
      open
      title={t('accessibilitySettings')}
      onClose={onClose}
      describedBy={hintId}
      className="nc-a11y-panel"
      footer={
        <Button variant="secondary" onClick={reset}>
          {t('resetAll')}
        </Button>
      }
    >
      <p id={hintId}>{t('settingsSavedHint')}</p>
      <LanguageChoice className="nc-a11y-panel__group" />
      <fieldset className="nc-a11y-panel__group">
        <legend>{t('fontSize')}</legend>
        <div className="nc-a11y-panel__options nc-a11y-panel__options--row">
          {FONT_SIZES.map((size) => (
            <label key={size} className="nc-a11y-panel__option">
              <input
                type="radio"
                name="nc-font-size"
                value={size}
                checked={settings.fontSize === size}
                onChange={() => a11yStore.set({ fontSize: size })}
              />
              <span>{t(FONT_SIZE_LABEL[size])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="nc-a11y-panel__group">
        <legend>{t('colourTheme')}</legend>
        <div className="nc-a11y-panel__options">
          {THEME_ORDER.map((id) => {
            const { label, colors } = THEMES[id];
            return (
              <label key={id} className="nc-a11y-panel__option">
                <input
                  type="radio"
                  name="nc-theme"
                  value={id}
                  checked={settings.theme === id}
                  onChange={() => a11yStore.set({ theme: id })}
                />
                {/* A preview of the theme's own text on its own background (its pair passes AA). */}
                <span
                  className="nc-a11y-panel__swatch"
                  aria-hidden="true"
                  style={{
                    color: colors.fg,
                    backgroundColor: colors.bg,
                    borderColor: colors.border,
                  }}
                >
                  {t('themePreviewSample')}
                </span>
                <span>{label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Modal>
  );
}
