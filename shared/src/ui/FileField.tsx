import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldMessages, fieldMessageIds } from './FieldMessages';
import { classNames, joinIds, useFieldId } from './ids';

export interface FileFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Called with the chosen files (empty when the choice is cleared). */
  onFilesChange?: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A native file input with a real label, error wiring, and the chosen file names shown as text. */
export function FileField({
  label,
  error,
  hint,
  id,
  className,
  onChange,
  onFilesChange,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: FileFieldProps) {
  const inputId = useFieldId(id);
  const ids = fieldMessageIds(inputId, hint, error);
  const [names, setNames] = useState<string[]>([]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setNames(files.map((file) => file.name));
    onChange?.(event);
    onFilesChange?.(files);
  };
  return (
    <div className={classNames('nc-field', error && 'nc-field--invalid', className)}>
      <label className="nc-field__label" htmlFor={inputId}>
        {label}
      </label>
      <FieldMessages hint={hint} error={error} ids={ids} />
      <input
        ref={ref}
        id={inputId}
        type="file"
        className="nc-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(ids.hint, ids.error, describedBy)}
        onChange={handleChange}
        {...inputProps}
      />
      {names.length > 0 && <p className="nc-file__names">{names.join(', ')}</p>}
    </div>
  );
}
