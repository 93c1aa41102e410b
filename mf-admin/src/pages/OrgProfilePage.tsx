// Organisation Profile (product rules §2 "Add Users", §8): an organisation attaches a file of mobile
// numbers and uploads it; each valid number is whitelisted under the organisation. Below, the
// users it enrolled and whether each has signed up.
import { useId, useState, type FormEvent } from 'react';
import {
  announce,
  ApiError,
  Button,
  errorMessage,
  FileField,
  FormError,
  formatDate,
  Link,
  PageHeading,
  Spinner,
  t,
  UploadProgress,
  useLoad,
  useSession,
  useUploadProgress,
} from '@nclude/shared';
import type { BulkReportReply, EnrolledUser } from '@nclude/shared/api-schemas';
import { listOrgUsers, uploadOrgFile } from '../adminApi';
import { BulkReportView, reportSummary } from '../components/BulkReportView';
import { SampleLink } from '../components/SampleLink';
import { SPREADSHEET_ACCEPT, isSpreadsheetFileName } from '../files';
import { m } from '../messages';
import './admin.css';

const FILE_ID = 'org-upload-file';

function hasSuccessFlag(body: unknown): body is { success: boolean; message?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean'
  );
}

/**
 * product rules §8: a failure without a success flag shows "some error occurred while fetching numbers
 * from the file!" (spelling corrected); otherwise the server's message.
 */
export function orgUploadFailure(error: unknown): string {
  if (error instanceof ApiError && hasSuccessFlag(error.body)) return errorMessage(error);
  return t('orgUploadFailed');
}

export default function OrgProfilePage() {
  const session = useSession();
  if (session.role !== 'org') return <NotAnOrganisation role={session.role} />;
  return <OrganisationProfile userName={session.userName ?? ''} />;
}

function NotAnOrganisation({ role }: { role: string | null }) {
  return (
    <div className="admin-page">
      <PageHeading>{m('orgHeading')}</PageHeading>
      <h2>{m('orgOnlyTitle')}</h2>
      <p>{m('orgOnlyText')}</p>
      <p>
        {role === 'user' ? (
          <Link to="/profile">{m('orgOnlyProfileLink')}</Link>
        ) : (
          <Link to="/">{m('orgOnlyDashboardLink')}</Link>
        )}
      </p>
    </div>
  );
}

function OrganisationProfile({ userName }: { userName: string }) {
  const addHeadingId = useId();
  const usersHeadingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const progress = useUploadProgress();
  const [report, setReport] = useState<BulkReportReply | null>(null);
  const [users, { retry: retryUsers, refresh: refreshUsers }] = useLoad(listOrgUsers);

  const chooseFile = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setFailure(null);
    setFileError(chosen && !isSpreadsheetFileName(chosen.name) ? m('wrongFileType') : null);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress.uploading) return;
    setFailure(null);
    const problem = !file
      ? m('orgChooseFile')
      : isSpreadsheetFileName(file.name)
        ? null
        : m('wrongFileType');
    setFileError(problem);
    if (problem || !file) {
      document.getElementById(FILE_ID)?.focus();
      return;
    }
    setReport(null);
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      const reply = await uploadOrgFile(file, { onProgress: progress.onProgress });
      if (reply.success === true) {
        setReport(reply);
        setFile(null);
        setFileFieldKey((key) => key + 1);
        announce(`${t('phonesWhitelisted')} ${reportSummary(reply, 'organisation')}.`);
        refreshUsers();
      } else {
        setFailure(
          hasSuccessFlag(reply) && typeof reply.message === 'string' && reply.message !== ''
            ? reply.message
            : t('orgUploadFailed'),
        );
      }
    } catch (error) {
      setFailure(orgUploadFailure(error));
    }
    progress.reset();
  };

  return (
    <div className="admin-page">
      <PageHeading>{m('orgHeading')}</PageHeading>
      {userName && <p>{m('orgSignedInAs', { userName })}</p>}

      <section aria-labelledby={addHeadingId}>
        <h2 id={addHeadingId}>{m('orgAddUsersHeading')}</h2>
        <p>{m('orgAddUsersIntro')}</p>
        <SampleLink file="numbers-sample.csv">{m('numbersSampleLink')}</SampleLink>
        <form className="admin-form" onSubmit={(event) => void upload(event)} noValidate>
          {/* Failures are announced at once (role=alert): departure 3 in docs/product-rules.md. */}
          <FormError>{failure}</FormError>
          <FileField
            key={fileFieldKey}
            id={FILE_ID}
            label={m('orgFileLabel')}
            hint={m('numbersFileHint')}
            accept={SPREADSHEET_ACCEPT}
            error={fileError}
            onFilesChange={chooseFile}
          />
          <UploadProgress fraction={progress.fraction} />
          <Button type="submit" loading={progress.uploading} loadingLabel={m('uploading')}>
            {m('uploadTheFile')}
          </Button>
        </form>
        {report && (
          <BulkReportView
            report={report}
            headingLevel={3}
            outcome={t('phonesWhitelisted')}
            reader="organisation"
          />
        )}
      </section>

      <section aria-labelledby={usersHeadingId}>
        <h2 id={usersHeadingId}>{m('orgUsersHeading')}</h2>
        {users.state === 'loading' && <Spinner label={m('orgUsersLoading')} showLabel />}
        {users.state === 'failed' && (
          <>
            <FormError>{users.reason}</FormError>
            <Button variant="secondary" onClick={retryUsers}>
              {m('retry')}
            </Button>
          </>
        )}
        {users.state === 'ready' &&
          (users.value.length === 0 ? (
            <p>{m('orgUsersEmpty')}</p>
          ) : (
            <EnrolledUsersTable users={users.value} />
          ))}
      </section>
    </div>
  );
}

function EnrolledUsersTable({ users }: { users: EnrolledUser[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{m('orgUsersCaption', { count: users.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{m('columnPhone')}</th>
            <th scope="col">{m('columnEnrolledOn')}</th>
            <th scope="col">{m('columnSignedUp')}</th>
            <th scope="col">{m('columnName')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.phoneNumber}>
              <th scope="row">{user.phoneNumber}</th>
              <td>{formatDate(user.addedAt) ?? user.addedAt}</td>
              <td>{m(user.signedUp ? 'yes' : 'no')}</td>
              <td>{user.userName ?? m('nameUnknown')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
