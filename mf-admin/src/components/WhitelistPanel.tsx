// WhiteList Numbers / WhiteList Emails: one entry at a time, or a spreadsheet / CSV file with a
// per-row report. The panel is mounted only while its tab is selected, so switching tab clears
// the chosen file, the errors and the report (product rules §4).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  ApiError,
  Button,
  errorMessage,
  FileField,
  FormError,
  LIBRARY_SCOPE,
  t,
  TextField,
  toast,
  UploadProgress,
  useUploadProgress,
  validateEmail,
  validateWhitelistPhone,
} from '@nclude/shared';
import type { BulkReportReply, ContactKind } from '@nclude/shared/api-schemas';
import { whitelistEmail, whitelistFile, whitelistNumber, type WhitelistScope } from '../adminApi';
import { SPREADSHEET_ACCEPT, isSpreadsheetFileName } from '../files';
import { m } from '../messages';
import { BulkReportView, reportSummary } from './BulkReportView';
import { SampleLink } from './SampleLink';

const TEXTS = {
  phone: {
    heading: 'numbersHeading',
    scopeHint: 'libraryAccessHintNumbers',
    singleHeading: 'singleNumberHeading',
    bulkHeading: 'bulkNumbersHeading',
    fileLabel: 'numbersFileLabel',
    fileHint: 'numbersFileHint',
    sampleLink: 'numbersSampleLink',
  },
  email: {
    heading: 'emailsHeading',
    scopeHint: 'libraryAccessHintEmails',
    singleHeading: 'singleEmailHeading',
    bulkHeading: 'bulkEmailsHeading',
    fileLabel: 'emailsFileLabel',
    fileHint: 'emailsFileHint',
    sampleLink: 'emailsSampleLink',
  },
} as const;

export function WhitelistPanel({ kind }: { kind: ContactKind }) {
  const texts = TEXTS[kind];
  const headingId = useId();
  const singleHeadingId = useId();
  const bulkHeadingId = useId();
  const scopeHintId = useId();
  const needsFileId = useId();
  const valueId = `whitelist-${kind}-value`;
  const fileId = `whitelist-${kind}-file`;

  const [libraryAccess, setLibraryAccess] = useState(true);
  const scope: WhitelistScope = libraryAccess ? LIBRARY_SCOPE : null;

  // One entry
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const [singleFailure, setSingleFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  // A file
  const [file, setFile] = useState<File | null>(null);
  // Bumped to give the file input a fresh, empty state after an upload.
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [bulkFailure, setBulkFailure] = useState<string | null>(null);
  const progress = useUploadProgress();
  const [report, setReport] = useState<BulkReportReply | null>(null);
  // After an upload the Add Users button (which had focus) is disabled again because the file was
  // used: focus goes to the report's heading, the outcome the user is waiting for, once it is shown.
  const reportHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusReport = useRef(false);
  useEffect(() => {
    if (!report || !focusReport.current) return;
    focusReport.current = false;
    reportHeadingRef.current?.focus();
  }, [report]);

  const addOne = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    setSingleFailure(null);
    const entry = value.trim();
    const problem = kind === 'phone' ? validateWhitelistPhone(entry) : validateEmail(entry);
    setValueError(problem);
    if (problem) {
      document.getElementById(valueId)?.focus();
      return;
    }
    setAdding(true);
    try {
      const reply =
        kind === 'phone' ? await whitelistNumber(entry, scope) : await whitelistEmail(entry, scope);
      const success = t('successfullyWhitelisted');
      toast(
        reply.alreadyPresent > 0 && reply.added === 0
          ? `${success}. ${m('alreadyWhitelisted', { value: entry })}`
          : success,
        { kind: 'success' },
      );
      setValue('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setValueError(error.message);
        document.getElementById(valueId)?.focus();
      } else {
        // departure 3 in docs/product-rules.md: the earlier product only logged this failure; we show and announce it.
        setSingleFailure(errorMessage(error));
      }
    }
    setAdding(false);
  };

  const chooseFile = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setBulkFailure(null);
    setFileError(chosen && !isSpreadsheetFileName(chosen.name) ? m('wrongFileType') : null);
  };

  const uploadFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || progress.uploading) return;
    setBulkFailure(null);
    if (!isSpreadsheetFileName(file.name)) {
      setFileError(m('wrongFileType'));
      document.getElementById(fileId)?.focus();
      return;
    }
    setReport(null);
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      const reply = await whitelistFile(kind, file, scope, { onProgress: progress.onProgress });
      focusReport.current = true;
      setReport(reply);
      setFile(null);
      setFileFieldKey((key) => key + 1);
      toast(
        m('bulkToast', { outcome: t('successfullyWhitelisted'), summary: reportSummary(reply) }),
        { kind: 'success' },
      );
    } catch (error) {
      // departure 3 in docs/product-rules.md: shown in the form and announced (role=alert).
      setBulkFailure(errorMessage(error));
    }
    progress.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m(texts.heading)}</h2>

      <div className="admin-checkbox">
        <input
          id={`whitelist-${kind}-library`}
          type="checkbox"
          checked={libraryAccess}
          aria-describedby={scopeHintId}
          onChange={(event) => setLibraryAccess(event.target.checked)}
        />
        <label htmlFor={`whitelist-${kind}-library`}>{m('libraryAccessLabel')}</label>
      </div>
      <p id={scopeHintId} className="nc-field__hint">
        {m(texts.scopeHint)}
      </p>

      <form
        className="admin-form"
        aria-labelledby={singleHeadingId}
        onSubmit={(event) => void addOne(event)}
        noValidate
      >
        <h3 id={singleHeadingId}>{m(texts.singleHeading)}</h3>
        <FormError>{singleFailure}</FormError>
        {kind === 'phone' ? (
          <TextField
            id={valueId}
            type="tel"
            inputMode="numeric"
            label={m('phoneNumberLabel')}
            hint={m('phoneNumberHint')}
            autoComplete="off"
            value={value}
            error={valueError}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <TextField
            id={valueId}
            type="email"
            label={m('emailLabel')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={value}
            error={valueError}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Button type="submit" loading={adding} loadingLabel={m('adding')}>
          {m('add')}
        </Button>
      </form>

      <form
        className="admin-form"
        aria-labelledby={bulkHeadingId}
        onSubmit={(event) => void uploadFile(event)}
        noValidate
      >
        <h3 id={bulkHeadingId}>{m(texts.bulkHeading)}</h3>
        <SampleLink file={kind === 'phone' ? 'numbers-sample.csv' : 'emails-sample.csv'}>
          {m(texts.sampleLink)}
        </SampleLink>
        <FormError>{bulkFailure}</FormError>
        <FileField
          key={fileFieldKey}
          id={fileId}
          label={m(texts.fileLabel)}
          hint={m(texts.fileHint)}
          accept={SPREADSHEET_ACCEPT}
          error={fileError}
          onFilesChange={chooseFile}
        />
        {!file && (
          <p id={needsFileId} className="nc-field__hint">
            {m('addUsersNeedsFile')}
          </p>
        )}
        <UploadProgress fraction={progress.fraction} />
        <Button
          type="submit"
          disabled={!file}
          aria-describedby={file ? undefined : needsFileId}
          loading={progress.uploading}
          loadingLabel={m('uploading')}
        >
          {m('addUsers')}
        </Button>
      </form>

      {report && <BulkReportView report={report} headingLevel={3} headingRef={reportHeadingRef} />}
    </section>
  );
}
