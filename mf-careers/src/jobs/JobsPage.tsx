// Job Opportunities (/jobs; spec 02 §2, §4, §9): the person's resume with the upload form (purpose
// job), the categories "Government Jobs" (default) and "Corporate jobs" as tabs, a search on the
// server, the "Recommended Jobs" switch for corporate jobs, and the jobs 10 a page as cards that
// open to their details and are then marked read.
// Departures, on purpose: the order is the server's (newest first, stable), not shuffled on each
// fetch, so paging neither repeats nor skips jobs; failures are shown and announced, not only
// logged (spec 02 §8, product rules §8); a switch without a resume goes to /resumeforjobs when
// the server says so (not from the stored flag alone), and a resume still being read is said.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  announce,
  Button,
  errorMessage,
  formatNumber,
  isApiError,
  LoadState,
  PageHeading,
  Pagination,
  REALTIME_EVENTS,
  SEARCH_MAX,
  t,
  Tabs,
  TextField,
  toast,
  useLoad,
  useNarrowLayout,
  useNavigate,
  useRealtimeEvent,
  type Loaded,
  type TabItem,
} from '@nclude/shared';
import type { Job, JobCategory, RecommendedJob, ResumeReply } from '@nclude/shared/api-schemas';
import { getResume, listJobs, markJobRead, recommendedJobs } from '../careersApi';
import { m as careers } from '../messages';
import { ResumeForm } from '../resume/ResumeForm';
import { JobCard } from './JobCard';
import { JOBS_PAGE_SIZE, pageCount } from './jobText';
import { m } from './messages';
import '../careers.css';
import './jobs.css';

/** What changed the list last: decides what is announced once the new list is in. */
type Cause = 'initial' | 'category' | 'search' | 'page' | 'recommended' | 'check';

interface ListQuery {
  category: JobCategory;
  page: number;
  /** The search sent to the server ('' for none); ignored by the recommended list. */
  search: string;
  recommended: boolean;
  cause: Cause;
}

/** One answer for the list: the jobs, the recommendations, or why there are none yet. */
type Listing =
  | { kind: 'all'; jobs: Job[]; total: number }
  | { kind: 'recommended'; jobs: RecommendedJob[] }
  /** The resume is still being read (the server's message), or its reading failed. */
  | { kind: 'waiting'; message: string; failure: { reason: string | null } | null }
  /** No resume at all: the page goes to /resumeforjobs (spec 02 §2). */
  | { kind: 'noResume' };

const FIRST_QUERY: ListQuery = {
  category: 'government_job',
  page: 1,
  search: '',
  recommended: false,
  cause: 'initial',
};

async function loadListing(query: ListQuery, signal: AbortSignal): Promise<Listing> {
  if (!query.recommended) {
    const reply = await listJobs(
      { category: query.category, page: query.page, limit: JOBS_PAGE_SIZE, search: query.search },
      signal,
    );
    return { kind: 'all', jobs: reply.jobs, total: reply.totalJobCount };
  }
  try {
    return { kind: 'recommended', jobs: await recommendedJobs(query.page, JOBS_PAGE_SIZE, signal) };
  } catch (error) {
    // 409 says "no resume yet" or "still being read" in the same way: the resume tells which.
    if (!isApiError(error) || error.status !== 409) throw error;
    const resume = await getResume(signal);
    if (!resume.hasResume) return { kind: 'noResume' };
    const state = resume.status?.state;
    // The server keeps saying "still being read" after a reading failed: the resume's own
    // status is the truth then.
    const failed = state === 'failed' || state === 'cancelled';
    return {
      kind: 'waiting',
      message: error.message,
      failure: failed ? { reason: resume.status?.error ?? null } : null,
    };
  }
}

function categoryLabel(category: JobCategory): string {
  return m(category === 'corporate_job' ? 'tabCorporate' : 'tabGovernment');
}

