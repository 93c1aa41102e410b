import { t } from '../messages';
import { passwordStrength, passwordStrengthText } from '../validation';
import { classNames } from './ids';

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
  className?: string;
}

/**
 * Strength of a new password (product rules §4) as text plus a bar; the text carries the meaning,
 * the bar repeats it. Give its id to the password field's aria-describedby. Hidden while empty.
 */
export function PasswordStrengthMeter({ password, id, className }: PasswordStrengthMeterProps) {
  if (password === '') return null;
  const { score, label } = passwordStrength(password);
  return (
    <div
      id={id}
      className={classNames('nc-strength', `nc-strength--${label.toLowerCase()}`, className)}
    >
      <span className="nc-strength__bar" aria-hidden="true">
        <span className="nc-strength__fill" style={{ width: `${score}%` }} />
      </span>
      <span className="nc-strength__text">
        {t('passwordStrength', { label: passwordStrengthText(label) })}
      </span>
    </div>
  );
}
