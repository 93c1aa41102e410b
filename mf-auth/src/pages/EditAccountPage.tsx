// Edit Account (product rules §2), heading Account Information: employment and job search status, the
// disability (one of the 21 types), preferred industry and role. Success goes to /profile.
import { useState, type FormEvent } from 'react';
import {
  Button,
  DISABILITY_TYPES,
  EMPLOYMENT_STATUSES,
  errorMessage,
  FormError,
  isAbortError,
  JOB_SEARCH_STATUSES,
  Link,
  LoadState,
  PageHeading,
  Select,
  type SelectOption,
  TextField,
  toast,
  useLoad,
  useNavigate,
} from '@nclude/shared';
import type { AccountInfo } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { getAccountInfo, patchAccountInfo, type AccountChanges } from '../userApi';
import './auth.css';
import './account.css';

/** The server keeps at most 100 characters of the free-text fields. */
const TEXT_MAX = 100;

const IDS = {
  employmentStatus: 'edit-account-employment',
  jobSearchStatus: 'edit-account-job-search',
  disability: 'edit-account-disability',
  preferredIndustry: 'edit-account-industry',
  preferredRole: 'edit-account-role',
} as const;

const toOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

const EMPLOYMENT_OPTIONS = toOptions(EMPLOYMENT_STATUSES);
const JOB_SEARCH_OPTIONS = toOptions(JOB_SEARCH_STATUSES);
const DISABILITY_OPTIONS = toOptions(DISABILITY_TYPES);

/** A saved value that is no longer in the list is kept selectable so saving does not drop it. */
function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  if (current === '' || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

function EditAccountForm({ account }: { account: AccountInfo }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<AccountChanges>({
    employmentStatus: account.employmentStatus ?? '',
    jobSearchStatus: account.jobSearchStatus ?? '',
    disability: account.disability ?? '',
    preferredIndustry: account.preferredIndustry ?? '',
    preferredRole: account.preferredRole ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const set = (field: keyof AccountChanges) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaveError(null);
    setSaving(true);
    try {
      await patchAccountInfo({
        ...values,
        preferredIndustry: values.preferredIndustry.trim(),
        preferredRole: values.preferredRole.trim(),
      });
      toast(m('accountSaved'), { kind: 'success' });
      navigate('/profile');
    } catch (error) {
      if (isAbortError(error)) return;
      setSaving(false);
      setSaveError(m('accountSaveFailed', { reason: errorMessage(error) }));
    }
  };

  return (
    <form className="auth-form account-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{m('editAccountIntro')}</p>
      <FormError>{saveError}</FormError>
      <Select
        id={IDS.employmentStatus}
        label={m('employmentStatusLabel')}
        options={withCurrent(EMPLOYMENT_OPTIONS, values.employmentStatus)}
        value={values.employmentStatus}
        onChange={(event) => set('employmentStatus')(event.target.value)}
      />
      <Select
        id={IDS.jobSearchStatus}
        label={m('jobSearchStatusLabel')}
        options={withCurrent(JOB_SEARCH_OPTIONS, values.jobSearchStatus)}
        value={values.jobSearchStatus}
        onChange={(event) => set('jobSearchStatus')(event.target.value)}
      />
      <Select
        id={IDS.disability}
        label={m('disabilityLabel')}
        placeholder={m('selectDisability')}
        options={withCurrent(DISABILITY_OPTIONS, values.disability)}
        value={values.disability}
        onChange={(event) => set('disability')(event.target.value)}
      />
      <TextField
        id={IDS.preferredIndustry}
        label={m('preferredIndustryLabel')}
        maxLength={TEXT_MAX}
        value={values.preferredIndustry}
        onChange={(event) => set('preferredIndustry')(event.target.value)}
      />
      <TextField
        id={IDS.preferredRole}
        label={m('preferredRoleLabel')}
        autoComplete="organization-title"
        maxLength={TEXT_MAX}
        value={values.preferredRole}
        onChange={(event) => set('preferredRole')(event.target.value)}
      />
      <div className="account-actions">
        <Button type="submit" loading={saving} loadingLabel={m('saving')}>
          {m('save')}
        </Button>
        <Link to="/profile">{m('cancel')}</Link>
      </div>
    </form>
  );
}

export default function EditAccountPage() {
  const [state, { retry }] = useLoad(getAccountInfo);

  return (
    <div className="account-page">
      <PageHeading>{m('accountInfoHeading')}</PageHeading>
      <LoadState
        state={state}
        loadingLabel={m('loadingProfile')}
        failure={(reason) => m('accountLoadFailed', { reason })}
        onRetry={retry}
      >
        {(value) => <EditAccountForm account={value} />}
      </LoadState>
    </div>
  );
}