/** The list in one sentence (or two): shown under its heading and announced after a change. */
function summaryOf(listing: Listing, query: ListQuery): string | null {
  switch (listing.kind) {
    case 'all': {
      const { total } = listing;
      const count = formatNumber(total);
      const found =
        query.search === ''
          ? total === 0
            ? m('noJobs')
            : total === 1
              ? m('jobCountOne')
              : m('jobCount', { count })
          : total === 0
            ? m('noMatches', { search: query.search })
            : total === 1
              ? m('matchCountOne', { search: query.search })
              : m('matchCount', { count, search: query.search });
      const pages = pageCount(total);
      return pages > 1 ? `${found} ${m('pageStatus', { page: query.page, pages })}` : found;
    }
    case 'recommended':
      if (listing.jobs.length > 0)
        return m('recommendedCount', {
          page: query.page,
          count: formatNumber(listing.jobs.length),
        });
      return query.page === 1 ? m('noRecommendations') : m('noMoreRecommendations');
    case 'waiting':
      return waitingText(listing);
    case 'noResume':
      return null;
  }
}

function waitingText(listing: Extract<Listing, { kind: 'waiting' }>): string {
  if (!listing.failure) return listing.message;
  return listing.failure.reason
    ? m('resumeReadFailed', { reason: listing.failure.reason })
    : m('resumeReadFailedNoReason');
}

function isFinishedJobEvent(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const state = (payload as Record<string, unknown>).state;
  return state === 'succeeded' || state === 'failed' || state === 'cancelled';
}

