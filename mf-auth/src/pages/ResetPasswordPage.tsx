// Reset Password (spec §2, §4, §5): new password and confirmation with the strength indicator
// (text, not colour alone). POST /auth/resetPassword; the outcome is shown and takes focus.
import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  FormError,
  Link,
  PageHeading,
  PasswordField,
  PasswordStrengthMeter,
  joinIds,
  t,
  validatePassword,
  errorMessage,
} from '@nclude/shared';
import { m } from '../messages';
import { resetPassword } from '../userApi';
import './auth.css';
import './account.css';

const IDS = {
  password: 'reset-password-new',
  confirm: 'reset-password-confirm',
  strength: 'reset-password-strength',
  formError: 'reset-password-form-error',
} as const;

export default function ResetPasswordPage() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // The empty fields "Both fields are required." is about: flagged invalid and described by it.
  const [missing, setMissing] = useState<{ password: boolean; confirm: boolean }>({
    password: false,
    confirm: false,
  });
  // Each attempt re-creates the message, so the same failure twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    setMissing({ password: false, confirm: false });
    setFieldErrors({});
    setDone(null);
    setAttempt((n) => n + 1);
    if (password === '' || confirm === '') {
      setFormError(t('bothFieldsRequired'));
      setMissing({ password: password === '', confirm: confirm === '' });
      document.getElementById(password === '' ? IDS.password : IDS.confirm)?.focus();
      return;
    }
    const tooShort = validatePassword(password);
    if (tooShort) {
      setFieldErrors({ password: tooShort });
      document.getElementById(IDS.password)?.focus();
      return;
    }
    if (password !== confirm) {
      setFieldErrors({ confirm: t('passwordsDoNotMatch') });
      document.getElementById(IDS.confirm)?.focus();
      return;
    }
    setSaving(true);
    try {
      const reply = await resetPassword(password);
      const text = reply.message || m('passwordChanged');
      setPassword('');
      setConfirm('');
      setDone(text);
      // The form stays; the confirmation above it takes focus so it is read and found (focus
      // alone: announcing it as well would have it spoken twice).
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setFormError(m('passwordChangeFailed', { reason: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-page">
      <PageHeading>{m('resetPasswordHeading')}</PageHeading>
      <p>{m('resetPasswordIntro')}</p>
      {done && (
        <p ref={doneRef} tabIndex={-1} className="account-success">
          {done} <Link to="/profile">{m('backToProfile')}</Link>
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormError key={attempt} id={IDS.formError}>
          {formError}
        </FormError>
        <PasswordField
          id={IDS.password}
          label={m('newPasswordLabel')}
          hint={m('newPasswordHint')}
          autoComplete="new-password"
          value={password}
          error={fieldErrors.password ?? null}
          invalid={missing.password}
          aria-describedby={joinIds(
            password !== '' && IDS.strength,
            missing.password && IDS.formError,
          )}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <PasswordStrengthMeter id={IDS.strength} password={password} />
        <PasswordField
          id={IDS.confirm}
          label={m('confirmNewPasswordLabel')}
          autoComplete="new-password"
          value={confirm}
          error={fieldErrors.confirm ?? null}
          invalid={missing.confirm}
          aria-describedby={missing.confirm ? IDS.formError : undefined}
          onChange={(event) => setConfirm(event.target.value)}
          required
        />
        <Button type="submit" loading={saving} loadingLabel={m('changingPassword')}>
          {m('changePassword')}
        </Button>
      </form>
    </div>
  );
}
