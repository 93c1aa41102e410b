import {
  useRef,
  useState,
  type DragEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { t } from '../messages';
import { announce } from './Announcer';
import { FieldFrame } from './FieldMessages';
import { classNames } from './ids';

export interface FileDropFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'multiple' | 'value' | 'onChange'
> {
  label: ReactNode;
  /** The chosen file's name, shown as text (the page owns the choice, so it survives a failure). */
  fileName: string | null;
  /** Called with the one chosen or dropped file, or null when the choice is cleared. */
  onFileChange: (file: File | null) => void;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

function hasFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

/**
 * One file, chosen with the native file input (the keyboard way: Tab to it, Enter or Space opens
 * the browser's picker) or dropped anywhere on the zone around it. Dropping several files is
 * refused with the spec's "Please drag and drop only one file at a time.", shown on the field and
 * said at once.
 */
export function FileDropField({
  label,
  fileName,
  onFileChange,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: FileDropFieldProps) {
  const [dragging, setDragging] = useState(false);
  const [dropProblem, setDropProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Without this the browser would open the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 1) {
      const problem = t('dropOneFile');
      setDropProblem(problem);
      announce(problem, 'assertive');
      return;
    }
    const file = files[0];
    if (!file) return;
    setDropProblem(null);
    // The input then holds the dropped file too, as if it had been browsed to.
    try {
      if (inputRef.current) inputRef.current.files = event.dataTransfer.files;
    } catch {
      // Some browsers refuse to set `files`; the page still has the file.
    }
    onFileChange(file);
  };

  return (
    <FieldFrame
      {...{ id, label, hint, error: error ?? dropProblem, describedBy }}
      className={classNames('nc-drop-field', className)}
    >
      {(control) => (
        // A drop target for pointer users; the file input inside is the control for everyone.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={classNames('nc-drop-zone', dragging && 'nc-drop-zone--active')}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <p className="nc-drop-zone__text">{t('dropZoneText')}</p>
          <input
            ref={setInput}
            type="file"
            className="nc-file"
            {...control}
            {...inputProps}
            onChange={(event) => {
              setDropProblem(null);
              onFileChange(event.target.files?.[0] ?? null);
            }}
          />
          {fileName && <p className="nc-file__names">{t('chosenFile', { fileName })}</p>}
        </div>
      )}
    </FieldFrame>
  );
}
