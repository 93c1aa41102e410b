import {
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FieldFrame } from './FieldMessages';
import { classNames, useFieldId } from './ids';

/** The spec's tag dropdown closes this long after the field loses focus. */
export const COMBOBOX_CLOSE_DELAY_MS = 1000;

export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'children' | 'role'
> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions; those containing the typed text (ignoring case) are offered. */
  options: readonly string[];
  hint?: ReactNode;
  error?: string | null;
  /** How long the list stays open after the field loses focus (lets a pointer reach it). */
  closeDelayMs?: number;
}

/** The suggestions that contain `value`, ignoring case; all of them for an empty value. */
export function filterSuggestions(options: readonly string[], value: string): string[] {
  const wanted = value.trim().toLocaleLowerCase();
  return options.filter((option) => option.toLocaleLowerCase().includes(wanted));
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2 pattern "combobox with list
 * autocomplete"): free text is allowed, the list opens on focus and filters as one types. Down
 * and Up move through the suggestions (aria-activedescendant, focus stays in the field), Enter
 * takes one, Escape closes the list; a choice closes it at once, leaving the field closes it
 * after `closeDelayMs`.
 */
export function Combobox({
  label,
  value,
  onValueChange,
  options,
  hint,
  error,
  closeDelayMs = COMBOBOX_CLOSE_DELAY_MS,
  id,
  className,
  onFocus,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  ...inputProps
}: ComboboxProps) {
  const fieldId = useFieldId(id);
  const listId = `${fieldId}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestions = filterSuggestions(options, value);
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hide = () => {
    cancelClose();
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: string) => {
    onValueChange(suggestion);
    hide();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          show();
          setActive(event.altKey ? -1 : 0);
        } else if (count > 0) setActive((activeIndex + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          show();
          setActive(count - 1);
        } else if (count > 0) setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      case 'Enter': {
        const suggestion = suggestions[activeIndex];
        if (expanded && suggestion !== undefined) {
          // Takes the suggestion instead of submitting the form.
          event.preventDefault();
          choose(suggestion);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // Closing the list must not also close a dialog around the field.
          event.preventDefault();
          event.stopPropagation();
          hide();
        }
        return;
      default:
    }
  };

  return (
    <FieldFrame
      {...{ id: fieldId, label, hint, error, describedBy }}
      className={classNames('nc-combobox', className)}
    >
      {(control) => (
        <div className="nc-combobox__wrap">
          <input
            type="text"
            className="nc-input"
            autoComplete="off"
            {...control}
            {...inputProps}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              setActive(-1);
              show();
            }}
            onFocus={(event) => {
              onFocus?.(event);
              show();
            }}
            onBlur={(event) => {
              onBlur?.(event);
              cancelClose();
              closeTimer.current = setTimeout(hide, closeDelayMs);
            }}
            onClick={show}
            onKeyDown={handleKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            className="nc-combobox__list"
            hidden={!expanded}
          >
            {expanded &&
              suggestions.map((suggestion, index) => (
                // The field keeps focus (aria-activedescendant), so options take no focus of
                // their own: keyboard users choose with the arrows and Enter.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={suggestion}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  className={classNames(
                    'nc-combobox__option',
                    index === activeIndex && 'nc-combobox__option--active',
                  )}
                  // Keeps focus in the field, so choosing with a pointer does not start the
                  // close-after-blur delay.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion}
                </div>
              ))}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