export default function JobsPage() {
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<ListQuery>(FIRST_QUERY);
  const [searchText, setSearchText] = useState('');
  const [listing, { retry }] = useLoad((signal) => loadListing(query, signal));
  const [resume, resumeControls] = useLoad((signal) => getResume(signal));
  // Jobs opened on this page (the server's markAsRead comes with the next load).
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());

  /** A new list: the spinner shows while it loads (spec 02 §2). */
  const change = (next: ListQuery) => {
    setQuery(next);
    retry();
  };

  // The spec's switch without a resume: to /resumeforjobs.
  useEffect(() => {
    if (listing.state === 'ready' && listing.value.kind === 'noResume') navigate('/resumeforjobs');
  }, [listing, navigate]);

  // Says what a change brought once its list is in (the first load is introduced by the heading).
  const announcedFor = useRef<Listing | null>(null);
  useEffect(() => {
    if (listing.state !== 'ready' || query.cause === 'initial') return;
    if (announcedFor.current === listing.value) return;
    announcedFor.current = listing.value;
    const summary = summaryOf(listing.value, query);
    if (!summary) return;
    announce(
      query.cause === 'category' || query.cause === 'recommended'
        ? m('listAnnouncement', { list: listTitle(query), summary })
        : summary,
    );
  }, [listing, query]);

  // A resume being read finishes as a background job: the waiting list and the resume's status
  // follow at once instead of waiting for "Check again".
  useRealtimeEvent(REALTIME_EVENTS.job, (payload) => {
    if (!isFinishedJobEvent(payload)) return;
    const reading = resume.state === 'ready' && isReading(resume.value);
    if (reading) resumeControls.refresh();
    if (listing.state === 'ready' && listing.value.kind === 'waiting')
      change({ ...query, cause: 'check' });
  });

  const selectCategory = (id: string) => {
    const category: JobCategory = id === 'corporate_job' ? 'corporate_job' : 'government_job';
    if (category === query.category) return;
    // Spec 02 §4: a change of category starts at page 1; the switch is for corporate jobs only.
    change({ ...query, category, page: 1, recommended: false, cause: 'category' });
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Recommendations cannot be searched: a search looks through all jobs of the category.
    change({ ...query, search: searchText.trim(), page: 1, recommended: false, cause: 'search' });
  };

  const clearSearch = () => {
    setSearchText('');
    // The Clear button goes away with the search: focus stays in the search box.
    searchRef.current?.focus();
    change({ ...query, search: '', page: 1, cause: 'search' });
  };

  const goToPage = (page: number) => {
    // The pager goes while the page loads: focus goes to the list's heading, where reading the
    // new page starts.
    listHeadingRef.current?.focus();
    change({ ...query, page, cause: 'page' });
  };

  const toggleRecommended = () => {
    const on = !query.recommended;
    if (on && resume.state === 'ready' && !resume.value.hasResume) {
      navigate('/resumeforjobs');
      return;
    }
    change({ ...query, recommended: on, page: 1, cause: 'recommended' });
  };

  const markRead = (job: Job) => {
    if (job.markAsRead || readIds.has(job._id)) return;
    setReadIds((current) => new Set(current).add(job._id));
    markJobRead(job._id).catch((error: unknown) => {
      // Still unread on the server: shown so again, and said (no silent failures).
      setReadIds((current) => {
        const next = new Set(current);
        next.delete(job._id);
        return next;
      });
      toast(m('markReadFailed', { title: job.title, reason: errorMessage(error) }), {
        kind: 'error',
      });
    });
  };

  const panel = (
    <div className="jobs-panel">
      <form role="search" className="jobs-search" onSubmit={search}>
        <TextField
          ref={searchRef}
          label={m('searchLabel')}
          hint={m('searchHint')}
          type="search"
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

      {query.category === 'corporate_job' && (
        <RecommendedSwitch checked={query.recommended} onToggle={toggleRecommended} />
      )}

      <section aria-labelledby={listHeadingId} className="jobs-results">
        {/* Focusable by script only: focus comes here after a change of page. */}
        <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="jobs-results__heading">
          {listTitle(query)}
        </h2>
        <LoadState
          state={listing}
          loadingLabel={m('loadingJobs')}
          failure={(reason) => m('loadFailed', { reason })}
          onRetry={retry}
        >
          {(value) => (
            <ListingView
              listing={value}
              query={query}
              readIds={readIds}
              onOpen={markRead}
              onPageChange={goToPage}
              onCheckAgain={() => change({ ...query, cause: 'check' })}
            />
          )}
        </LoadState>
      </section>
    </div>
  );

  const tabs: TabItem[] = [
    { id: 'government_job', label: m('tabGovernment'), content: panel },
    { id: 'corporate_job', label: m('tabCorporate'), content: panel },
  ];

  return (
    <div className={narrow ? 'careers-page jobs-page jobs-page--narrow' : 'careers-page jobs-page'}>
      <PageHeading>{m('jobsHeading')}</PageHeading>
      <ResumeSection resume={resume} onRetry={resumeControls.retry} />
      <Tabs
        id="job-categories"
        className="jobs-tabs"
        label={m('categoriesLabel')}
        tabs={tabs}
        selectedId={query.category}
        onChange={selectCategory}
      />
    </div>
  );
}

function listTitle(query: ListQuery): string {
  return query.recommended ? m('recommendedSwitch') : categoryLabel(query.category);
}

function isReading(resume: ResumeReply): boolean {
  const state = resume.status?.state;
  return state === 'queued' || state === 'running';
}

/** The resume the recommendations come from, and the form to upload a newer one (collapsed, so
 * the jobs stay one Tab away). */
function ResumeSection({ resume, onRetry }: { resume: Loaded<ResumeReply>; onRetry: () => void }) {
  const headingId = useId();
  const formId = useId();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className="jobs-resume">
      <h2 id={headingId}>{m('resumeHeading')}</h2>
      <p>{m('resumeIntro')}</p>
      <LoadState
        state={resume}
        loadingLabel={careers('loadingResume')}
        failure={(reason) => careers('resumeLoadFailed', { reason })}
        onRetry={onRetry}
      >
        {(reply) => (
          <>
            <p>
              {reply.hasResume && reply.fileName
                ? m('resumeOnFile', { fileName: reply.fileName })
                : m('noResumeYet')}
            </p>
            {reply.hasResume && isReading(reply) && <p>{m('resumeBeingRead')}</p>}
            <button
              type="button"
              className="nc-button nc-button--secondary jobs-disclosure"
              aria-expanded={formOpen}
              aria-controls={formId}
              onClick={() => setFormOpen(!formOpen)}
            >
              <span aria-hidden="true" className="jobs-disclosure__icon">
                {formOpen ? '−' : '+'}
              </span>
              {m(reply.hasResume ? 'replaceResume' : 'addResume')}
            </button>
            <div id={formId} hidden={!formOpen} className="jobs-resume__form">
              {formOpen && <ResumeForm purpose="job" maxUploadMb={reply.maxUploadMb} />}
            </div>
          </>
        )}
      </LoadState>
    </section>
  );
}

