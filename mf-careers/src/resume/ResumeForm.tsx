// The resume upload form (spec 02 §2), for its two purposes: `job` (recommendations; then
// /opportunity/uploadingResume/recommend) and `career` (the career chatbot; then
// /opportunity/uploadingResume/career, with Skip to the chatbot). A PDF within the server's
// limit, dropped or browsed to, uploaded with a progress bar; the button stays focusable while
// no file is chosen and says why. Departures: an upload failure is said here and keeps the file
// (the spec only logs it and moves on); the spec's unsent LinkedIn field is left out.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  FileDropField,
  FormError,
  isAbortError,
  isPdfFileName,
  Link,
  UploadProgress,
  useNavigate,
  useUploadProgress,
} from '@nclude/shared';
import { uploadResume } from '../careersApi';
import { m } from '../messages';

export type ResumePurpose = 'job' | 'career';

export interface ResumeFormProps {
  purpose: ResumePurpose;
  /** Largest resume in MB, as the server says. */
  maxUploadMb: number;
}

export function ResumeForm({ purpose, maxUploadMb }: ResumeFormProps) {
  const navigate = useNavigate();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const progress = useUploadProgress();
  const uploading = useRef(false);

  const refusalOf = (chosen: File): string | null => {
    if (!isPdfFileName(chosen.name) && chosen.type !== 'application/pdf')
      return m('resumeNotPdf', { fileName: chosen.name });
    if (chosen.size > maxUploadMb * 1048576)
      return m('resumeTooLarge', { fileName: chosen.name, max: maxUploadMb });
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading.current) return;
    setFailure(null);
    const found = file ? refusalOf(file) : m('resumeFileRequired');
    setProblem(found);
    if (found || !file) {
      document.getElementById(fileId)?.focus();
      return;
    }
    uploading.current = true;
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      await uploadResume(file, { onProgress: progress.onProgress });
      navigate(`/opportunity/uploadingResume/${purpose === 'job' ? 'recommend' : 'career'}`);
    } catch (error) {
      if (!isAbortError(error))
        setFailure(m('uploadFailed', { fileName: file.name, reason: errorMessage(error) }));
      progress.reset();
    } finally {
      uploading.current = false;
    }
  };

  return (
    <form className="careers-resume-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure && <FormError>{failure}</FormError>}
      <FileDropField
        id={fileId}
        label={m('resumeFileLabel')}
        hint={m('resumeFileHint', { max: maxUploadMb })}
        accept="application/pdf,.pdf"
        fileName={file?.name ?? null}
        onFileChange={(chosen) => {
          setFile(chosen);
          setFailure(null);
          setProblem(chosen && refusalOf(chosen));
        }}
        error={problem}
        aria-required="true"
      />
      <UploadProgress fraction={progress.fraction} />
      {!file && (
        <p id={hintId} className="careers-hint">
          {m('resumeIncomplete')}
        </p>
      )}
      <div className="careers-actions">
        <Button
          type="submit"
          loading={progress.uploading}
          loadingLabel={m('uploadingResume')}
          aria-disabled={!file || progress.uploading || undefined}
          aria-describedby={file ? undefined : hintId}
        >
          {m('uploadResume')}
        </Button>
        {purpose === 'career' && (
          <Link className="nc-button nc-button--secondary" to="/opportunity/chatbot">
            {m('skip')}
          </Link>
        )}
      </div>
      {purpose === 'career' && <p className="careers-hint">{m('skipHint')}</p>}
    </form>
  );
}
