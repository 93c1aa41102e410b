// Convert document (/docaccess/new; spec 02 §2, §4, §5): a PDF, dropped or browsed to, the output
// format, the document's language and an optional tag, uploaded with a progress bar; then the
// processing page. The button stays focusable while the form is incomplete (aria-disabled) and
// says why; pressing it then points to what is missing. An upload failure keeps the user here,
// with the file still chosen, and says why.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  Combobox,
  DOCUMENT_LANGUAGES,
  DOCUMENT_OUTPUT_FORMATS,
  ErrorSummary,
  errorMessage,
  FileDropField,
  FormError,
  isAbortError,
  isPdfFileName,
  Modal,
  nameLength,
  PageHeading,
  REQUEST_PAGE_SIZE,
  Select,
  t,
  TAG_MAX,
  UploadProgress,
  useLoad,
  useNavigate,
  useUploadProgress,
  type DocumentLanguage,
  type DocumentOutputFormat,
  type FieldProblem,
} from '@nclude/shared';
import { listDocuments, uploadDocument } from '../conversionApi';
import { formatLabel, languageLabel } from '../labels';
import { m } from '../messages';
import './conversion.css';

const FILE_ID = 'docaccess-file';
const FORMAT_ID = 'docaccess-format';
const TAG_ID = 'docaccess-tag';

/** What the processing page is told about the upload. */
export interface UploadedState {
  fileName: string;
}

function isOutputFormat(value: string): value is DocumentOutputFormat {
  return (DOCUMENT_OUTPUT_FORMATS as readonly string[]).includes(value);
}

function isDocumentLanguage(value: string): value is DocumentLanguage {
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

export default function ConvertPage() {
  const navigate = useNavigate();
  const hintId = useId();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [outputFormat, setOutputFormat] = useState('');
  const [language, setLanguage] = useState<DocumentLanguage>('auto');
  const [tag, setTag] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const progress = useUploadProgress();
  const uploadingRef = useRef(false);

  // The user's earlier tags come with the list call (spec 02 §4); without them the field still
  // takes any text, so a failure here is not worth interrupting anyone for.
  const [previous] = useLoad((signal) =>
    listDocuments({ page: 1, limit: REQUEST_PAGE_SIZE, search: '' }, signal),
  );
  const tags = previous.state === 'ready' ? previous.value.tags : [];

  const fileProblem = !file ? m('fileRequired') : isPdfFileName(file.name) ? null : t('pdfOnly');
  const formatProblem = isOutputFormat(outputFormat) ? null : m('outputRequired');
  const tagProblem = nameLength(tag.trim()) > TAG_MAX ? m('tagTooLong', { max: TAG_MAX }) : null;
  const complete = file !== null && isOutputFormat(outputFormat);
  const shown = (fieldId: string) =>
    problems.find((problem) => problem.fieldId === fieldId)?.message ?? null;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    // A wrong type is said on the field as soon as it is chosen; the summary waits for the button.
    setTypeError(chosen && !isPdfFileName(chosen.name) ? t('pdfOnly') : null);
    setProblems((current) => current.filter((problem) => problem.fieldId !== FILE_ID));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploadingRef.current) return;
    setFailure(null);
    const found: FieldProblem[] = [
      fileProblem && { fieldId: FILE_ID, label: m('fileLabel'), message: fileProblem },
      formatProblem && { fieldId: FORMAT_ID, label: m('outputLabel'), message: formatProblem },
      tagProblem && { fieldId: TAG_ID, label: m('tagLabel'), message: tagProblem },
    ].filter((problem): problem is FieldProblem => Boolean(problem));
    setProblems(found);
    if (found.length > 0 || !file || !isOutputFormat(outputFormat)) {
      document.getElementById(found[0]?.fieldId ?? FILE_ID)?.focus();
      return;
    }
    uploadingRef.current = true;
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      await uploadDocument(
        { file, outputFormat, language, tag },
        { onProgress: progress.onProgress },
      );
      const state: UploadedState = { fileName: file.name };
      navigate('/docaccess/uploading', { state });
    } catch (error) {
      if (!isAbortError(error))
        setFailure(m('uploadFailed', { fileName: file.name, reason: errorMessage(error) }));
      progress.reset();
    } finally {
      uploadingRef.current = false;
    }
  };

  return (
    <div className="conversion-page">
      <PageHeading>{m('convertHeading')}</PageHeading>
      <p>
        {m('aboutLead')}{' '}
        <button
          type="button"
          className="nc-button nc-button--link"
          aria-haspopup="dialog"
          onClick={() => setAboutOpen(true)}
        >
          {m('clickHere')}
        </button>
      </p>
      <Modal open={aboutOpen} title={m('aboutTitle')} onClose={() => setAboutOpen(false)}>
        <p>{m('aboutText')}</p>
        <p>{m('aboutFormats')}</p>
        <ul>
          <li>{m('aboutHtml')}</li>
          <li>{m('aboutDocx')}</li>
          <li>{m('aboutEpub')}</li>
        </ul>
        <p>{m('aboutNotify')}</p>
      </Modal>

      <form className="conversion-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary problems={problems} />
        {/* Failures are shown and said at once (role=alert): departure 3 of docs/product-rules.md. */}
        <FormError>{failure}</FormError>
        <FileDropField
          id={FILE_ID}
          label={m('fileLabel')}
          hint={m('fileHint')}
          accept=".pdf,application/pdf"
          fileName={file?.name ?? null}
          onFileChange={chooseFile}
          error={shown(FILE_ID) ?? typeError}
          aria-required="true"
        />
        <Select
          id={FORMAT_ID}
          label={m('outputLabel')}
          options={DOCUMENT_OUTPUT_FORMATS.map((format) => ({
            value: format,
            label: formatLabel(format),
          }))}
          value={outputFormat}
          onChange={(event) => {
            setOutputFormat(event.target.value);
            setProblems((current) => current.filter((problem) => problem.fieldId !== FORMAT_ID));
          }}
          error={shown(FORMAT_ID)}
          required
        />
        <Select
          label={m('languageLabel')}
          hint={m('languageHint')}
          placeholder={null}
          options={DOCUMENT_LANGUAGES.map((code) => ({ value: code, label: languageLabel(code) }))}
          value={language}
          onChange={(event) => {
            if (isDocumentLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        />
        <Combobox
          id={TAG_ID}
          label={m('tagLabel')}
          hint={m('tagHint', { max: TAG_MAX })}
          value={tag}
          onValueChange={(value) => {
            setTag(value);
            setProblems((current) => current.filter((problem) => problem.fieldId !== TAG_ID));
          }}
          options={tags}
          error={shown(TAG_ID)}
        />
        <UploadProgress fraction={progress.fraction} />
        {!complete && (
          <p id={hintId} className="conversion-hint">
            {m('disabledHint')}
          </p>
        )}
        {/* Focusable while incomplete, so the hint is found with the button and a press
            points to what is missing. */}
        <Button
          type="submit"
          loading={progress.uploading}
          loadingLabel={m('uploading')}
          aria-disabled={!complete || progress.uploading || undefined}
          aria-describedby={complete ? undefined : hintId}
        >
          {m('convert')}
        </Button>
      </form>
    </div>
  );
}
