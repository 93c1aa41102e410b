import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { t } from '../messages';
import { FieldMessages, fieldMessageIds } from './FieldMessages';
import { classNames, joinIds, useFieldId } from './ids';

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
  const selectId = useFieldId(id);
  const ids = fieldMessageIds(selectId, hint, error);
  return (
    <div className={classNames('nc-field', error && 'nc-field--invalid', className)}>
      <label className="nc-field__label" htmlFor={selectId}>
        {label}
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
      <select
        ref={ref}
        id={selectId}
        className="nc-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(ids.hint, ids.error, describedBy)}
        {...selectProps}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
