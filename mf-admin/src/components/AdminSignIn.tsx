// The whitelist tool's lock (product rules §2, departure 1 in docs/product-rules.md): the administrator signs in against the
// server, which answers with an admin session or 401. Credentials are never fetched or compared
// in the browser.
import { useId, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  FormError,
  PasswordField,
  TextField,
  errorMessage,
  sessionStore,
  t,
  useSession,
  validateEmail,
} from '@nclude/shared';
import { adminLogin, toAdminSession } from '../adminApi';
import { m } from '../messages';

const EMAIL_ID = 'admin-sign-in-email';
const PASSWORD_ID = 'admin-sign-in-password';

export function AdminSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const session = useSession();
  const headingId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setFailure(null);
    setEmailError(null);
    if (email.trim() === '' || password === '') {
      setFailure(t('fillRequiredFields'));
      document.getElementById(email.trim() === '' ? EMAIL_ID : PASSWORD_ID)?.focus();
      return;
    }
    const invalidEmail = validateEmail(email);
    if (invalidEmail) {
      setEmailError(invalidEmail);
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    setChecking(true);
    try {
      const reply = await adminLogin(email.trim(), password);
      const adminSession = toAdminSession(reply, email.trim());
      if (!adminSession) {
        setFailure(t('wrongCredentials'));
        setChecking(false);
        return;
      }
      setPassword('');
      sessionStore.signIn(adminSession);
      onSignedIn();
    } catch (error) {
      // The product's exact text for refused credentials; other failures (rate limit, network) say
      // what happened.
      setFailure(
        error instanceof ApiError && error.status === 401
          ? t('wrongCredentials')
          : errorMessage(error),
      );
      setChecking(false);
    }
  };

  const otherSession =
    session.token && session.role !== 'admin' && session.userName ? session.userName : null;

  return (
    <form
      className="admin-form"
      aria-labelledby={headingId}
      aria-describedby={failure ? errorId : undefined}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={headingId}>{m('adminSignInHeading')}</h2>
      <p>{m('adminSignInIntro')}</p>
      {otherSession && (
        <p className="admin-note">{m('adminReplacesSession', { userName: otherSession })}</p>
      )}
      <FormError id={errorId}>{failure}</FormError>
      <TextField
        id={EMAIL_ID}
        type="email"
        label={m('adminEmailLabel')}
        autoComplete="username"
        spellCheck={false}
        autoCapitalize="none"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <PasswordField
        id={PASSWORD_ID}
        label={m('adminPasswordLabel')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" loading={checking} loadingLabel={m('checkingAccess')}>
        {m('checkAccess')}
      </Button>
    </form>
  );
}
