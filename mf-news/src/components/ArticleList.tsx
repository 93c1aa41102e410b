// The articles of the applied filters, 10 a page (spec 02 §2, §3): the count in words (also said
// politely after every load), "Listen to the headlines", the list of links and the pager. Coming
// back from an article, focus returns to that article's link.
import { useCallback, useEffect, useId, useRef } from 'react';
import {
  announce,
  formatNumber,
  LoadState,
  NEWS_PAGE_SIZE,
  Pagination,
  useLoad,
} from '@nclude/shared';
import type { NewsArticlesReply } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { listArticles } from '../newsApi';
import { writeQuery, type NewsQuery } from '../newsQuery';
import { ArticleItem } from './ArticleItem';
import { ReadAloud } from './ReadAloud';

export interface ArticleListProps {
  query: NewsQuery;
  /** Changes when the same filters are searched again, so the list is fetched anew. */
  reload: number;
  onPageChange: (page: number) => void;
  /** The article last shown: coming back to the list, its link takes focus (null when none). */
  returnTo: string | null;
}

/** The list in one sentence: "Showing 1–10 of 53 articles", or why there is nothing. */
export function summaryOf(reply: NewsArticlesReply): string {
  const shown = reply.articles.length;
  if (reply.total === 0) return m('noArticles');
  if (shown === 0) return m('noArticlesOnPage', { page: formatNumber(reply.page) });
  if (reply.total === 1) return m('showingOne');
  const from = (reply.page - 1) * NEWS_PAGE_SIZE + 1;
  return m('showing', {
    from: formatNumber(from),
    to: formatNumber(from + shown - 1),
    total: formatNumber(reply.total),
  });
}

export function ArticleList({ query, reload, onPageChange, returnTo }: ArticleListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list comes back (mounts) after an article: only its first load returns focus there.
  const pendingReturn = useRef(returnTo);
  const takeReturnTo = useCallback(() => {
    const id = pendingReturn.current;
    pendingReturn.current = null;
    return id;
  }, []);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const changePage = (page: number) => {
    // The pager goes while the next page loads: reading goes on from the list's heading.
    headingRef.current?.focus();
    onPageChange(page);
  };
  return (
    <section aria-labelledby={headingId} className="news-results">
      {/* Focusable by script only: focus comes here after a change of page. */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="news-results__heading">
        {m('articlesHeading')}
      </h2>
      <Results
        key={`${writeQuery(query)}#${reload}`}
        query={query}
        onPageChange={changePage}
        takeReturnTo={takeReturnTo}
        focusHeading={focusHeading}
      />
    </section>
  );
}

interface ResultsProps {
  query: NewsQuery;
  onPageChange: (page: number) => void;
  takeReturnTo: () => string | null;
  focusHeading: () => void;
}

function Results({ query, onPageChange, takeReturnTo, focusHeading }: ResultsProps) {
  const [list, { retry }] = useLoad((signal) => listArticles(query, signal));
  const links = useRef(new Map<string, HTMLAnchorElement>());
  /** The load already said and focused for: a later render of the same list does neither again. */
  const handled = useRef<typeof list | null>(null);

  useEffect(() => {
    if (list.state === 'loading' || handled.current === list) return;
    handled.current = list;
    if (list.state === 'ready') announce(summaryOf(list.value));
    const returnTo = takeReturnTo();
    if (returnTo === null) return;
    const link = list.state === 'ready' ? links.current.get(returnTo) : undefined;
    if (link) link.focus();
    else focusHeading();
  }, [list, takeReturnTo, focusHeading]);

  return (
    <LoadState
      state={list}
      loadingLabel={m('loadingArticles')}
      failure={(reason) => m('articlesFailed', { reason })}
      onRetry={retry}
    >
      {(reply) => (
        <>
          <p className="news-summary">{summaryOf(reply)}</p>
          {reply.articles.length > 0 && (
            <>
              <ReadAloud
                listenLabel={m('listenHeadlines')}
                request={() => ({
                  parts: reply.articles.map((article) => article.title),
                  language: query.lang,
                  audioUrl: reply.headlinesAudioUrl,
                })}
              />
              <ul className="news-list">
                {reply.articles.map((article) => (
                  <ArticleItem
                    key={article.id}
                    article={article}
                    search={writeQuery(query, article.id)}
                    linkRef={(element) => {
                      if (element) links.current.set(article.id, element);
                      else links.current.delete(article.id);
                    }}
                  />
                ))}
              </ul>
            </>
          )}
          <Pagination
            page={reply.page}
            pageCount={reply.totalPages}
            onPageChange={onPageChange}
            label={m('pagination')}
          />
        </>
      )}
    </LoadState>
  );
}
