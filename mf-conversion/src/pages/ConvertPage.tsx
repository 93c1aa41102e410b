// The upload form of a kind (spec 02 §2, §4, §5): /docaccess/new takes a PDF, the output format,
// the document's language and an optional tag; /avaccess/new takes an audio or video file, the
// spoken language, the caption format (TXT by default) and an optional tag, offering only what the
// server's captions engine can do. The file is dropped or browsed to and uploaded with a progress
// bar; then the processing page. The button stays focusable while the form is incomplete
// (aria-disabled) and says why; pressing it then points to what is missing. A file the kind
// refuses (not a PDF; MIDI; too large) is said on the field as soon as it is chosen. An upload
// failure keeps the user here, with the file still chosen, and says why.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  Combobox,
  errorMessage,
  ErrorSummary,
  FileDropField,
  FormError,
  isAbortError,
  type Loaded,
  LoadState,
  Modal,
  nameLength,
  PageHeading,
  REQUEST_PAGE_SIZE,
  Select,
  TAG_MAX,
  UploadProgress,
  useFormProblems,
  useLoad,
  useNavigate,
  useUploadProgress,
} from '@nclude/shared';
import { listRequests, uploadRequest } from '../conversionApi';
import type { ConversionKind, FormSettings } from '../kinds';
import { FORMAT_ABOUT_KEYS, formatLabel, languageLabel } from '../labels';
import { m } from '../messages';
import './conversion.css';

/** What the processing page is told about the upload. */
export interface UploadedState {
  fileName: string;
}

export default function ConvertPage({ kind }: { kind: ConversionKind }) {
  const { settings } = kind;
  return typeof settings === 'function' ? (
    <ServedSettingsPage kind={kind} load={settings} />
  ) : (
    <ConvertLayout kind={kind} settings={{ state: 'ready', value: settings }} />
  );
}

/** The form of a kind whose settings come from the server: shown once they have arrived. */
function ServedSettingsPage({
  kind,
  load,
}: {
  kind: ConversionKind;
  load: (signal: AbortSignal) => Promise<FormSettings>;
}) {
  const [settings, { retry }] = useLoad(load);
  return <ConvertLayout kind={kind} settings={settings} onRetry={retry} />;
}

function ConvertLayout({
  kind,
  settings,
  onRetry = () => undefined,
}: {
  kind: ConversionKind;
  settings: Loaded<FormSettings>;
  onRetry?: () => void;
}) {
  const [aboutOpen, setAboutOpen] = useState(false);
  const known = settings.state === 'ready' ? settings.value : null;
  const { texts } = kind;

  return (
    <div className="conversion-page">
      <PageHeading>{m(texts.convertHeading)}</PageHeading>
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
      <Modal open={aboutOpen} title={m(texts.aboutTitle)} onClose={() => setAboutOpen(false)}>
        <p>{m(texts.aboutText)}</p>
        <p>{m('aboutFormats')}</p>
        <ul>
          {(known?.formats ?? kind.formats).map((format) => {
            const key = FORMAT_ABOUT_KEYS[format as keyof typeof FORMAT_ABOUT_KEYS];
            return <li key={format}>{key ? m(key) : formatLabel(format)}</li>;
          })}
        </ul>
        {known?.engine && (
          <p>
            {m('aboutEngine', { engine: known.engine })}
            {known.engineNote && ` ${known.engineNote}`}
          </p>
        )}
        <p>{m(texts.aboutNotify)}</p>
      </Modal>

      <LoadState
        state={settings}
        loadingLabel={m('loadingOptions')}
        failure={(reason) => m('optionsFailed', { reason })}
        onRetry={onRetry}
      >
        {(value) => <ConvertForm kind={kind} settings={value} />}
      </LoadState>
    </div>
  );
}

