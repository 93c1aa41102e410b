import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldFrame } from './FieldMessages';

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
  const [names, setNames] = useState<string[]>([]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    setNames(files.map((file) => file.name));
    onChange?.(event);
    onFilesChange?.(files);
  };
  return (
    <FieldFrame {...{ id, label, hint, error, describedBy, className }}>
      {(control) => (
        <>
          <input
            ref={ref}
            type="file"
            className="nc-file"
            {...control}
            onChange={handleChange}
            {...inputProps}
          />
          {names.length > 0 && <p className="nc-file__names">{names.join(', ')}</p>}
        </>
      )}
    </FieldFrame>
  );
}
