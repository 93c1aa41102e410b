import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { t } from '../messages';
import { FieldFrame } from './FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ""); pass null for none. Default "Select an option". */
  placeholder?: string | null;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder = t('selectPlaceholder'),
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...selectProps
}: SelectProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(control) => (
        <select ref={ref} className="nc-select" {...control} {...selectProps}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
