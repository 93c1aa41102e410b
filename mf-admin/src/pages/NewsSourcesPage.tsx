// News sources (/adminNews): administrators add the feeds the news page reads (after testing one
// if they like), follow how each is read (the list refreshes itself while a source is being polled,
// and says when a poll is done or has failed), pause and resume a source, ask for a poll now,
// change its categories and interval, and remove it with its articles after confirming. Locked,
// like the other administration pages, until an administrator signs in against the server.
import { useEffect, useId, useRef, useState } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatNumber,
  LoadState,
  Modal,
  PageHeading,
  toast,
  useLoad,
  type Loaded,
} from '@nclude/shared';
import type { AdminNewsSource, AdminNewsSourcesReply } from '@nclude/shared/api-schemas';
import { deleteNewsSource, listNewsSources, pollNewsSource, updateNewsSource } from '../adminApi';
import { AdminNav } from '../components/AdminNav';
import { AdminOnly } from '../components/AdminOnly';
import { NewsSourceChangeDialog } from '../components/NewsSourceChangeDialog';
import { NewsSourceForm } from '../components/NewsSourceForm';
import {
  changeButtonId,
  deleteButtonId,
  NewsSourceItem,
  type SourceAction,
} from '../components/NewsSourceItem';
import { m } from '../messages';
import { sourceState, type SourceState } from '../newsSources';
import './admin.css';

/** How often the list is read again while a source is being polled. */
export const SOURCES_REFRESH_MS = 3000;

const DELETE_INTRO_ID = 'news-delete-intro';

function summaryOf(sources: readonly AdminNewsSource[]): string {
  if (sources.length === 0) return m('noSources');
  return sources.length === 1
    ? m('sourceCountOne')
    : m('sourceCount', { count: formatNumber(sources.length) });
}

function deleteIntro(source: AdminNewsSource): string {
  if (source.articleCount === 0) return m('deleteSourceIntroNone');
  return source.articleCount === 1
    ? m('deleteSourceIntroOne')
    : m('deleteSourceIntro', { count: formatNumber(source.articleCount) });
}

export default function NewsSourcesPage({
  refreshMs = SOURCES_REFRESH_MS,
}: {
  /** How often the list is read again while a source is polled (tests make it short). */
  refreshMs?: number;
}) {
  return (
    <div className="admin-page">
      <PageHeading>{m('newsHeading')}</PageHeading>
      <p>{m('newsIntro')}</p>
      <AdminOnly>
        {({ userName, justUnlocked }) => (
          <NewsSourcesTool userName={userName} focusOnOpen={justUnlocked} refreshMs={refreshMs} />
        )}
      </AdminOnly>
    </div>
  );
}

