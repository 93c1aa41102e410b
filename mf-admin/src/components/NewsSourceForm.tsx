// Adding a news source: its name, feed address, language, categories and interval (and, where the
// server allows it, the local mark), checked here before anything is sent, each problem shown at
// its field and listed in an error summary. "Test feed" has the server fetch and read the feed
// without keeping it and shows what it found; its refusal is shown at the address. A refusal of
// the source is shown at the field it is about (an existing name or address, for one).
import { useId, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  ErrorSummary,
  type FieldProblem,
  formatNumber,
  FormError,
  isApiError,
  Select,
  TextField,
  useFormProblems,
} from '@nclude/shared';
import type { AdminNewsSource, AdminNewsTestReply } from '@nclude/shared/api-schemas';
import {
  NEWS_CATEGORIES_MAX,
  NEWS_FEED_URL_MAX,
  NEWS_INTERVAL_MAX,
  NEWS_INTERVAL_MIN,
  NEWS_LANGUAGES,
  NEWS_SOURCE_NAME_MAX,
} from '@nclude/shared/validation';
import { addNewsSource, testNewsFeed } from '../adminApi';
import { m, type AdminMessageKey } from '../messages';
import {
  SOURCE_FIELDS,
  conflictField,
  draftProblems,
  emptySourceDraft,
  feedUrlProblem,
  newsLanguageLabel,
  refusedField,
  sourceBody,
  type SourceDraft,
  type SourceField,
  type SourceProblems,
} from '../newsSources';

const ID_PREFIX = 'news-source';
/** The element a problem of `field` is tied to. */
export const sourceFieldId = (field: SourceField) => `${ID_PREFIX}-${field}`;
const LOCAL_ID = `${ID_PREFIX}-local`;

const LABELS: Record<SourceField, AdminMessageKey> = {
  name: 'sourceNameLabel',
  url: 'sourceUrlLabel',
  language: 'sourceLanguageLabel',
  categories: 'sourceCategoriesLabel',
  interval: 'sourceIntervalLabel',
};
const REQUIRED: readonly SourceField[] = ['name', 'url', 'language'];

function labelOf(field: SourceField): string {
  return REQUIRED.includes(field) ? `${m(LABELS[field])} ${m('requiredMark')}` : m(LABELS[field]);
}

interface TestResult {
  url: string;
  reply: AdminNewsTestReply;
}

