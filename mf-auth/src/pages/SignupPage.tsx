// Signup (product rules §2, §4, §5): name, email, phone, password and confirmation; email and phone are
// verified by a 4-digit code before the account can be created.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ErrorSummary,
  type FieldProblem,
  LanguageChoice,
  Link,
  useFocusAfterRender,
  useNavigate,
} from '@nclude/shared';
import {
  Button,
  PageHeading,
  PasswordField,
  TextField,
  announce,
  isNameTooShort,
  joinIds,
  sessionStore,
  t,
  validateEmail,
  validatePassword,
  validatePasswordMatch,
  validatePhone,
} from '@nclude/shared';
import {
  describeFailure,
  replyFailure,
  sendOtp,
  signup,
  toSignInData,
  validateOtp,
  type Channel,
  type Failure,
} from '../authApi';
import { FailureNotice } from '../components/FailureNotice';
import { InvitationNotice } from '../components/InvitationNotice';
import { OtpDialog } from '../components/OtpDialog';
import { useOtpEntry } from '../components/useOtpEntry';
import { VerifiedStatus } from '../components/VerifiedStatus';
import { m } from '../messages';
import './auth.css';

/** product rules §4: each channel is 0 (not verified) or 2 (verified). */
type VerificationState = 0 | 2;

type FieldName = 'name' | 'email' | 'phone' | 'password' | 'confirmPassword';

