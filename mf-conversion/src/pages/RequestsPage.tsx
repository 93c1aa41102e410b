// Previous requests (/docaccess for documents, /avaccess for audio and video; spec 02 §2, §4, §9):
// the user's conversions of one kind, a table on wide screens and cards under 769 px, paged
// ("Page [n] of N"), searched on the server across all of them (a departure: the spec searched
// only the loaded page). The list refreshes every 30 s and follows the job events live,
// announcing each finished conversion politely. Finished captions link to their transcript.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatDate,
  isAbortError,
  Link,
  LoadState,
  Modal,
  PageHeading,
  Pagination,
  REQUEST_PAGE_SIZE,
  SEARCH_MAX,
  TextField,
  toast,
  useLoad,
  useNarrowLayout,
  isFinished,
  JobProgress,
  useJobs,
  useSearchParams,
} from '@nclude/shared';
import type { ConversionListReply, ConversionRequest, JobStatus } from '@nclude/shared/api-schemas';
import { DownloadLink } from '../components/DownloadLink';
import { cancelRequest, deleteRequest, listRequests, retryRequest } from '../conversionApi';
import type { ConversionKind } from '../kinds';
import { formatLabel } from '../labels';
import { m } from '../messages';
import './conversion.css';

/** Spec 02 §9: the request lists refresh every 30 seconds. */
export const REFRESH_INTERVAL_MS = 30_000;
/** Job events for requests not on this page reload it at most this often. */
const EVENT_RELOAD_MS = 2_000;

const CREATED_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** Total pages = floor((total - 1) / limit) + 1 (spec 02 §4), at least 1. */
export function pageCount(total: number, limit = REQUEST_PAGE_SIZE): number {
  return total <= 0 ? 1 : Math.floor((total - 1) / limit) + 1;
}

/** What a change of state says, politely, or null for a change nobody waits to hear. */
function statusNews(request: ConversionRequest): string | null {
  const { state, error } = request.status;
  if (state === 'succeeded') return m('isReady', { fileName: request.fileName });
  if (state === 'failed')
    return m('hasFailed', {
      fileName: request.fileName,
      reason: error ?? m('failedWithoutReason'),
    });
  if (state === 'cancelled') return m('wasCancelled', { fileName: request.fileName });
  return null;
}

interface Confirmation {
  action: 'delete' | 'cancel';
  request: ConversionRequest;
}

