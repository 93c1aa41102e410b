// Importing postings from a feed file (CSV, JSON, schema.org JSON-LD alone or in HTML) with the
// values rows may lack (source, category, email for applications), upload progress, and the
// report per posting. Like the whitelist's bulk upload: the file is checked by name and size
// before it is sent, the outcome is announced, and focus goes to the report once it is shown.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  FileField,
  FormError,
  Select,
  t,
  TextField,
  UploadProgress,
  useUploadProgress,
} from '@nclude/shared';
import type { ImportReply, JobCategory } from '@nclude/shared/api-schemas';
import { isEmailAddress } from '@nclude/shared/validation';
import { importJobFeed } from '../adminApi';
import { FEED_ACCEPT, FEED_MAX_BYTES, isFeedFileName } from '../files';
import { JOB_CATEGORY_VALUES, POSTING_LIMITS, categoryLabel } from '../jobPostings';
import { m } from '../messages';
import { ImportReportView } from './ImportReportView';
import { SampleLink } from './SampleLink';

const FILE_ID = 'job-import-file';
const CONTACT_ID = 'job-import-contact';

function fileProblem(file: File | null): string | null {
  if (!file) return m('errorChooseFeed');
  if (!isFeedFileName(file.name)) return m('errorFeedType');
  if (file.size > FEED_MAX_BYTES) return m('errorFeedSize');
  return null;
}

export function JobImportPanel({ onImported }: { onImported: (report: ImportReply) => void }) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  // Bumped to give the file input a fresh, empty state after an import.
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [source, setSource] = useState('');
  const [category, setCategory] = useState<JobCategory | ''>('');
  const [contactEmail, setContactEmail] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReply | null>(null);
  const progress = useUploadProgress();
  const reportHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusReport = useRef(false);
  useEffect(() => {
    if (!report || !focusReport.current) return;
    focusReport.current = false;
    reportHeadingRef.current?.focus();
  }, [report]);

  const chooseFile = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setFailure(null);
    setFileError(chosen ? fileProblem(chosen) : null);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress.uploading) return;
    setFailure(null);
    const problem = fileProblem(file);
    const email = contactEmail.trim();
    const emailProblem = email !== '' && !isEmailAddress(email) ? t('invalidEmail') : null;
    setFileError(problem);
    setContactError(emailProblem);
    if (problem || emailProblem || !file) {
      document.getElementById(problem ? FILE_ID : CONTACT_ID)?.focus();
      return;
    }
    setReport(null);
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      const reply = await importJobFeed(
        file,
        { source, category: category === '' ? null : category, contactEmail: email },
        { onProgress: progress.onProgress },
      );
      focusReport.current = true;
      setReport(reply);
      setFile(null);
      setFileFieldKey((key) => key + 1);
      // Said as well as shown: the heading takes focus, the summary follows it.
      announce(reply.message);
      onImported(reply);
    } catch (error) {
      setFailure(m('importFailed', { reason: errorMessage(error) }));
    }
    progress.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m('importHeading')}</h2>
      <p>{m('importIntro')}</p>
      <SampleLink file="jobs-sample.csv">{m('jobsSampleLink')}</SampleLink>
      <form
        className="admin-form"
        aria-labelledby={headingId}
        onSubmit={(event) => void upload(event)}
        noValidate
      >
        <FormError>{failure}</FormError>
        <FileField
          key={fileFieldKey}
          id={FILE_ID}
          label={m('feedFileLabel')}
          hint={m('feedFileHint')}
          accept={FEED_ACCEPT}
          error={fileError}
          onFilesChange={chooseFile}
        />
        <fieldset className="admin-fieldset">
          <legend>{m('importDefaultsLegend')}</legend>
          <TextField
            label={m('fieldSource')}
            hint={m('importSourceHint')}
            maxLength={POSTING_LIMITS.source}
            autoComplete="off"
            value={source}
            onChange={(event) => setSource(event.target.value)}
          />
          <Select
            label={m('fieldCategory')}
            placeholder={m('importCategoryNone')}
            options={JOB_CATEGORY_VALUES.map((value) => ({ value, label: categoryLabel(value) }))}
            value={category}
            onChange={(event) =>
              setCategory(JOB_CATEGORY_VALUES.find((value) => value === event.target.value) ?? '')
            }
          />
          <TextField
            id={CONTACT_ID}
            type="email"
            label={m('fieldContactEmail')}
            hint={m('hintContactEmail')}
            maxLength={POSTING_LIMITS.contactEmail}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={contactEmail}
            error={contactError}
            onChange={(event) => setContactEmail(event.target.value)}
          />
        </fieldset>
        <UploadProgress fraction={progress.fraction} />
        <Button type="submit" loading={progress.uploading} loadingLabel={m('importingFeed')}>
          {m('importFeed')}
        </Button>
      </form>
      {report && <ImportReportView report={report} headingRef={reportHeadingRef} />}
    </section>
  );
}
