// Access request (/requestAccess, product rules §2, §3, §5): name, phone (tel), email, disability type (the
// 21) and a PDF certificate. Submitting sends a code to the phone (POST /auth/requestAccessCode)
// and opens the code dialog; the code goes with the form (POST /auth/requestAccess multipart, with
// upload progress). After success the page shows the product's confirmation text and moves focus
// to it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  DISABILITY_TYPES,
  errorMessage,
  ErrorSummary,
  FileField,
  FormError,
  Link,
  PageHeading,
  Select,
  type SelectOption,
  t,
  TextField,
  UploadProgress,
  useFormProblems,
  useUploadProgress,
  validateEmail,
  validatePhone,
  validateUserName,
} from '@nclude/shared';
import { OtpDialog } from '../components/OtpDialog';
import { useOtpEntry } from '../components/useOtpEntry';
import { m } from '../messages';
import { isPdfFile, requestAccess, requestAccessCode } from '../userApi';
import './auth.css';
import './account.css';

type Field = 'name' | 'phone' | 'email' | 'disability' | 'certificate';

const IDS: Record<Field, string> = {
  name: 'request-name',
  phone: 'request-phone',
  email: 'request-email',
  disability: 'request-disability',
  certificate: 'request-certificate',
};

const LABELS: Record<Field, () => string> = {
  name: () => m('requestNameLabel'),
  phone: () => m('requestPhoneLabel'),
  email: () => m('requestEmailLabel'),
  disability: () => m('requestDisabilityLabel'),
  certificate: () => m('requestCertificateLabel'),
};

const DISABILITY_OPTIONS: SelectOption[] = DISABILITY_TYPES.map((value) => ({
  value,
  label: value,
}));

interface Values {
  name: string;
  phone: string;
  email: string;
  disability: string;
  certificate: File | null;
}

/** Errors per field; required fields first (product rules §5), then the shapes of phone, email and file. */
export function validateAccessRequest(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.trim() === '') errors.name = m('requestNameRequired');
  else errors.name = validateUserName(values.name) ?? undefined;
  if (values.phone.trim() === '') errors.phone = m('requestPhoneRequired');
  else errors.phone = validatePhone(values.phone) ?? undefined;
  if (values.email.trim() === '') errors.email = m('requestEmailRequired');
  else errors.email = validateEmail(values.email) ?? undefined;
  if (values.disability === '') errors.disability = m('requestDisabilityRequired');
  if (!values.certificate) errors.certificate = m('requestCertificateRequired');
  else if (!isPdfFile(values.certificate)) errors.certificate = t('pdfOnly');
  for (const key of Object.keys(errors) as Field[]) if (!errors[key]) delete errors[key];
  return errors;
}

const FIELDS: Field[] = ['name', 'phone', 'email', 'disability', 'certificate'];

export default function RequestAccessPage() {
  const [values, setValues] = useState<Values>({
    name: '',
    phone: '',
    email: '',
    disability: '',
    certificate: null,
  });
  const { problems, messageOf, report } = useFormProblems();
  const [missingRequired, setMissingRequired] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const progress = useUploadProgress();
  const otpEntry = useOtpEntry<string>();

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = validateAccessRequest(values);
    setMissingRequired(
      values.name.trim() === '' ||
        values.phone.trim() === '' ||
        values.email.trim() === '' ||
        values.disability === '' ||
        !values.certificate,
    );
    const list = FIELDS.map((field) => {
      const message = found[field];
      return message && { fieldId: IDS[field], label: LABELS[field](), message };
    });
    if (report(list)) return;
    const phoneNumber = values.phone.trim();
    setSending(true);
    try {
      await requestAccessCode(phoneNumber);
      otpEntry.open(phoneNumber);
    } catch (error) {
      setFailure(m('requestFailed', { reason: errorMessage(error) }));
    }
    setSending(false);
  };

  /** Sends the form with the typed code; a refusal is shown in the code dialog. */
  const confirm = () =>
    otpEntry.check(async (phoneNumber, otp) => {
      const certificate = values.certificate;
      if (!certificate) return null;
      progress.reset();
      try {
        await requestAccess(
          {
            userName: values.name.trim(),
            phoneNumber,
            email: values.email.trim(),
            disabilityType: values.disability,
            certificate,
            otp,
          },
          { onProgress: progress.onProgress },
        );
      } catch (error) {
        progress.reset();
        return errorMessage(error);
      }
      otpEntry.close();
      // The product's confirmation, whatever wording the server used.
      // Shown and focused (read once), not also announced.
      setSent(t('requestSent'));
      return null;
    });

  return (
    <div className="account-page">
      <PageHeading>{m('requestAccessHeading')}</PageHeading>
      {sent ? (
        <>
          <p ref={sentRef} tabIndex={-1} className="account-success">
            {sent}
          </p>
          <p>{m('requestSentNext')}</p>
          <p>
            <Link to="/login">{m('requestSentLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{m('requestAccessIntro')}</p>
          <p>{m('requestCodeNote')}</p>
          <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
            <ErrorSummary
              problems={problems}
              title={missingRequired ? t('fillRequiredInformation') : undefined}
            />
            <FormError>{failure}</FormError>
            <TextField
              id={IDS.name}
              label={LABELS.name()}
              hint={m('userNameHint')}
              autoComplete="name"
              value={values.name}
              error={messageOf(IDS.name) ?? undefined}
              onChange={(event) => set('name', event.target.value)}
              required
            />
            <TextField
              id={IDS.phone}
              type="tel"
              inputMode="numeric"
              label={LABELS.phone()}
              hint={m('phoneHint')}
              autoComplete="tel"
              value={values.phone}
              error={messageOf(IDS.phone) ?? undefined}
              onChange={(event) => set('phone', event.target.value)}
              required
            />
            <TextField
              id={IDS.email}
              type="email"
              label={LABELS.email()}
              autoComplete="email"
              spellCheck={false}
              autoCapitalize="none"
              value={values.email}
              error={messageOf(IDS.email) ?? undefined}
              onChange={(event) => set('email', event.target.value)}
              required
            />
            <Select
              id={IDS.disability}
              label={LABELS.disability()}
              placeholder={m('selectDisability')}
              options={DISABILITY_OPTIONS}
              value={values.disability}
              error={messageOf(IDS.disability) ?? undefined}
              onChange={(event) => set('disability', event.target.value)}
              required
            />
            <FileField
              id={IDS.certificate}
              label={LABELS.certificate()}
              hint={m('requestCertificateHint')}
              accept=".pdf,application/pdf"
              error={messageOf(IDS.certificate) ?? undefined}
              onFilesChange={(files) => set('certificate', files[0] ?? null)}
              required
            />
            <UploadProgress fraction={progress.fraction} />
            <Button type="submit" loading={sending} loadingLabel={m('submitting')}>
              {m('submit')}
            </Button>
          </form>
          <OtpDialog
            {...otpEntry.dialogProps}
            title={m('otpDialogTitlePhone')}
            destination={otpEntry.target ?? ''}
            onValidate={() => void confirm()}
          />
        </>
      )}
    </div>
  );
}
