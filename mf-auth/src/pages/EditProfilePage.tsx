// Edit Profile (product rules §2), heading Profile Information: profile text, user name, the (read-only)
// proven contacts, a PDF resume with upload progress, and up to 3 social links.
import { useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  ErrorSummary,
  type FieldProblem,
  FileField,
  FormError,
  isAbortError,
  Link,
  LoadState,
  NAME_FIELD_MAX,
  PageHeading,
  sessionStore,
  SOCIAL_MAX,
  t,
  TextArea,
  TextField,
  toast,
  UploadProgress,
  useFocusAfterRender,
  useFormProblems,
  useLoad,
  useNavigate,
  useUploadProgress,
  validateSocialLinkCount,
  validateUserName,
} from '@nclude/shared';
import type { UserInfo } from '@nclude/shared/api-schemas';
import { isWebAddress } from '../components/SocialIcon';
import { m } from '../messages';
import { getUserInfo, isPdfFile, patchUser } from '../userApi';
import './auth.css';
import './account.css';

const IDS = {
  profileInfo: 'edit-profile-info',
  userName: 'edit-profile-name',
  phone: 'edit-profile-phone',
  email: 'edit-profile-email',
  resume: 'edit-profile-resume',
  progress: 'edit-profile-progress',
  social: (index: number) => `edit-profile-social-${index + 1}`,
};

/** product rules §2: the first social link is LinkedIn, the second Twitter (said in the label too). */
function socialLabel(index: number): string {
  if (index === 0) return m('socialLinkLabelLinkedIn');
  if (index === 1) return m('socialLinkLabelTwitter');
  return m('socialLinkLabel', { n: index + 1 });
}

function socialPlaceholder(index: number): string {
  if (index === 0) return m('socialPlaceholderLinkedIn');
  if (index === 1) return m('socialPlaceholderTwitter');
  return m('socialPlaceholderOther');
}

interface SocialEntry {
  /** Stable React key, so removing a link keeps the others' fields (and focus) in place. */
  key: number;
  url: string;
}

let socialKeys = 0;
const makeEntry = (url: string): SocialEntry => ({ key: socialKeys++, url });