function NewsSourcesTool({
  userName,
  focusOnOpen,
  refreshMs,
}: {
  userName: string;
  focusOnOpen: boolean;
  refreshMs: number;
}) {
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [listing, { retry, refresh }] = useLoad((signal) => listNewsSources(signal));
  // An action on one source: busy until the list that shows its outcome is in.
  const [busy, setBusy] = useState<{
    sourceId: string;
    action: SourceAction;
    during: Loaded<AdminNewsSourcesReply>;
  } | null>(null);
  const [failure, setFailure] = useState<{ sourceId: string; message: string } | null>(null);
  const [changing, setChanging] = useState<AdminNewsSource | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsSource | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => {
    if (!focusOnOpen) return;
    announce(m('newsAccessGranted'));
    listHeadingRef.current?.focus();
    // Once, when the tool appears after the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each source's state as last shown: a poll that was under way and is now done or has failed is
  // said once, wherever focus is.
  const lastState = useRef(new Map<string, SourceState>());
  const focusHeadingAfterLoad = useRef(false);
  useEffect(() => {
    if (listing.state !== 'ready') return;
    for (const source of listing.value.sources) {
      const before = lastState.current.get(source.id);
      const now = sourceState(source);
      if (before === 'polling' && now !== 'polling') {
        if (source.state === 'failing')
          announce(m('sourcePollFailed', { name: source.name, error: source.lastError ?? '' }));
        else
          announce(
            m('sourcePollDone', { name: source.name, count: formatNumber(source.articleCount) }),
          );
      }
      lastState.current.set(source.id, now);
    }
    if (focusHeadingAfterLoad.current) {
      focusHeadingAfterLoad.current = false;
      listHeadingRef.current?.focus();
    }
  }, [listing]);

  // While a source is being polled, the list is read again every few seconds (in place: what is on
  // screen stays until the new list is in); once none is, it stops.
  const polling =
    listing.state === 'ready' && listing.value.sources.some((s) => s.state === 'polling');
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(refresh, refreshMs);
    return () => clearTimeout(timer);
  }, [polling, listing, refresh, refreshMs]);

  const sources = listing.state === 'ready' ? listing.value.sources : [];
  const localAllowed = listing.state === 'ready' && listing.value.localAllowed;
  const busyOf = (sourceId: string) =>
    busy && busy.during === listing && busy.sourceId === sourceId ? busy.action : null;

  const added = (message: string) => {
    toast(message, { kind: 'success' });
    refresh();
  };

  /** Runs one action of a source's buttons; focus stays on the button, which stays in the list. */
  const runAction = async (
    source: AdminNewsSource,
    action: SourceAction,
    call: () => Promise<{ message: string }>,
  ) => {
    if (busyOf(source.id)) return;
    setFailure(null);
    setBusy({ sourceId: source.id, action, during: listing });
    try {
      const reply = await call();
      toast(reply.message, { kind: 'success' });
      refresh();
    } catch (error) {
      setBusy(null);
      setFailure({
        sourceId: source.id,
        message: m('sourceActionFailed', { name: source.name, reason: errorMessage(error) }),
      });
    }
  };

  const togglePause = (source: AdminNewsSource) =>
    void runAction(source, 'pause', () => updateNewsSource(source.id, { paused: !source.paused }));

  const pollNow = (source: AdminNewsSource) =>
    void runAction(source, 'poll', () => pollNewsSource(source.id));

  const closeChange = () => {
    const source = changing;
    setChanging(null);
    if (source) document.getElementById(changeButtonId(source.id))?.focus();
  };

  const changed = (message: string, anyChange: boolean) => {
    toast(message, { kind: anyChange ? 'success' : 'info' });
    closeChange();
    if (anyChange) refresh();
  };

  const closeDelete = () => {
    const source = deleting;
    setDeleting(null);
    if (source) document.getElementById(deleteButtonId(source.id))?.focus();
  };

  const confirmDelete = async () => {
    const source = deleting;
    if (!source || deleteBusy) return;
    setDeleteBusy(true);
    setFailure(null);
    try {
      const reply = await deleteNewsSource(source.id);
      toast(reply.message, { kind: 'success' });
      setDeleting(null);
      // The source's buttons go with it: reading goes on from the list's heading once it is in.
      focusHeadingAfterLoad.current = true;
      refresh();
    } catch (error) {
      setDeleting(null);
      setFailure({
        sourceId: source.id,
        message: m('sourceActionFailed', { name: source.name, reason: errorMessage(error) }),
      });
      document.getElementById(deleteButtonId(source.id))?.focus();
    }
    setDeleteBusy(false);
  };

  return (
    <div>
      {userName && <p className="admin-note">{m('signedInAsAdmin', { userName })}</p>}
      <AdminNav />
      <NewsSourceForm sources={sources} localAllowed={localAllowed} onAdded={added} />
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="admin-focus-heading">
          {m('sourcesHeading')}
        </h2>
        <LoadState
          state={listing}
          loadingLabel={m('loadingSources')}
          failure={(reason) => m('sourcesLoadFailed', { reason })}
          onRetry={retry}
        >
          {(value) => (
            <>
              <p className="admin-report__summary">{summaryOf(value.sources)}</p>
              {value.sources.length > 0 && (
                <ul className="admin-jobs">
                  {value.sources.map((source) => (
                    <NewsSourceItem
                      key={source.id}
                      source={source}
                      busy={busyOf(source.id)}
                      failure={failure?.sourceId === source.id ? failure.message : null}
                      onTogglePause={() => togglePause(source)}
                      onPoll={() => pollNow(source)}
                      onChange={() => {
                        setFailure(null);
                        setChanging(source);
                      }}
                      onDelete={() => {
                        setFailure(null);
                        setDeleting(source);
                      }}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </LoadState>
      </section>
      {changing && (
        <NewsSourceChangeDialog source={changing} onSaved={changed} onClose={closeChange} />
      )}
      {deleting && (
        <Modal
          open
          title={m('deleteSourceTitle', { name: deleting.name })}
          describedBy={DELETE_INTRO_ID}
          onClose={closeDelete}
          footer={
            <>
              <Button variant="secondary" onClick={closeDelete}>
                {m('cancel')}
              </Button>
              <Button
                loading={deleteBusy}
                loadingLabel={m('deletingSource')}
                onClick={() => void confirmDelete()}
              >
                {m('deleteSourceConfirm')}
              </Button>
            </>
          }
        >
          <p id={DELETE_INTRO_ID}>{deleteIntro(deleting)}</p>
        </Modal>
      )}
    </div>
  );
}