/** "Recommended Jobs": a real switch (role=switch, aria-checked), its state also in words. */
function RecommendedSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  const hintId = useId();
  return (
    <div className="jobs-switch">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hintId}
        className="jobs-switch__button"
        onClick={onToggle}
      >
        <span className="jobs-switch__label">{m('recommendedSwitch')}</span>
        <span className="jobs-switch__track" aria-hidden="true">
          <span className="jobs-switch__thumb" />
        </span>
        {/* The state in words for sighted readers; aria-checked says it to screen readers. */}
        <span className="jobs-switch__state" aria-hidden="true">
          {m(checked ? 'switchOn' : 'switchOff')}
        </span>
      </button>
      <p id={hintId} className="careers-hint">
        {m('recommendedHint')}
      </p>
    </div>
  );
}

interface ListingViewProps {
  listing: Listing;
  query: ListQuery;
  readIds: ReadonlySet<string>;
  onOpen: (job: Job) => void;
  onPageChange: (page: number) => void;
  onCheckAgain: () => void;
}

function ListingView({
  listing,
  query,
  readIds,
  onOpen,
  onPageChange,
  onCheckAgain,
}: ListingViewProps) {
  if (listing.kind === 'noResume') return null;
  if (listing.kind === 'waiting')
    return (
      <div className="jobs-waiting">
        <p>{waitingText(listing)}</p>
        {!listing.failure && (
          <Button variant="secondary" onClick={onCheckAgain}>
            {m('checkAgain')}
          </Button>
        )}
      </div>
    );
  const cards = listing.jobs.map((job) => (
    <JobCard
      key={job._id}
      job={job}
      reason={'reason' in job ? job.reason : undefined}
      read={job.markAsRead || readIds.has(job._id)}
      onOpen={onOpen}
    />
  ));
  return (
    <>
      <p className="jobs-summary">{summaryOf(listing, query)}</p>
      {cards.length > 0 && <ul className="jobs-list">{cards}</ul>}
      {listing.kind === 'all' ? (
        <Pagination
          page={query.page}
          pageCount={pageCount(listing.total)}
          label={m('paginationLabel')}
          onPageChange={onPageChange}
        />
      ) : (
        <RecommendedPager
          page={query.page}
          hasMore={listing.jobs.length === JOBS_PAGE_SIZE}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

/**
 * Recommendations come as a plain array without a total (the spec's shape), so "of N" cannot be
 * said: Previous and Next, with the page number, like the kit's Pagination otherwise.
 */
function RecommendedPager({
  page,
  hasMore,
  onPageChange,
}: {
  page: number;
  hasMore: boolean;
  onPageChange: (page: number) => void;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="nc-pagination" aria-label={m('recommendedPaginationLabel')}>
      <button
        type="button"
        className="nc-button nc-button--secondary"
        aria-disabled={page <= 1 || undefined}
        onClick={() => page > 1 && onPageChange(page - 1)}
      >
        {t('previousPage')}
      </button>
      <span className="nc-pagination__pages">{m('recommendedPage', { page })}</span>
      <button
        type="button"
        className="nc-button nc-button--secondary"
        aria-disabled={!hasMore || undefined}
        onClick={() => hasMore && onPageChange(page + 1)}
      >
        {t('nextPage')}
      </button>
    </nav>
  );
}