const FIELD_IDS: Record<FieldName, string> = {
  name: 'signup-name',
  email: 'signup-email',
  phone: 'signup-phone',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

/** The form-level message (a failed submit or call); the field it is about points to it. */
const FORM_ERROR_ID = 'signup-form-error';

const EMPTY_VALUES: Record<FieldName, string> = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
const NOT_BLURRED: Record<FieldName, boolean> = {
  name: false,
  email: false,
  phone: false,
  password: false,
  confirmPassword: false,
};

/** Message for a contact field: the phone's non-digit rule is reported as typed, the rest once the user has left the field. */
function contactError(channel: Channel, value: string, settled: boolean): string | null {
  if (value === '') return null;
  if (channel === 'phone') {
    const error = validatePhone(value);
    if (error === t('invalidPhone')) return error;
    return settled ? error : null;
  }
  return settled ? validateEmail(value) : null;
}

export default function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_VALUES);
  const [blurred, setBlurred] = useState(NOT_BLURRED);
  const [submitted, setSubmitted] = useState(false);
  const [verification, setVerification] = useState<Record<Channel, VerificationState>>({
    email: 0,
    phone: 0,
  });
  const [sendingChannel, setSendingChannel] = useState<Channel | null>(null);
  const [channelFailure, setChannelFailure] = useState<{
    channel: Channel;
    failure: Failure;
  } | null>(null);
  // The channel whose code was sent: the dialog is open while this is set (the product's "sent flag").
  const otpEntry = useOtpEntry<Channel>();
  const [submitting, setSubmitting] = useState(false);
  const [submitFailure, setSubmitFailure] = useState<Failure | null>(null);
  // The field a form-level message is about ("Please Fill all the details": the empty field;
  // "Please verify email or phone": the contact field). It gets focus, and its aria-describedby
  // and aria-invalid carry the message, so it is read with the field.
  const [formErrorField, setFormErrorField] = useState<FieldName | null>(null);
  // Counts submit attempts: the messages are re-created on each, so the same failure twice is
  // announced twice (an unchanged role=alert node is not read again).
  const [attempt, setAttempt] = useState(0);
  // A Verify pressed while its field was empty or malformed: the field's message is shown.
  const [verifyTried, setVerifyTried] = useState<Record<Channel, boolean>>({
    email: false,
    phone: false,
  });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // After a channel is verified its Verify button disappears: focus goes to the (now read-only)
  // field, whose description says "Verified", once that render is on screen, instead of being lost.
  const focusAfterRender = useFocusAfterRender();

  const settled = (field: FieldName) => blurred[field] || submitted;
  const isVerified = (channel: Channel) => verification[channel] === 2;
  const anyVerified = isVerified('email') || isVerified('phone');

  const nameFlagged = values.name !== '' && settled('name') && isNameTooShort(values.name);
  const channelError = (channel: Channel): string | null => {
    if (isVerified(channel)) return null;
    const value = channel === 'email' ? values.email : values.phone;
    if (verifyTried[channel])
      return channel === 'email' ? validateEmail(value) : validatePhone(value);
    return contactError(channel, value, settled(channel));
  };
  const emailError = channelError('email');
  const phoneError = channelError('phone');
  const formErrorFor = submitFailure ? formErrorField : null;
  /** aria-describedby of a field: its own extra description plus the form error about it. */
  const describedBy = (field: FieldName, own?: string) =>
    joinIds(own, formErrorFor === field && FORM_ERROR_ID);
  const passwordError =
    settled('password') && (values.password !== '' || submitted)
      ? validatePassword(values.password)
      : null;
  const confirmError =
    settled('confirmPassword') && (values.confirmPassword !== '' || submitted)
      ? validatePasswordMatch(values.password, values.confirmPassword)
      : null;

  const canVerify = (channel: Channel) =>
    !isVerified(channel) &&
    (channel === 'email'
      ? validateEmail(values.email) === null
      : validatePhone(values.phone) === null);

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email' || field === 'phone') setChannelFailure(null);
  };
  const blur = (field: FieldName) => () => setBlurred((current) => ({ ...current, [field]: true }));

  const focusField = (field: FieldName) => document.getElementById(FIELD_IDS[field])?.focus();

  const contactValue = (channel: Channel) =>
    channel === 'email' ? values.email.trim() : values.phone.trim();

  const startVerification = async (channel: Channel) => {
    if (isVerified(channel) || sendingChannel) return;
    if (!canVerify(channel)) {
      // The button stays in the Tab order; pressed too early, it says why and where.
      setVerifyTried((current) => ({ ...current, [channel]: true }));
      focusField(channel);
      return;
    }
    setChannelFailure(null);
    setSendingChannel(channel);
    try {
      const reply = await sendOtp(channel, contactValue(channel));
      if (!reply.success) {
        setChannelFailure({ channel, failure: replyFailure(reply) });
        return;
      }
      // The dialog's description says where the code went: no separate announcement.
      otpEntry.open(channel);
    } catch (error) {
      setChannelFailure({
        channel,
        failure: describeFailure(error, { unauthorizedMeansRequestAccess: true }),
      });
    } finally {
      setSendingChannel(null);
    }
  };

  const confirmOtp = () =>
    otpEntry.check(async (channel, code) => {
      try {
        const reply = await validateOtp(channel, contactValue(channel), code);
        if (!reply.success) throw new Error(reply.message || t('otpValidationFailed'));
      } catch (error) {
        setVerification((current) => ({ ...current, [channel]: 0 }));
        return error instanceof Error && error.message ? error.message : t('otpValidationFailed');
      }
      setVerification((current) => ({ ...current, [channel]: 2 }));
      setSubmitFailure(null);
      setProblems([]);
      otpEntry.close();
      focusAfterRender(FIELD_IDS[channel]);
      announce(m(channel === 'email' ? 'emailVerifiedAnnouncement' : 'phoneVerifiedAnnouncement'));
      return null;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setSubmitFailure(null);
    setFormErrorField(null);
    setProblems([]);
    setAttempt((n) => n + 1);

    if (values.name.trim() === '' || values.password === '') {
      const missing: FieldName = values.name.trim() === '' ? 'name' : 'password';
      setSubmitFailure({ kind: 'message', text: t('fillAllDetails') });
      setFormErrorField(missing);
      focusField(missing);
      return;
    }
    if (!anyVerified) {
      const contact: FieldName = values.email !== '' || values.phone === '' ? 'email' : 'phone';
      setSubmitFailure({ kind: 'message', text: t('verifyEmailOrPhone') });
      setFormErrorField(contact);
      focusField(contact);
      return;
    }
    const found: (FieldProblem & { field: FieldName })[] = [];
    const passwordProblem = validatePassword(values.password);
    if (passwordProblem) {
      found.push({
        field: 'password',
        fieldId: FIELD_IDS.password,
        label: m('passwordLabel'),
        message: passwordProblem,
      });
    }
    const confirmProblem = validatePasswordMatch(values.password, values.confirmPassword);
    if (confirmProblem) {
      found.push({
        field: 'confirmPassword',
        fieldId: FIELD_IDS.confirmPassword,
        label: m('confirmPasswordLabel'),
        message: confirmProblem,
      });
    }
    const first = found[0];
    if (first) {
      setProblems(found);
      focusField(first.field);
      return;
    }

    setSubmitting(true);
    try {
      // Only verified contact details are sent: an unverified one would be attached to the
      // account without proof that it belongs to the user.
      const reply = await signup({
        userName: values.name.trim(),
        email: isVerified('email') ? values.email.trim() : '',
        phoneNumber: isVerified('phone') ? values.phone.trim() : '',
        password: values.password,
      });
      const session = toSignInData(reply, values.name.trim());
      if (!session) {
        setSubmitFailure(replyFailure(reply));
        setSubmitting(false);
        return;
      }
      sessionStore.signIn(session);
      navigate('/', { replace: true });
    } catch (error) {
      setSubmitFailure(describeFailure(error, { unauthorizedMeansRequestAccess: true }));
      setSubmitting(false);
    }
  };

  const verifyAddon = (channel: Channel) => {
    const statusId = `${FIELD_IDS[channel]}-verified`;
    if (isVerified(channel)) return <VerifiedStatus id={statusId} />;
    return (
      <Button
        variant="secondary"
        className="auth-verify-button"
        aria-label={m(channel === 'email' ? 'verifyEmailAccessible' : 'verifyPhoneAccessible')}
        loading={sendingChannel === channel}
        loadingLabel={m('sending')}
        onClick={() => void startVerification(channel)}
      >
        {m('verify')}
      </Button>
    );
  };

  const channelNotice = (channel: Channel) =>
    channelFailure?.channel === channel ? (
      <FailureNotice failure={channelFailure.failure} id={`${FIELD_IDS[channel]}-send-error`} />
    ) : null;

  return (
    <div className="auth-page">
      <PageHeading>{m('signupHeading')}</PageHeading>
      <p>{m('signupIntro')}</p>
      <InvitationNotice />
      <LanguageChoice />
      <p id="signup-verification-requirement" className="auth-requirement">
        {m('verificationRequirement')}
      </p>

      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary key={`summary-${attempt}`} problems={problems} />
        <FailureNotice key={`failure-${attempt}`} failure={submitFailure} id={FORM_ERROR_ID} />

        <TextField
          id={FIELD_IDS.name}
          label={m('nameLabel')}
          hint={m('userNameHint')}
          autoComplete="name"
          value={values.name}
          invalid={nameFlagged || formErrorFor === 'name'}
          aria-describedby={describedBy('name')}
          onChange={change('name')}
          onBlur={blur('name')}
          required
        />

        <TextField
          id={FIELD_IDS.email}
          type="email"
          label={m('emailLabel')}
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          error={emailError}
          readOnly={isVerified('email')}
          invalid={formErrorFor === 'email'}
          aria-describedby={describedBy(
            'email',
            isVerified('email') ? `${FIELD_IDS.email}-verified` : undefined,
          )}
          onChange={change('email')}
          onBlur={blur('email')}
          addon={verifyAddon('email')}
        />
        {channelNotice('email')}

        <TextField
          id={FIELD_IDS.phone}
          type="tel"
          inputMode="numeric"
          label={m('phoneLabel')}
          hint={m('phoneHint')}
          autoComplete="tel"
          value={values.phone}
          error={phoneError}
          readOnly={isVerified('phone')}
          invalid={formErrorFor === 'phone'}
          aria-describedby={describedBy(
            'phone',
            isVerified('phone') ? `${FIELD_IDS.phone}-verified` : undefined,
          )}
          onChange={change('phone')}
          onBlur={blur('phone')}
          addon={verifyAddon('phone')}
        />
        {channelNotice('phone')}

        <PasswordField
          id={FIELD_IDS.password}
          label={m('passwordLabel')}
          hint={m('passwordHint')}
          autoComplete="new-password"
          value={values.password}
          error={passwordError}
          invalid={formErrorFor === 'password'}
          aria-describedby={describedBy('password')}
          onChange={change('password')}
          onBlur={blur('password')}
          required
        />

        <PasswordField
          id={FIELD_IDS.confirmPassword}
          label={m('confirmPasswordLabel')}
          autoComplete="new-password"
          value={values.confirmPassword}
          error={confirmError}
          onChange={change('confirmPassword')}
          onBlur={blur('confirmPassword')}
          required
        />

        <Button type="submit" loading={submitting} loadingLabel={m('signingUp')}>
          {m('signup')}
        </Button>
      </form>

      <p className="auth-switch">
        {m('alreadyRegistered')} <Link to="/login">{m('loginHere')}</Link>
      </p>

      <OtpDialog
        {...otpEntry.dialogProps}
        title={m(otpEntry.target === 'phone' ? 'otpDialogTitlePhone' : 'otpDialogTitleEmail')}
        destination={otpEntry.target ? contactValue(otpEntry.target) : ''}
        onValidate={() => void confirmOtp()}
      />
    </div>
  );
}