export default function RequestsPage({ kind }: { kind: ConversionKind }) {
  const [searchParams] = useSearchParams();
  const narrow = useNarrowLayout();
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [searchText, setSearchText] = useState('');
  const [list, { retry, refresh }] = useLoad((signal) =>
    listRequests(kind.collection, { ...query, limit: REQUEST_PAGE_SIZE }, signal),
  );
  const loaded = list.state === 'ready' ? list.value : null;

  // Job events change a request's status at once, until the next load brings the server's view.
  const [live, setLive] = useState<{
    base: ConversionListReply | null;
    statuses: Record<string, JobStatus>;
  }>({ base: null, statuses: {} });
  const statuses = live.base === loaded ? live.statuses : {};
  const documents = (loaded?.documents ?? []).map((request) => {
    const status = request.jobId ? statuses[request.jobId] : undefined;
    return status ? { ...request, status } : request;
  });

  const lastReload = useRef(0);
  useJobs({
    onUpdate: (update) => {
      const { jobId, state, progress, stage, error } = update;
      const known = loaded?.documents.some((request) => request.jobId === jobId) ?? false;
      if (known)
        setLive((current) => ({
          base: loaded,
          statuses: {
            ...(current.base === loaded ? current.statuses : {}),
            [jobId]: { state, progress, stage, error },
          },
        }));
      // A finished job's download address, or a request this page does not show yet (made in
      // another tab), comes with the next load.
      const now = Date.now();
      if (isFinished(state) || (!known && now - lastReload.current > EVENT_RELOAD_MS)) {
        lastReload.current = now;
        refresh();
      }
    },
    reload: refresh,
    reloading: true,
    reloadMs: REFRESH_INTERVAL_MS,
  });

  // Announces each request that reached an end state since it was last seen on this page.
  const seen = useRef(new Map<string, string>());
  const statusKey = documents.map((request) => `${request.id}:${request.status.state}`).join();
  useEffect(() => {
    const news: string[] = [];
    for (const request of documents) {
      const before = seen.current.get(request.id);
      if (before !== undefined && before !== request.status.state) {
        const text = statusNews(request);
        if (text) news.push(text);
      }
      seen.current.set(request.id, request.status.state);
    }
    if (news.length > 0) announce(news.join('. '));
    // statusKey stands for the documents' states.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statusKey]);

  const load = (next: { page: number; search: string }) => {
    setQuery(next);
    refresh();
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load({ page: 1, search: searchText.trim() });
  };

  const clearSearch = () => {
    setSearchText('');
    load({ page: 1, search: '' });
  };

  // Says how many requests a search found once its answer is in.
  const searchAnnounced = useRef<ConversionListReply | null>(null);
  useEffect(() => {
    if (!loaded || query.search === '' || searchAnnounced.current === loaded) return;
    searchAnnounced.current = loaded;
    announce(
      loaded.totalBooks === 0
        ? m('noMatches', { search: query.search })
        : m('matchCount', { search: query.search, count: loaded.totalBooks }),
    );
  }, [loaded, query.search]);

  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (
    work: () => Promise<unknown>,
    done: string,
    after?: () => void,
  ): Promise<void> => {
    setBusy(true);
    try {
      await work();
      announce(done);
      after?.();
      refresh();
    } catch (error) {
      // Said and shown (departure 3 of docs/product-rules.md: no silent failures).
      if (!isAbortError(error))
        toast(m('actionFailed', { reason: errorMessage(error) }), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onRetry = (request: ConversionRequest) =>
    void act(
      () => retryRequest(kind.collection, request.id),
      m('retried', { fileName: request.fileName }),
    );

  const confirm = () => {
    if (!confirming) return;
    const { action, request } = confirming;
    const fileName = request.fileName;
    void act(
      () =>
        action === 'delete'
          ? deleteRequest(kind.collection, request.id)
          : cancelRequest(kind.collection, request.id),
      m(action === 'delete' ? 'deleted' : 'cancelled', { fileName }),
      () => {
        setConfirming(null);
        // The last request of a page gone: show the page before it.
        if (action === 'delete' && documents.length === 1 && query.page > 1)
          setQuery((current) => ({ ...current, page: current.page - 1 }));
      },
    );
  };

  const pages = pageCount(loaded?.totalBooks ?? 0);
  const actions: RowActions = {
    onRetry,
    onDelete: (request) => setConfirming({ action: 'delete', request }),
    onCancel: (request) => setConfirming({ action: 'cancel', request }),
    current: searchParams.get('request'),
    transcriptPath: kind.hasTranscript
      ? (id) => `${kind.basePath}/transcript/${encodeURIComponent(id)}`
      : null,
  };

  return (
    <div className="conversion-page">
      <PageHeading>{m('requestsHeading')}</PageHeading>
      <p>{m(kind.texts.requestsIntro)}</p>
      <p>
        <Link to={`${kind.basePath}/new`}>{m(kind.texts.convertLink)}</Link>
      </p>

      <form role="search" className="conversion-search" onSubmit={search}>
        <TextField
          label={m('searchLabel')}
          type="search"
          placeholder={m(kind.texts.searchPlaceholder)}
          value={searchText}
          maxLength={SEARCH_MAX}
          onChange={(event) => setSearchText(event.target.value)}
          addon={
            <>
              <Button type="submit">{m('searchButton')}</Button>
              {query.search !== '' && (
                <Button variant="secondary" onClick={clearSearch}>
                  {m('clearSearch')}
                </Button>
              )}
            </>
          }
        />
      </form>

      <LoadState
        state={list}
        loadingLabel={m('loadingRequests')}
        failure={(reason) => m('loadFailed', { reason })}
        onRetry={retry}
      >
        {(reply) =>
          reply.documents.length === 0 ? (
            <p>
              {query.search === ''
                ? m(kind.texts.noRequests)
                : m('noMatches', { search: query.search })}
            </p>
          ) : (
            <>
              {narrow ? (
                <RequestCards documents={documents} actions={actions} />
              ) : (
                <RequestTable
                  documents={documents}
                  actions={actions}
                  caption={m('tableCaption', { page: query.page, pages })}
                />
              )}
              <Pagination
                page={query.page}
                pageCount={pages}
                label={m('paginationLabel')}
                onPageChange={(page) => load({ ...query, page })}
              />
            </>
          )
        }
      </LoadState>

      <Modal
        open={confirming !== null}
        title={
          confirming
            ? m(confirming.action === 'delete' ? 'deleteTitle' : 'cancelTitle', {
                fileName: confirming.request.fileName,
              })
            : ''
        }
        onClose={() => setConfirming(null)}
        footer={
          confirming && (
            <>
              <Button onClick={confirm} loading={busy}>
                {m(confirming.action === 'delete' ? 'deleteConfirm' : 'cancelConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {m(confirming.action === 'delete' ? 'keepIt' : 'keepConverting')}
              </Button>
            </>
          )
        }
      >
        <p>{confirming && m(confirming.action === 'delete' ? 'deleteText' : 'cancelText')}</p>
      </Modal>
    </div>
  );
}

interface RowActions {
  onRetry: (request: ConversionRequest) => void;
  onDelete: (request: ConversionRequest) => void;
  onCancel: (request: ConversionRequest) => void;
  /** The request a notification linked to (`?request=`): marked as the current one. */
  current: string | null;
  /** The path of a finished request's transcript, when the kind has transcripts. */
  transcriptPath: ((requestId: string) => string) | null;
}

function created(request: ConversionRequest): string {
  return formatDate(request.createdAt, CREATED_FORMAT) ?? request.createdAt;
}

function RequestTable({
  documents,
  actions,
  caption,
}: {
  documents: ConversionRequest[];
  actions: RowActions;
  caption: string;
}) {
  return (
    <div className="conversion-table-wrap">
      <table className="conversion-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m('columnFile')}</th>
            <th scope="col">{m('columnTag')}</th>
            <th scope="col">{m('columnCreated')}</th>
            <th scope="col">{m('columnFormat')}</th>
            <th scope="col">{m('columnStatus')}</th>
            <th scope="col">{m('columnActions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((request) => (
            <tr
              key={request.id}
              aria-current={request.id === actions.current || undefined}
              className={request.id === actions.current ? 'conversion-current' : undefined}
            >
              <th scope="row" className="conversion-file">
                {request.fileName}
                {request.id === actions.current && (
                  <span className="conversion-current__note"> {m('fromNotification')}</span>
                )}
              </th>
              <td>{request.tag ?? m('noTag')}</td>
              <td>{created(request)}</td>
              <td>{formatLabel(request.outputFormat)}</td>
              <td>
                <RequestStatus request={request} />
              </td>
              <td>
                <RequestActions request={request} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestCards({
  documents,
  actions,
}: {
  documents: ConversionRequest[];
  actions: RowActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{m('listHeading')}</h2>
      <ul className="conversion-cards">
        {documents.map((request) => (
          <li
            key={request.id}
            aria-current={request.id === actions.current || undefined}
            className={
              request.id === actions.current
                ? 'conversion-card conversion-current'
                : 'conversion-card'
            }
          >
            <h3 className="conversion-file">
              {request.fileName}
              {request.id === actions.current && (
                <span className="conversion-current__note"> {m('fromNotification')}</span>
              )}
            </h3>
            <dl className="conversion-card__facts">
              <dt>{m('columnTag')}</dt>
              <dd>{request.tag ?? m('noTag')}</dd>
              <dt>{m('columnCreated')}</dt>
              <dd>{created(request)}</dd>
              <dt>{m('columnFormat')}</dt>
              <dd>{formatLabel(request.outputFormat)}</dd>
              <dt>{m('columnStatus')}</dt>
              <dd>
                <RequestStatus request={request} />
              </dd>
            </dl>
            <RequestActions request={request} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestStatus({ request }: { request: ConversionRequest }) {
  const { state, error } = request.status;
  if (state === 'succeeded' || (request.isDownloadable && state !== 'failed'))
    return (
      <span className="conversion-status conversion-status--success">{m('statusSuccess')}</span>
    );
  if (state === 'failed')
    return (
      <div>
        <span className="conversion-status conversion-status--failed">{m('statusFailed')}</span>
        <p className="conversion-reason">{error ?? m('failedWithoutReason')}</p>
      </div>
    );
  if (state === 'cancelled')
    return <span className="conversion-status">{m('statusCancelled')}</span>;
  return (
    <div>
      <span className="conversion-status">{m('statusInProgress')}</span>
      <JobProgress
        status={request.status}
        label={m('progressLabel', { fileName: request.fileName })}
        hideLabel
      />
    </div>
  );
}

function RequestActions({ request, actions }: { request: ConversionRequest; actions: RowActions }) {
  const { state } = request.status;
  const finished = isFinished(state);
  return (
    <div className="conversion-actions">
      {request.isDownloadable && request.url && (
        <DownloadLink url={request.url} fileName={request.downloadName ?? request.fileName} />
      )}
      {state === 'succeeded' && actions.transcriptPath && (
        <Link
          to={actions.transcriptPath(request.id)}
          className="nc-button nc-button--secondary conversion-link-button"
          aria-label={m('transcriptOf', { fileName: request.fileName })}
        >
          {m('transcript')}
        </Link>
      )}
      {(state === 'failed' || state === 'cancelled') && (
        <Button
          variant="secondary"
          aria-label={m('retryFile', { fileName: request.fileName })}
          onClick={() => actions.onRetry(request)}
        >
          {m('retry')}
        </Button>
      )}
      {(state === 'queued' || state === 'running') && (
        <Button
          variant="secondary"
          aria-label={m('cancelFile', { fileName: request.fileName })}
          onClick={() => actions.onCancel(request)}
        >
          {m('cancel')}
        </Button>
      )}
      {finished && (
        <Button
          variant="secondary"
          aria-label={m('deleteFile', { fileName: request.fileName })}
          onClick={() => actions.onDelete(request)}
        >
          {m('delete')}
        </Button>
      )}
    </div>
  );
}
