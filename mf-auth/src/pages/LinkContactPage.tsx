// Link email / Link phone (product rules §2, §5, §8): the value and its confirmation. A phone is proven with
// a 4-digit code (OTP dialog); an email with a link sent to it (finished on /link). Success of the
// phone flow goes to /profile.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  FormError,
  Link,
  PageHeading,
  TextField,
  joinIds,
  t,
  toast,
  useNavigate,
  useParams,
  validateEmail,
  validatePhone,
  errorMessage,
} from '@nclude/shared';
import { OtpDialog } from '../components/OtpDialog';
import { useOtpEntry } from '../components/useOtpEntry';
import { m } from '../messages';
import { linkPhoneWithOtp, requestLink, type LinkKind } from '../userApi';
import './auth.css';
import './account.css';

const IDS = { value: 'link-value', confirm: 'link-confirm', formError: 'link-form-error' } as const;

interface Errors {
  form?: string;
  value?: string;
  confirm?: string;
}

/** The product's rules, in order: both filled, each well formed, then equal. */
export function validateLinkFields(kind: LinkKind, value: string, confirm: string): Errors {
  const a = value.trim();
  const b = confirm.trim();
  if (a === '' || b === '') return { form: t('bothFieldsRequired') };
  const check = kind === 'email' ? validateEmail : validatePhone;
  const valueError = check(a);
  const confirmError = check(b);
  if (valueError || confirmError)
    return { value: valueError ?? undefined, confirm: confirmError ?? undefined };
  const same = kind === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b;
  if (!same) return { confirm: t(kind === 'email' ? 'emailsDoNotMatch' : 'numbersDoNotMatch') };
  return {};
}

function LinkForm({ kind }: { kind: LinkKind }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The empty fields "Both fields are required." is about: flagged invalid and described by it.
  const [missing, setMissing] = useState({ value: false, confirm: false });
  // Each attempt re-creates the message, so the same failure twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [emailSent, setEmailSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const otpEntry = useOtpEntry<string>();

  useEffect(() => {
    if (emailSent) sentRef.current?.focus();
  }, [emailSent]);

  const isEmail = kind === 'email';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setEmailSent(null);
    setAttempt((n) => n + 1);
    const found = validateLinkFields(kind, value, confirm);
    setErrors(found);
    setMissing(
      found.form
        ? { value: value.trim() === '', confirm: confirm.trim() === '' }
        : { value: false, confirm: false },
    );
    if (found.form || found.value || found.confirm) {
      const focusId = found.value || (found.form && value.trim() === '') ? IDS.value : IDS.confirm;
      document.getElementById(focusId)?.focus();
      return;
    }
    setSending(true);
    try {
      await requestLink(kind, value.trim());
      // Each outcome is read once: the confirmation by taking focus, the code dialog by its
      // description ("Enter the 4-digit code we sent to …"), so neither is announced as well.
      if (isEmail) {
        setEmailSent(m('linkEmailSent', { email: value.trim() }));
      } else {
        otpEntry.open(value.trim());
      }
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const validateOtp = () =>
    otpEntry.check(async (phoneNumber, code) => {
      try {
        await linkPhoneWithOtp(phoneNumber, code);
      } catch (error) {
        const message = errorMessage(error);
        return message === t('unexpectedError') ? t('otpValidationFailed') : message;
      }
      otpEntry.close();
      toast(m('phoneLinked'), { kind: 'success' });
      navigate('/profile');
      return null;
    });

  return (
    <>
      <p>{m(isEmail ? 'linkEmailIntro' : 'linkPhoneIntro')}</p>
      {emailSent && (
        <p ref={sentRef} tabIndex={-1} className="account-success">
          {emailSent}
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormError key={attempt} id={IDS.formError}>
          {errors.form}
        </FormError>
        <TextField
          id={IDS.value}
          type={isEmail ? 'email' : 'tel'}
          inputMode={isEmail ? 'email' : 'numeric'}
          label={m(isEmail ? 'emailLabel' : 'phoneLabel')}
          hint={isEmail ? undefined : m('phoneHint')}
          autoComplete={isEmail ? 'email' : 'tel'}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          error={errors.value}
          invalid={missing.value}
          aria-describedby={joinIds(missing.value && IDS.formError)}
          onChange={(event) => setValue(event.target.value)}
          required
        />
        <TextField
          id={IDS.confirm}
          type={isEmail ? 'email' : 'tel'}
          inputMode={isEmail ? 'email' : 'numeric'}
          label={m(isEmail ? 'confirmEmailLabel' : 'confirmPhoneLabel')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={confirm}
          error={errors.confirm}
          invalid={missing.confirm}
          aria-describedby={joinIds(missing.confirm && IDS.formError)}
          onChange={(event) => setConfirm(event.target.value)}
          required
        />
        <div className="account-actions">
          <Button type="submit" loading={sending} loadingLabel={m('sending')}>
            {m('linkSubmit')}
          </Button>
          <Link to="/profile">{m('cancel')}</Link>
        </div>
      </form>
      {!isEmail && (
        <OtpDialog
          {...otpEntry.dialogProps}
          title={m('otpDialogTitleLink')}
          destination={otpEntry.target ?? ''}
          onValidate={() => void validateOtp()}
        />
      )}
    </>
  );
}

export default function LinkContactPage() {
  const { toLink } = useParams();
  const kind: LinkKind | null = toLink === 'email' || toLink === 'phone' ? toLink : null;
  const heading = kind
    ? m(kind === 'email' ? 'linkEmailHeading' : 'linkPhoneHeading')
    : m('linkUnknownHeading');

  return (
    <div className="account-page">
      <PageHeading>{heading}</PageHeading>
      {kind ? (
        // A new key when switching between /link/email and /link/phone starts a clean form.
        <LinkForm key={kind} kind={kind} />
      ) : (
        <>
          <p>{m('linkUnknownText')}</p>
          <p>
            <Link to="/profile">{m('backToProfile')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
