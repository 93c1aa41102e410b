// Job Postings (/adminJobs): the administrators' view of every posting (open, closed by them, or
// past its closing date), searched and filtered on the server and paged; adding and editing a
// posting; closing and reopening one; and importing a feed with a report per posting. Locked, like
// the whitelist tool, until an administrator signs in against the server.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatNumber,
  LoadState,
  PageHeading,
  Pagination,
  SEARCH_MAX,
  Select,
  TextField,
  toast,
  useLoad,
  type Loaded,
} from '@nclude/shared';
import type {
  AdminJob,
  AdminJobSaved,
  JobCategory,
  JobPostingInput,
} from '@nclude/shared/api-schemas';
import { closeJobPosting, listAdminJobs, reopenJobPosting } from '../adminApi';
import { AdminNav } from '../components/AdminNav';
import { AdminOnly } from '../components/AdminOnly';
import { JobImportPanel } from '../components/JobImportPanel';
import { editButtonId, JobPostingCard, stateButtonId } from '../components/JobPostingCard';
import { JobPostingForm, type EditorMode } from '../components/JobPostingForm';
import {
  JOB_CATEGORY_VALUES,
  JOBS_PAGE_SIZE,
  STATE_FILTERS,
  categoryLabel,
  pageCount,
  stateLabel,
  type StateFilter,
} from '../jobPostings';
import { m } from '../messages';
import './admin.css';

/** What changed the list last: decides whether its new size is announced. */
type Cause = 'initial' | 'filter' | 'page' | 'refresh';

interface ListQuery {
  page: number;
  /** As sent: trimmed, '' for none. */
  search: string;
  category: JobCategory | '';
  state: StateFilter;
  cause: Cause;
}

interface Listing {
  jobs: AdminJob[];
  total: number;
  /** The page shown: the last one when the asked page no longer exists. */
  page: number;
}

const FIRST_QUERY: ListQuery = {
  page: 1,
  search: '',
  category: '',
  state: 'all',
  cause: 'initial',
};
const ADD_BUTTON_ID = 'job-postings-add';
const SEARCH_ID = 'job-postings-search';

async function loadListing(query: ListQuery, signal: AbortSignal): Promise<Listing> {
  const filter = {
    limit: JOBS_PAGE_SIZE,
    category: query.category === '' ? null : query.category,
    state: query.state,
    search: query.search,
  };
  const reply = await listAdminJobs({ ...filter, page: query.page }, signal);
  const last = pageCount(reply.totalJobCount);
  // Closing the only posting of the last page (with the state filter on "Open") leaves that page
  // empty: the page before it is shown instead of an empty list that says there are postings.
  if (reply.jobs.length === 0 && query.page > last) {
    const previous = await listAdminJobs({ ...filter, page: last }, signal);
    return { jobs: previous.jobs, total: previous.totalJobCount, page: last };
  }
  return { jobs: reply.jobs, total: reply.totalJobCount, page: query.page };
}

function isFiltered(query: ListQuery): boolean {
  return query.search !== '' || query.category !== '' || query.state !== 'all';
}

/** The list in a sentence or two: shown above it and announced after a change. */
function summaryOf(listing: Listing, query: ListQuery): string {
  const { total } = listing;
  const found =
    total === 0
      ? m(isFiltered(query) ? 'noMatchingPostings' : 'noPostings')
      : total === 1
        ? m('postingCountOne')
        : m('postingCount', { count: formatNumber(total) });
  const pages = pageCount(total);
  return pages > 1 ? `${found} ${m('postingPageStatus', { page: listing.page, pages })}` : found;
}

export default function JobPostingsPage() {
  return (
    <div className="admin-page">
      <PageHeading>{m('jobsHeading')}</PageHeading>
      <p>{m('jobsIntro')}</p>
      <AdminOnly>
        {({ userName, justUnlocked }) => (
          <JobPostingsTool userName={userName} focusOnOpen={justUnlocked} />
        )}
      </AdminOnly>
    </div>
  );
}

