import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { t } from '../messages';
import { classNames } from './ids';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Busy: the button keeps focus and its name, ignores clicks and says it is loading. */
  loading?: boolean;
  /** Screen-reader text while loading; default "Loading…". */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel = t('loading'),
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  // While loading the button stays enabled (aria-disabled) so keyboard focus is not thrown to
  // the page body, which would leave a screen-reader user lost mid-form.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(
        'nc-button',
        `nc-button--${variant}`,
        loading && 'nc-button--loading',
        className,
      )}
      onClick={handleClick}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="nc-button__spinner" aria-hidden="true" />}
      <span className="nc-button__label">{children}</span>
      {loading && <span className="nc-visually-hidden">{`, ${loadingLabel}`}</span>}
    </button>
  );
}
