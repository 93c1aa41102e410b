// Accessible News (/news; spec 02 §2, §3, §4, §9 and issue #12): the list of articles with its
// filters, or one article (?article=ID) with Back. Everything the page shows is in the address, so
// it survives a reload, can be shared, and the browser's Back and Forward step through it.
// Departure (DESIGN.md 3): failures to fetch are shown and said, not only logged.
import { useState } from 'react';
import {
  PageHeading,
  useLoad,
  useLocation,
  useNarrowLayout,
  useNavigate,
  useSearchParams,
} from '@nclude/shared';
import { ArticleList } from '../components/ArticleList';
import { ArticleView } from '../components/ArticleView';
import { NewsFilters } from '../components/NewsFilters';
import { m } from '../messages';
import { listSources } from '../newsApi';
import { readArticle, readQuery, sameQuery, writeQuery, type NewsQuery } from '../newsQuery';
import '../news.css';

function cameFromList(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'fromList' in state && state.fromList === true
  );
}

export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const narrow = useNarrowLayout();
  const query = readQuery(params);
  const articleId = readArticle(params);
  const [sources, { retry: retrySources }] = useLoad((signal) => listSources(signal));
  // The first address of the visit: an article opened there keeps focus where the page put it.
  const [firstKey] = useState(location.key);
  const [reload, setReload] = useState(0);
  /** The article last shown: its link takes focus when the list is back. */
  const [lastArticle, setLastArticle] = useState<string | null>(null);
  if (articleId !== null && articleId !== lastArticle) setLastArticle(articleId);

  const apply = (next: NewsQuery) => {
    // The same filters again still search again (new articles may have come in).
    if (sameQuery(next, query)) setReload((n) => n + 1);
    else setParams(writeQuery(next));
  };

  const back = () => {
    // Opened from the list: the list is the previous history entry, so Back and the browser's
    // Back agree. Opened from a shared link: the list of the same filters is a new entry.
    if (cameFromList(location.state)) navigate(-1);
    else setParams(writeQuery(query));
  };

  return (
    <div className={narrow ? 'news-page news-page--narrow' : 'news-page'}>
      <PageHeading>{m('heading')}</PageHeading>
      {articleId === null ? (
        <>
          <p className="news-intro">{m('intro')}</p>
          <div className="news-layout">
            <NewsFilters
              query={query}
              sources={sources}
              onRetrySources={retrySources}
              onApply={apply}
            />
            <ArticleList
              query={query}
              reload={reload}
              onPageChange={(page) => setParams(writeQuery({ ...query, page }))}
              returnTo={lastArticle}
            />
          </div>
        </>
      ) : (
        <ArticleView
          key={articleId}
          id={articleId}
          focusOnOpen={location.key !== firstKey}
          onBack={back}
        />
      )}
    </div>
  );
}