function JobPostingsTool({ userName, focusOnOpen }: { userName: string; focusOnOpen: boolean }) {
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState<ListQuery>(FIRST_QUERY);
  const [listing, { retry, refresh }] = useLoad((signal) => loadListing(query, signal));
  // The filter form's fields, applied to `query` only by its button: a select changes with every
  // arrow key in some browsers, and each change would reload the list under the reader.
  const [searchText, setSearchText] = useState('');
  const [categoryChoice, setCategoryChoice] = useState<JobCategory | ''>('');
  const [stateChoice, setStateChoice] = useState<StateFilter>('all');

  const [editing, setEditing] = useState<EditorMode | null>(null);
  // Closing or reopening one posting: busy until the list that shows its new state is in.
  const [busy, setBusy] = useState<{ jobId: string; during: Loaded<Listing> } | null>(null);
  const [failure, setFailure] = useState<{ jobId: string; message: string } | null>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    announce(m('jobsAccessGranted'));
    listHeadingRef.current?.focus();
    // Once, when the tool appears after the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Says the list's new size once a filter or a page change has brought it in (the first load is
  // introduced by the heading; a reload after an action says the action's own message).
  const announcedFor = useRef<Listing | null>(null);
  useEffect(() => {
    if (listing.state !== 'ready' || announcedFor.current === listing.value) return;
    announcedFor.current = listing.value;
    if (query.cause === 'filter' || query.cause === 'page')
      announce(summaryOf(listing.value, query));
  }, [listing, query]);

  // After an action the list reloads: the control that had focus may be gone from it then (a
  // closed posting under the filter "Open"), and focus must not fall to the page's body.
  const focusAfterLoad = useRef<{ id: string | null; after: Loaded<Listing> } | null>(null);
  useEffect(() => {
    const pending = focusAfterLoad.current;
    if (!pending || pending.after === listing || listing.state === 'loading') return;
    focusAfterLoad.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const target = pending.id === null ? null : document.getElementById(pending.id);
    if (target && (lost || active === target)) target.focus();
    else if (!target && lost) listHeadingRef.current?.focus();
  }, [listing]);

  // The editor replaces the list; when it closes, focus goes back to the button that opened it.
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || returnFocusTo.current === null) return;
    const id = returnFocusTo.current;
    returnFocusTo.current = null;
    (document.getElementById(id) ?? listHeadingRef.current)?.focus();
  }, [editing]);

  const change = (next: ListQuery) => {
    setQuery(next);
    retry();
  };

  /**
   * Reloads with the list left on screen; once the new list is in, focus is kept on `focusId`,
   * or given to the list's heading if it was lost with a control that left the list.
   */
  const reload = (focusId: string | null) => {
    focusAfterLoad.current = { id: focusId, after: listing };
    setQuery((current) => ({ ...current, cause: 'refresh' }));
    refresh();
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({
      page: 1,
      search: searchText.trim(),
      category: categoryChoice,
      state: stateChoice,
      cause: 'filter',
    });
  };

  const clearFilters = () => {
    setSearchText('');
    setCategoryChoice('');
    setStateChoice('all');
    // The Clear button goes away with the filters: focus goes to the search box.
    document.getElementById(SEARCH_ID)?.focus();
    change({ ...FIRST_QUERY, cause: 'filter' });
  };

  const goToPage = (page: number) => {
    // The pager goes while the page loads: reading the new page starts at the list's heading.
    listHeadingRef.current?.focus();
    change({ ...query, page, cause: 'page' });
  };

  const openEditor = (mode: EditorMode) => {
    setFailure(null);
    returnFocusTo.current = mode.kind === 'edit' ? editButtonId(mode.job._id) : ADD_BUTTON_ID;
    setEditing(mode);
  };

  const closeEditor = () => setEditing(null);

  const saved = (result: AdminJobSaved, input: JobPostingInput) => {
    const adding = editing?.kind === 'add';
    const message =
      result.outcome === 'added'
        ? m('postingAdded')
        : result.outcome === 'unchanged'
          ? m('postingUnchanged')
          : adding
            ? // The API adds or updates by source and id: an "add" that met an existing posting
              // changed that posting, which the administrator must know.
              m('postingAddedOverExisting', { source: input.source, externalId: input.externalId })
            : m('postingUpdated');
    toast(message, { kind: result.outcome === 'updated' && adding ? 'info' : 'success' });
    const opener = returnFocusTo.current;
    closeEditor();
    if (result.outcome !== 'unchanged' && opener) reload(opener);
  };

  const toggleState = async (job: AdminJob) => {
    if (busy && busy.during === listing) return;
    const closing = job.state !== 'closed';
    setFailure(null);
    setBusy({ jobId: job._id, during: listing });
    try {
      const reply = closing ? await closeJobPosting(job._id) : await reopenJobPosting(job._id);
      toast(
        reply.message || m(closing ? 'closedFallback' : 'reopenedFallback', { title: job.title }),
        { kind: 'success' },
      );
      reload(stateButtonId(job._id));
    } catch (error) {
      setBusy(null);
      setFailure({
        jobId: job._id,
        message: m('stateChangeFailed', { title: job.title, reason: errorMessage(error) }),
      });
    }
  };

  const busyId = busy && busy.during === listing ? busy.jobId : null;

  return (
    <div>
      {userName && <p className="admin-note">{m('signedInAsAdmin', { userName })}</p>}
      <AdminNav />
      {editing && (
        <JobPostingForm
          // A new form for each posting: nothing typed for one is left in another.
          key={editing.kind === 'edit' ? editing.job._id : 'add'}
          mode={editing}
          onSaved={saved}
          onCancel={closeEditor}
        />
      )}
      {/* Hidden, not removed, while the editor is open: the filters, the page and an import
          report are as they were when it closes, and the button that opened it is there to
          take focus back. */}
      <div hidden={editing !== null}>
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="admin-focus-heading">
            {m('postingsHeading')}
          </h2>
          <Button id={ADD_BUTTON_ID} onClick={() => openEditor({ kind: 'add' })}>
            {m('addPosting')}
          </Button>
          <form
            role="search"
            aria-label={m('filtersLabel')}
            className="admin-filters"
            onSubmit={applyFilters}
          >
            <TextField
              id={SEARCH_ID}
              type="search"
              label={m('searchPostingsLabel')}
              hint={m('searchPostingsHint')}
              maxLength={SEARCH_MAX}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Select
              label={m('categoryFilterLabel')}
              placeholder={null}
              options={[
                { value: '', label: m('allCategories') },
                ...JOB_CATEGORY_VALUES.map((value) => ({ value, label: categoryLabel(value) })),
              ]}
              value={categoryChoice}
              onChange={(event) =>
                setCategoryChoice(
                  JOB_CATEGORY_VALUES.find((value) => value === event.target.value) ?? '',
                )
              }
            />
            <Select
              label={m('stateFilterLabel')}
              placeholder={null}
              options={STATE_FILTERS.map((value) => ({ value, label: stateLabel(value) }))}
              value={stateChoice}
              onChange={(event) =>
                setStateChoice(STATE_FILTERS.find((value) => value === event.target.value) ?? 'all')
              }
            />
            <div className="admin-actions">
              <Button type="submit">{m('applyFilters')}</Button>
              {isFiltered(query) && (
                <Button variant="secondary" onClick={clearFilters}>
                  {m('clearFilters')}
                </Button>
              )}
            </div>
          </form>
          <LoadState
            state={listing}
            loadingLabel={m('loadingPostings')}
            failure={(reason) => m('postingsLoadFailed', { reason })}
            onRetry={retry}
          >
            {(value) => (
              <>
                <p className="admin-report__summary">{summaryOf(value, query)}</p>
                {value.jobs.length > 0 && (
                  <ul className="admin-jobs">
                    {value.jobs.map((job) => (
                      <JobPostingCard
                        key={job._id}
                        job={job}
                        busy={busyId === job._id}
                        failure={failure?.jobId === job._id ? failure.message : null}
                        onEdit={() => openEditor({ kind: 'edit', job })}
                        onToggleState={() => void toggleState(job)}
                      />
                    ))}
                  </ul>
                )}
                <Pagination
                  page={value.page}
                  pageCount={pageCount(value.total)}
                  label={m('postingsPaginationLabel')}
                  onPageChange={goToPage}
                />
              </>
            )}
          </LoadState>
        </section>
        <JobImportPanel
          onImported={(report) => {
            if (report.added + report.updated > 0) reload(null);
          }}
        />
      </div>
    </div>
  );
}
