// Reset Password (product rules §2, §4, §5): new password and confirmation with the strength indicator
// (text, not colour alone). POST /auth/resetPassword; the outcome is shown and takes focus. The
// change is proven by the current password, or by a code sent to the user's phone (else email)
// for someone who forgot it.
import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  FormError,
  Link,
  OtpInput,
  PageHeading,
  PasswordField,
  PasswordStrengthMeter,
  isValidOtp,
  joinIds,
  t,
  validatePassword,
  errorMessage,
} from '@nclude/shared';
import { m } from '../messages';
import { resetPassword, sendResetPasswordCode } from '../userApi';
import './auth.css';
import './account.css';

const IDS = {
  current: 'reset-password-current',
  code: 'reset-password-code',
  codeSent: 'reset-password-code-sent',
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
  const [fieldErrors, setFieldErrors] = useState<{
    current?: string;
    code?: string;
    password?: string;
    confirm?: string;
  }>({});
  // The proof: the current password, or (once one was sent) the code.
  const [currentPassword, setCurrentPassword] = useState('');
  const [useCode, setUseCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
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
    if (!useCode && currentPassword === '') {
      setFieldErrors({ current: m('currentPasswordRequired') });
      document.getElementById(IDS.current)?.focus();
      return;
    }
    if (useCode && !isValidOtp(code)) {
      setFieldErrors({ code: m('resetCodeRequired') });
      document.getElementById(IDS.code)?.focus();
      return;
    }
    setSaving(true);
    try {
      const reply = await resetPassword(
        password,
        useCode ? { otp: code } : { currentPassword: currentPassword },
      );
      const text = reply.message || m('passwordChanged');
      setPassword('');
      setConfirm('');
      setCurrentPassword('');
      setCode('');
      setUseCode(false);
      setCodeSent(null);
      setDone(text);
      // The form stays; the confirmation above it takes focus so it is read and found (focus
      // alone: announcing it as well would have it spoken twice).
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      // A refused proof (400: wrong current password or code) belongs to its field; anything
      // else (a wait after too many tries, the server) to the form.
      if (error instanceof ApiError && error.status === 400 && !useCode) {
        setFieldErrors({ current: error.message });
        document.getElementById(IDS.current)?.focus();
      } else if (error instanceof ApiError && error.status === 400 && useCode) {
        setFieldErrors({ code: error.message });
        document.getElementById(IDS.code)?.focus();
      } else {
        setFormError(m('passwordChangeFailed', { reason: errorMessage(error) }));
      }
    } finally {
      setSaving(false);
    }
  };

  const sendCode = async () => {
    if (sendingCode) return;
    setSendingCode(true);
    setFormError(null);
    setFieldErrors((errors) => ({ ...errors, current: undefined, code: undefined }));
    setAttempt((n) => n + 1);
    try {
      const reply = await sendResetPasswordCode();
      setUseCode(true);
      setCode('');
      setCodeSent(reply.message || m('resetCodeSent', { sentTo: reply.sentTo }));
      // The code boxes replace the current-password field; the live region says where it went.
      requestAnimationFrame(() => document.getElementById(IDS.code)?.focus());
    } catch (error) {
      setFormError(m('resetCodeFailed', { reason: errorMessage(error) }));
    } finally {
      setSendingCode(false);
    }
  };

  const usePassword = () => {
    setUseCode(false);
    setCode('');
    setCodeSent(null);
    setFieldErrors((errors) => ({ ...errors, code: undefined }));
    requestAnimationFrame(() => document.getElementById(IDS.current)?.focus());
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
        {/* Where the code went: a live region present from the start, so the text is announced. */}
        <p id={IDS.codeSent} role="status">
          {useCode ? codeSent : null}
        </p>
        {useCode ? (
          <OtpInput
            id={IDS.code}
            label={m('resetCodeLabel')}
            hint={m('resetCodeHint')}
            value={code}
            error={fieldErrors.code ?? null}
            onChange={setCode}
          />
        ) : (
          <PasswordField
            id={IDS.current}
            label={m('currentPasswordLabel')}
            autoComplete="current-password"
            value={currentPassword}
            error={fieldErrors.current ?? null}
            onChange={(event) => setCurrentPassword(event.target.value)}
            required
          />
        )}
        <div className="account-actions">
          <Button
            type="button"
            variant="link"
            loading={sendingCode}
            loadingLabel={m('sendingResetCode')}
            onClick={() => void sendCode()}
          >
            {useCode ? m('resendResetCode') : m('sendResetCode')}
          </Button>
          {useCode && (
            <Button type="button" variant="link" onClick={usePassword}>
              {m('useCurrentPassword')}
            </Button>
          )}
        </div>
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
