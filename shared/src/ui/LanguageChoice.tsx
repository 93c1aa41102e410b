import { useId } from 'react';
import { LANGUAGES } from '../contracts';
import { chooseLanguage, LANGUAGE_NAMES, useLanguage } from '../language';
import { t } from '../messages';

/**
 * The interface language, as radio buttons named in their own language (and marked up with it,
 * so a screen reader pronounces each name correctly). The choice applies at once.
 */
export function LanguageChoice({ className }: { className?: string }) {
  const language = useLanguage();
  const name = useId();
  return (
    <fieldset className={className ?? 'nc-language-choice'}>
      <legend>{t('languageLegend')}</legend>
      <div className="nc-language-choice__options">
        {LANGUAGES.map((option) => (
          <label key={option} className="nc-language-choice__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={language === option}
              onChange={() => void chooseLanguage(option)}
            />
            <span lang={option}>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