function EditProfileForm({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const [profileInfo, setProfileInfo] = useState(user.profileInfo ?? '');
  const [userName, setUserName] = useState(user.userName);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [social, setSocial] = useState<SocialEntry[]>(() =>
    (user.social.length > 0 ? user.social.slice(0, SOCIAL_MAX) : ['']).map(makeEntry),
  );
  const [socialAlert, setSocialAlert] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const { problems, report } = useFormProblems();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const progress = useUploadProgress();
  const focusAfterRender = useFocusAfterRender();

  const userNameError = submitted ? validateUserName(userName) : null;
  const socialError = (url: string) =>
    submitted && url.trim() !== '' && !isWebAddress(url) ? m('invalidUrl') : null;

  const chooseResume = (files: File[]) => {
    const file = files[0] ?? null;
    if (file && !isPdfFile(file)) {
      setResume(null);
      setResumeError(t('pdfOnly'));
      return;
    }
    setResumeError(null);
    setResume(file);
  };

  const addSocial = () => {
    const problem = validateSocialLinkCount(social.length + 1);
    if (problem) {
      setSocialAlert(problem);
      return;
    }
    setSocialAlert(null);
    focusAfterRender(IDS.social(social.length));
    setSocial((current) => [...current, makeEntry('')]);
  };

  const removeSocial = (index: number) => {
    setSocialAlert(null);
    const remaining = social.length - 1;
    // Focus goes to the link now in this place, the previous one, or the Add button.
    focusAfterRender(
      remaining === 0 ? 'edit-profile-add-social' : IDS.social(Math.min(index, remaining - 1)),
    );
    setSocial((current) => current.filter((_, i) => i !== index));
    announce(m('socialLinkRemoved'));
  };

  const changeSocial = (index: number, url: string) =>
    setSocial((current) => current.map((entry, i) => (i === index ? { ...entry, url } : entry)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setSaveError(null);
    const found: FieldProblem[] = [];
    const nameProblem = validateUserName(userName);
    if (nameProblem)
      found.push({ fieldId: IDS.userName, label: m('userNameLabel'), message: nameProblem });
    if (resumeError)
      found.push({ fieldId: IDS.resume, label: m('resumeFieldLabel'), message: resumeError });
    social.forEach((entry, index) => {
      if (entry.url.trim() !== '' && !isWebAddress(entry.url))
        found.push({
          fieldId: IDS.social(index),
          label: socialLabel(index),
          message: m('invalidUrl'),
        });
    });
    if (report(found)) return;

    setSaving(true);
    progress.reset();
    try {
      await patchUser(
        {
          profileInfo: profileInfo.trim(),
          userName: userName.trim(),
          phoneNumber: user.phoneNumber ?? '',
          email: user.email ?? '',
          social: social.map((entry) => entry.url.trim()).filter((url) => url !== ''),
          resume,
        },
        { onProgress: resume ? progress.onProgress : undefined },
      );
      sessionStore.update({ userName: userName.trim() });
      toast(m('profileSaved'), { kind: 'success' });
      navigate('/profile');
    } catch (error) {
      if (isAbortError(error)) return;
      setSaving(false);
      progress.reset();
      const text = m('profileSaveFailed', { reason: errorMessage(error) });
      setSaveError(text);
    }
  };

  return (
    <form className="auth-form account-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{m('editProfileIntro')}</p>
      <ErrorSummary problems={problems} />
      <FormError>{saveError}</FormError>

      <TextArea
        id={IDS.profileInfo}
        label={m('profileInfoFieldLabel')}
        hint={m('profileInfoHint')}
        rows={5}
        value={profileInfo}
        onChange={(event) => setProfileInfo(event.target.value)}
      />

      <TextField
        id={IDS.userName}
        label={m('userNameLabel')}
        hint={m('userNameHint')}
        autoComplete="name"
        // A bound in code units, loose enough for 100 letters of any script: the 100-letter
        // rule itself is validateUserName's, which counts the letters a reader sees.
        maxLength={NAME_FIELD_MAX}
        value={userName}
        error={userNameError}
        onChange={(event) => setUserName(event.target.value)}
        required
      />

      <TextField
        id={IDS.phone}
        type="tel"
        label={m('phoneLabel')}
        hint={user.phoneNumber ? m('contactReadOnlyHint') : m('phoneMissing')}
        value={user.phoneNumber ?? ''}
        readOnly
      />
      {!user.phoneNumber && (
        <p className="account-field-link">
          <Link to="/link/phone">{m('linkPhoneAction')}</Link>
        </p>
      )}

      <TextField
        id={IDS.email}
        type="email"
        label={m('emailLabel')}
        hint={user.email ? m('contactReadOnlyHint') : m('emailMissing')}
        value={user.email ?? ''}
        readOnly
      />
      {!user.email && (
        <p className="account-field-link">
          <Link to="/link/email">{m('linkEmailAction')}</Link>
        </p>
      )}

      <FileField
        id={IDS.resume}
        label={m('resumeFieldLabel')}
        hint={user.resume ? m('resumeHintCurrent') : m('resumeHintNone')}
        accept=".pdf,application/pdf"
        error={resumeError}
        onFilesChange={chooseResume}
      />
      <UploadProgress fraction={progress.fraction} />

      <fieldset className="account-fieldset">
        <legend>{m('socialLinksHeading')}</legend>
        <p className="nc-field__hint">{m('socialLinksHint')}</p>
        <ul className="account-social-edit">
          {social.map((entry, index) => (
            <li key={entry.key}>
              <TextField
                id={IDS.social(index)}
                type="url"
                inputMode="url"
                label={socialLabel(index)}
                placeholder={socialPlaceholder(index)}
                spellCheck={false}
                autoCapitalize="none"
                value={entry.url}
                error={socialError(entry.url)}
                onChange={(event) => changeSocial(index, event.target.value)}
                addon={
                  <Button variant="secondary" onClick={() => removeSocial(index)}>
                    {m('removeSocialLink', { n: index + 1 })}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        <FormError>{socialAlert}</FormError>
        <Button id="edit-profile-add-social" variant="secondary" onClick={addSocial}>
          {m('addSocialLink')}
        </Button>
      </fieldset>

      <div className="account-actions">
        <Button type="submit" loading={saving} loadingLabel={m('saving')}>
          {m('save')}
        </Button>
        <Link to="/profile">{m('cancel')}</Link>
      </div>
    </form>
  );
}

export default function EditProfilePage() {
  const [state, { retry }] = useLoad(getUserInfo);

  return (
    <div className="account-page">
      <PageHeading>{m('profileInfoHeading')}</PageHeading>
      <LoadState
        state={state}
        loadingLabel={m('loadingProfile')}
        failure={(reason) => m('profileLoadFailed', { reason })}
        onRetry={retry}
      >
        {(value) => <EditProfileForm user={value} />}
      </LoadState>
    </div>
  );
}