export function NewsSourceForm({
  sources,
  localAllowed,
  onAdded,
}: {
  /** The sources on screen: they tell which field a refusal of a duplicate is about. */
  sources: readonly AdminNewsSource[];
  /** Whether the server lets sources be marked local: the checkbox is shown only then. */
  localAllowed: boolean;
  /** Called with the server's message once the source is added (the form is empty again). */
  onAdded: (message: string) => void;
}) {
  const headingId = useId();
  const localHintId = useId();
  const [draft, setDraft] = useState<SourceDraft>(emptySourceDraft);
  const [problems, setProblems] = useState<SourceProblems>({});
  // Listed on each attempt to add; the fields' own messages follow the corrections as typed.
  const { problems: summary, report, clearAll: clearSummary } = useFormProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<TestResult | null>(null);

  const change = <K extends keyof SourceDraft>(field: K, value: SourceDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'local') setProblems((current) => ({ ...current, [field]: undefined }));
    // A result belongs to the address (and mark) it was found with.
    if (field === 'url' || field === 'local') setTested(null);
  };

  const showAt = (field: SourceField, message: string) => {
    setProblems({ [field]: message });
    report([{ fieldId: sourceFieldId(field), label: m(LABELS[field]), message }]);
  };

  const test = async () => {
    if (testing || adding) return;
    setFailure(null);
    clearSummary();
    setTested(null);
    const problem = feedUrlProblem(draft.url);
    setProblems(problem ? { url: problem } : {});
    if (problem) {
      document.getElementById(sourceFieldId('url'))?.focus();
      return;
    }
    const url = draft.url.trim();
    setTesting(true);
    try {
      const reply = await testNewsFeed(
        localAllowed && draft.local ? { url, local: true } : { url },
      );
      setTested({ url, reply });
    } catch (error) {
      const reason = errorMessage(error);
      // Shown at the address, whatever went wrong: the address is what the administrator changes.
      setProblems({ url: reason });
      announce(m('feedTestFailed', { reason }));
      document.getElementById(sourceFieldId('url'))?.focus();
    }
    setTesting(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding || testing) return;
    setFailure(null);
    const found = draftProblems(draft);
    setProblems(found);
    const list: FieldProblem[] = SOURCE_FIELDS.flatMap((field) => {
      const message = found[field];
      return message ? [{ fieldId: sourceFieldId(field), label: m(LABELS[field]), message }] : [];
    });
    if (report(list)) return;
    setAdding(true);
    try {
      const reply = await addNewsSource(sourceBody(draft, localAllowed));
      setDraft(emptySourceDraft());
      setTested(null);
      setAdding(false);
      onAdded(reply.message);
    } catch (error) {
      setAdding(false);
      if (isApiError(error) && error.status === 409) {
        showAt(conflictField(draft, sources), error.message);
        return;
      }
      const field =
        isApiError(error) && error.status === 400
          ? refusedField(error.message, SOURCE_FIELDS)
          : null;
      if (field) showAt(field, errorMessage(error));
      else setFailure(m('addSourceRefused', { reason: errorMessage(error) }));
    }
  };

  const text = (field: Exclude<SourceField, 'language'>) => ({
    id: sourceFieldId(field),
    label: labelOf(field),
    value: draft[field],
    error: problems[field] ?? null,
    required: REQUIRED.includes(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m('addSourceHeading')}</h2>
      <p>{m('addSourceIntro')}</p>
      <form
        className="admin-form"
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <ErrorSummary problems={summary} />
        <FormError>{failure}</FormError>
        <TextField
          {...text('name')}
          hint={m('sourceNameHint')}
          maxLength={NEWS_SOURCE_NAME_MAX}
          autoComplete="off"
        />
        <TextField
          {...text('url')}
          type="url"
          inputMode="url"
          hint={m('sourceUrlHint')}
          maxLength={NEWS_FEED_URL_MAX}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
        <Select
          id={sourceFieldId('language')}
          label={labelOf('language')}
          hint={m('sourceLanguageHint')}
          options={NEWS_LANGUAGES.map((value) => ({ value, label: newsLanguageLabel(value) }))}
          value={draft.language}
          error={problems.language ?? null}
          required
          onChange={(event) =>
            change('language', NEWS_LANGUAGES.find((value) => value === event.target.value) ?? '')
          }
        />
        <TextField
          {...text('categories')}
          hint={m('sourceCategoriesHint', { max: NEWS_CATEGORIES_MAX })}
          autoComplete="off"
        />
        <TextField
          {...text('interval')}
          inputMode="numeric"
          hint={m('sourceIntervalHint', { min: NEWS_INTERVAL_MIN, max: NEWS_INTERVAL_MAX })}
          autoComplete="off"
          spellCheck={false}
        />
        {localAllowed && (
          <>
            <div className="admin-checkbox">
              <input
                id={LOCAL_ID}
                type="checkbox"
                checked={draft.local}
                aria-describedby={localHintId}
                onChange={(event) => change('local', event.target.checked)}
              />
              <label htmlFor={LOCAL_ID}>{m('sourceLocalLabel')}</label>
            </div>
            <p id={localHintId} className="nc-field__hint">
              {m('sourceLocalHint')}
            </p>
          </>
        )}
        <div className="admin-actions">
          <Button
            variant="secondary"
            loading={testing}
            loadingLabel={m('testingFeed')}
            onClick={() => void test()}
          >
            {m('testFeed')}
          </Button>
          <Button type="submit" loading={adding} loadingLabel={m('addingSource')}>
            {m('addSource')}
          </Button>
        </div>
      </form>
      {/* Present before any result, so screen readers read the result when it appears. */}
      <div className="admin-result" role="status" aria-live="polite" aria-atomic="true">
        {tested && <FeedTestResult {...tested} />}
      </div>
    </section>
  );
}

function FeedTestResult({ url, reply }: TestResult) {
  const titlesId = useId();
  return (
    <>
      <h3>{m('feedTestHeading', { url })}</h3>
      <p>{reply.message}</p>
      <p>{m('feedTestFormat', { format: reply.format })}</p>
      <p>{reply.title ? m('feedTestTitle', { title: reply.title }) : m('feedTestNoTitle')}</p>
      <p>{m('feedTestItemCount', { count: formatNumber(reply.itemCount) })}</p>
      {reply.titles.length > 0 && (
        <>
          <p id={titlesId}>{m('feedTestTitlesLabel')}</p>
          <ul className="admin-news-titles" aria-labelledby={titlesId}>
            {reply.titles.map((title, index) => (
              // Feeds repeat titles: the position tells them apart.
              <li key={`${index}-${title}`}>{title}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