function ConvertForm({ kind, settings }: { kind: ConversionKind; settings: FormSettings }) {
  const navigate = useNavigate();
  const hintId = useId();
  const unavailableId = useId();
  const { texts, basePath } = kind;
  // Ids the error summary links to: "docaccess-file", "avaccess-format"…
  const fileId = `${basePath.slice(1)}-file`;
  const formatId = `${basePath.slice(1)}-format`;
  const tagId = `${basePath.slice(1)}-tag`;
  const [file, setFile] = useState<File | null>(null);
  const [outputFormat, setOutputFormat] = useState(settings.defaultFormat);
  const [language, setLanguage] = useState(settings.defaultLanguage);
  const [tag, setTag] = useState('');
  const { problems, messageOf: shown, report, clear } = useFormProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const progress = useUploadProgress();
  const uploadingRef = useRef(false);

  // The user's earlier tags come with the list call (spec 02 §4); without them the field still
  // takes any text, so a failure here is not worth interrupting anyone for.
  const [previous] = useLoad((signal) =>
    listRequests(kind.collection, { page: 1, limit: REQUEST_PAGE_SIZE, search: '' }, signal),
  );
  const tags = previous.state === 'ready' ? previous.value.tags : [];

  const unavailable = settings.available
    ? null
    : m('captionsUnavailable', { reason: settings.reason ?? '' }).trim();
  const formatChosen = settings.formats.includes(outputFormat);
  const fileProblem = !file ? m(texts.fileRequired) : settings.refuseFile(file);
  const formatProblem = formatChosen ? null : m('outputRequired');
  const tagProblem = nameLength(tag.trim()) > TAG_MAX ? m('tagTooLong', { max: TAG_MAX }) : null;
  const complete = file !== null && formatChosen && unavailable === null;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    // A refused file is said on the field as soon as it is chosen; the summary waits for the button.
    setRefusal(chosen && settings.refuseFile(chosen));
    clear(fileId);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploadingRef.current) return;
    if (unavailable !== null) {
      announce(unavailable, 'assertive');
      return;
    }
    setFailure(null);
    const found = report([
      fileProblem && { fieldId: fileId, label: m(texts.fileLabel), message: fileProblem },
      formatProblem && { fieldId: formatId, label: m(texts.outputLabel), message: formatProblem },
      tagProblem && { fieldId: tagId, label: m('tagLabel'), message: tagProblem },
    ]);
    // A missing file is always one of the problems found.
    if (found || !file) return;
    uploadingRef.current = true;
    progress.start();
    announce(m('uploadStarted', { fileName: file.name }));
    try {
      await uploadRequest(
        kind.collection,
        { file, outputFormat, language, tag },
        { onProgress: progress.onProgress },
      );
      const state: UploadedState = { fileName: file.name };
      navigate(`${basePath}/uploading`, { state });
    } catch (error) {
      if (!isAbortError(error))
        setFailure(m('uploadFailed', { fileName: file.name, reason: errorMessage(error) }));
      progress.reset();
    } finally {
      uploadingRef.current = false;
    }
  };

  // Without a preselected format the user must choose one (documents); with one, the empty
  // choice is not offered.
  const formatRequired = settings.defaultFormat === '';

  return (
    <form className="conversion-form" noValidate onSubmit={(event) => void submit(event)}>
      {unavailable && (
        <p id={unavailableId} role="status" className="conversion-unavailable">
          {unavailable}
        </p>
      )}
      <ErrorSummary problems={problems} />
      {/* Failures are shown and said at once (role=alert): departure 3 of docs/product-rules.md. */}
      <FormError>{failure}</FormError>
      <FileDropField
        id={fileId}
        label={m(texts.fileLabel)}
        hint={settings.fileHint()}
        accept={kind.accept}
        fileName={file?.name ?? null}
        onFileChange={chooseFile}
        error={shown(fileId) ?? refusal}
        aria-required="true"
      />
      <Select
        id={formatId}
        label={m(texts.outputLabel)}
        placeholder={formatRequired ? undefined : null}
        options={settings.formats.map((format) => ({ value: format, label: formatLabel(format) }))}
        value={outputFormat}
        onChange={(event) => {
          setOutputFormat(event.target.value);
          clear(formatId);
        }}
        error={shown(formatId)}
        required={formatRequired}
      />
      {settings.languages.length > 0 && (
        <Select
          label={m(texts.languageLabel)}
          hint={m(texts.languageHint)}
          placeholder={null}
          options={settings.languages.map((code) => ({ value: code, label: languageLabel(code) }))}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        />
      )}
      <Combobox
        id={tagId}
        label={m('tagLabel')}
        hint={m('tagHint', { max: TAG_MAX })}
        value={tag}
        onValueChange={(value) => {
          setTag(value);
          clear(tagId);
        }}
        options={tags}
        error={shown(tagId)}
      />
      <UploadProgress fraction={progress.fraction} />
      {!complete && !unavailable && (
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
        aria-describedby={unavailable ? unavailableId : complete ? undefined : hintId}
      >
        {m('convert')}
      </Button>
    </form>
  );
}
