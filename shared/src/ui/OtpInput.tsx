import {
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { t } from '../messages';
import { ErrorMark } from './ErrorMark';
import { OTP_LENGTH, digitsOnly } from '../validation';
import { classNames, joinIds, useFieldId } from './ids';

export interface OtpInputProps {
  /** The digits entered so far, e.g. '' or '12' or '1234'. */
  value: string;
  onChange: (value: string) => void;
  /** Visible group label; default "One-time password". */
  label?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const emptyCells = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

function cellsFrom(value: string): string[] {
  const digits = digitsOnly(value).slice(0, OTP_LENGTH);
  return emptyCells().map((_, i) => digits[i] ?? '');
}

/**
 * Four one-digit boxes in a labelled group. Typing advances, Backspace on an empty box goes back
 * and clears it, arrows move, and a paste into any box fills all boxes. Each box is named
 * "Digit N of 4" so a screen reader says where the user is.
 */
export function OtpInput({
  value,
  onChange,
  label = t('otpGroupLabel'),
  hint,
  error,
  disabled,
  id,
  className,
}: OtpInputProps) {
  const groupId = useFieldId(id);
  const labelId = `${groupId}-label`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // Boxes can be empty in the middle (a digit cleared by Backspace), which a plain string cannot
  // hold, so the boxes are kept here and re-derived whenever the parent sets a different value.
  const [cells, setCells] = useState<string[]>(() => cellsFrom(value));
  const [lastValue, setLastValue] = useState(value);
  let shown = cells;
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== cells.join('')) {
      shown = cellsFrom(value);
      setCells(shown);
    }
  }

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setCells(next);
    const joined = next.join('');
    setLastValue(joined);
    onChange(joined);
  };

  const fillFrom = (start: number, digits: string) => {
    const next = [...shown];
    const taken = digits.slice(0, OTP_LENGTH - start);
    for (let i = 0; i < taken.length; i += 1) next[start + i] = taken[i] ?? '';
    commit(next);
    return start + taken.length - 1;
  };

  const onBoxChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.target.value);
    if (digits === '') {
      // A non-digit was typed (ignored) or the digit was deleted.
      if (event.target.value === '' && shown[index] !== '') {
        const next = [...shown];
        next[index] = '';
        commit(next);
      }
      return;
    }
    // Several digits at once come from autofill of the one-time code.
    const last = fillFrom(index, digits);
    focusBox(last + 1 <= OTP_LENGTH - 1 ? last + 1 : last);
  };

  const onBoxKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (shown[index] === '' && index > 0) {
          event.preventDefault();
          const next = [...shown];
          next[index - 1] = '';
          commit(next);
          focusBox(index - 1);
        }
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(OTP_LENGTH - 1);
        return;
      default:
        // Typing into a full box replaces its digit and moves on (maxLength would block it).
        if (
          /^\d$/.test(event.key) &&
          shown[index] !== '' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          event.preventDefault();
          fillFrom(index, event.key);
          focusBox(index + 1);
        }
    }
  };

  const onBoxPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text')).slice(0, OTP_LENGTH);
    if (digits === '') return;
    const last = fillFrom(0, digits);
    focusBox(last);
  };

  return (
    <div className={classNames('nc-field', 'nc-otp', error && 'nc-field--invalid', className)}>
      <div role="group" aria-labelledby={labelId} aria-describedby={joinIds(hintId, errorId)}>
        <div id={labelId} className="nc-field__label">
          {label}
        </div>
        {hint && (
          <div id={hintId} className="nc-field__hint">
            {hint}
          </div>
        )}
        {error && (
          <p id={errorId} className="nc-field__error">
            <ErrorMark />
            {error}
          </p>
        )}
        <div className="nc-otp__boxes">
          {shown.map((digit, index) => (
            <input
              // The boxes are a fixed set of four positions.
              key={index}
              ref={(el) => {
                inputs.current[index] = el;
              }}
              id={index === 0 ? groupId : `${groupId}-${index + 1}`}
              className="nc-input nc-otp__box"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              // The first box takes the one-time-code autofill, which browsers insert whole: a
              // limit of 1 would cut the code to its first digit. Typing still fills one box.
              maxLength={index === 0 ? OTP_LENGTH : 1}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('otpDigit', { n: index + 1, total: OTP_LENGTH })}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              value={digit}
              disabled={disabled}
              onChange={onBoxChange(index)}
              onKeyDown={onBoxKeyDown(index)}
              onPaste={onBoxPaste}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
