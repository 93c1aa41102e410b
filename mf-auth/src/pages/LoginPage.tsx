// Login (product rules §2, §4, §5): by mobile number and a one-time code (the default) or by email and
// password. After login the user goes to '/'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, LanguageChoice, Link, useNavigate } from '@nclude/shared';
import {
  Button,
  PageHeading,
  PasswordField,
  TextField,
  sessionStore,
  t,
  validateEmail,
  validatePhone,
} from '@nclude/shared';
import type { LoginReply } from '@nclude/shared/api-schemas';
import {
  describeFailure,
  loginWithOtp,
  loginWithPassword,
  replyFailure,
  sendOtp,
  toSignInData,
  type Failure,
} from '../authApi';
import { FailureNotice } from '../components/FailureNotice';
import { InvitationNotice } from '../components/InvitationNotice';
import { OtpDialog } from '../components/OtpDialog';
import { useOtpEntry } from '../components/useOtpEntry';
import { m } from '../messages';
import './auth.css';

type Mode = 'phone' | 'email';

const FIELD_IDS = {
  phone: 'login-phone',
  email: 'login-email',
  password: 'login-password',
} as const;

/** First field of each mode: focus goes there when the user switches mode. */
const FIRST_FIELD: Record<Mode, string> = { phone: FIELD_IDS.phone, email: FIELD_IDS.email };

export default function LoginPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('phone');
  const [failure, setFailure] = useState<Failure | null>(null);

  // Phone mode
  const [phone, setPhone] = useState('');
  const [phoneSettled, setPhoneSettled] = useState(false);
  const [sending, setSending] = useState(false);
  const otpEntry = useOtpEntry<string>();

  // Email mode
  const [email, setEmail] = useState('');
  const [emailSettled, setEmailSettled] = useState(false);
  const [password, setPassword] = useState('');
  const [loggingIn, setLoggingIn] = useState(false);

  // Switching mode replaces the form: focus moves to the new form's first field once it is on
  // screen, so keyboard and screen-reader users continue where the content changed.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    const pending = focusAfterRender.current;
    if (!pending) return;
    focusAfterRender.current = null;
    document.getElementById(pending)?.focus();
  });

  // product rules §5: the login input flags non-digits as they are typed; the length (and an empty
  // field) once the user has left the field or tried to send the code.
  const phoneValidation = validatePhone(phone);
  const phoneError =
    phoneSettled || (phone !== '' && phoneValidation === t('invalidPhone'))
      ? phoneValidation
      : null;
  const emailError = emailSettled && email !== '' ? validateEmail(email) : null;

  const switchMode = () => {
    const next: Mode = mode === 'phone' ? 'email' : 'phone';
    setMode(next);
    setFailure(null);
    focusAfterRender.current = FIRST_FIELD[next];
  };

  const finishLogin = (reply: LoginReply): boolean => {
    const session = toSignInData(reply, '');
    if (!session) return false;
    sessionStore.signIn(session);
    navigate('/', { replace: true });
    return true;
  };

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setPhoneSettled(true);
    const problem = validatePhone(phone);
    if (problem) {
      document.getElementById(FIELD_IDS.phone)?.focus();
      return;
    }
    setSending(true);
    try {
      const reply = await sendOtp('phone', phone.trim());
      if (!reply.success) {
        setFailure(replyFailure(reply));
        return;
      }
      // The dialog's description says where the code went: no separate announcement.
      otpEntry.open(phone.trim());
    } catch (error) {
      setFailure(describeFailure(error, { unauthorizedMeansRequestAccess: true }));
    } finally {
      setSending(false);
    }
  };

  const confirmOtp = () =>
    otpEntry.check(async (sentTo, code) => {
      try {
        const reply = await loginWithOtp(sentTo, code);
        if (finishLogin(reply)) return null;
        return reply.message || t('otpValidationFailed');
      } catch (error) {
        // A proven number without an account: the way forward is sign-up, offered on the page.
        if (error instanceof ApiError && error.status === 404) {
          otpEntry.close();
          setFailure({ kind: 'noAccount' });
          return null;
        }
        const shown = describeFailure(error, { unauthorizedMeansRequestAccess: false });
        return shown.kind === 'message' ? shown.text : t('otpValidationFailed');
      }
    });

  const loginByPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loggingIn) return;
    setFailure(null);
    if (email.trim() === '' || password === '') {
      setFailure({ kind: 'message', text: t('fillRequiredFields') });
      document.getElementById(email.trim() === '' ? FIELD_IDS.email : FIELD_IDS.password)?.focus();
      return;
    }
    setEmailSettled(true);
    if (validateEmail(email)) {
      document.getElementById(FIELD_IDS.email)?.focus();
      return;
    }
    setLoggingIn(true);
    try {
      const reply = await loginWithPassword(email.trim(), password);
      if (finishLogin(reply)) return;
      setFailure(replyFailure(reply));
    } catch (error) {
      setFailure(describeFailure(error, { unauthorizedMeansRequestAccess: false }));
    }
    setLoggingIn(false);
  };

  return (
    <div className="auth-page">
      <PageHeading>{m('loginHeading')}</PageHeading>
      <p>{m('loginIntro')}</p>
      <InvitationNotice />
      <LanguageChoice />

      {mode === 'phone' ? (
        <form
          className="auth-form"
          aria-labelledby="login-phone-heading"
          onSubmit={(e) => void requestCode(e)}
          noValidate
        >
          <h2 id="login-phone-heading" className="auth-form__heading">
            {m('phoneModeHeading')}
          </h2>
          <FailureNotice failure={failure} />
          <TextField
            id={FIELD_IDS.phone}
            type="tel"
            inputMode="numeric"
            label={m('phoneLabel')}
            hint={m('phoneHint')}
            autoComplete="tel"
            value={phone}
            error={phoneError}
            onChange={(event) => setPhone(event.target.value)}
            onBlur={() => setPhoneSettled(phone !== '')}
            required
          />
          <Button type="submit" loading={sending} loadingLabel={m('sending')}>
            {m('sendOtp')}
          </Button>
        </form>
      ) : (
        <form
          className="auth-form"
          aria-labelledby="login-email-heading"
          onSubmit={(e) => void loginByPassword(e)}
          noValidate
        >
          <h2 id="login-email-heading" className="auth-form__heading">
            {m('emailModeHeading')}
          </h2>
          <FailureNotice failure={failure} />
          <TextField
            id={FIELD_IDS.email}
            type="email"
            label={m('emailLabel')}
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailSettled(true)}
            required
          />
          <PasswordField
            id={FIELD_IDS.password}
            label={m('passwordLabel')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Button type="submit" loading={loggingIn} loadingLabel={m('loggingIn')}>
            {m('login')}
          </Button>
        </form>
      )}

      <p className="auth-switch">
        <Button variant="link" onClick={switchMode}>
          {m(mode === 'phone' ? 'loginViaEmail' : 'loginViaPhone')}
        </Button>
      </p>
      <p className="auth-switch">
        {m('notRegistered')} <Link to="/signup">{m('registerHere')}</Link>
      </p>

      <OtpDialog
        {...otpEntry.dialogProps}
        title={m('otpDialogTitleLogin')}
        destination={otpEntry.target ?? ''}
        onValidate={() => void confirmOtp()}
      />
    </div>
  );
}
