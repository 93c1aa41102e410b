import { useState } from 'react';
import { t } from '../messages';
import { TextField, type TextFieldProps } from './TextField';
import { useFieldId } from './ids';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** Name of the show/hide toggle; default "Show password". It keeps its name; aria-pressed says whether it is on. */
  toggleLabel?: string;
}

export function PasswordField({
  toggleLabel = t('showPassword'),
  id,
  autoComplete,
  ...rest
}: PasswordFieldProps) {
  const inputId = useFieldId(id);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      // Spell checkers and autocapitalisation would otherwise act on a revealed password.
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="nc-button nc-button--secondary nc-field__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {toggleLabel}
        </button>
      }
    />
  );
}
