// One article (spec 02 §2, §4): Back, the whole title (focus comes here when it opens), source,
// date and authors, the image, the body as the server sanitised it, and the original on the
// publisher's site. Opening it marks it read on the server; "Mark as unread" undoes that.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  announce,
  apiUrl,
  Button,
  errorMessage,
  FormError,
  isWebAddress,
  LoadState,
  useLoad,
} from '@nclude/shared';
import type { NewsArticleDetail } from '@nclude/shared/api-schemas';
import { htmlLang } from '../articleText';
import { m } from '../messages';
import { getArticle, markRead } from '../newsApi';
import { ArticleFacts } from './ArticleItem';
import { ReadAloud } from './ReadAloud';

export interface ArticleViewProps {
  id: string;
  /** Move focus to the title once it is shown (not when the page itself was loaded on it). */
  focusOnOpen: boolean;
  onBack: () => void;
}

export function ArticleView({ id, focusOnOpen, onBack }: ArticleViewProps) {
  const [loaded, { retry }] = useLoad((signal) => getArticle(id, signal));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    if (loaded.state === 'ready') headingRef.current?.focus();
    // The failure is said by its alert; focus waits on Back, the way out.
    else if (loaded.state === 'failed') backRef.current?.focus();
  }, [loaded.state, focusOnOpen]);

  return (
    <div className="news-article-view">
      <Button ref={backRef} variant="secondary" className="news-back" onClick={onBack}>
        <span aria-hidden="true">←</span>
        {m('back')}
      </Button>
      <LoadState
        state={loaded}
        loadingLabel={m('loadingArticle')}
        failure={(reason) => m('articleFailed', { reason })}
        onRetry={retry}
      >
        {({ article }) => <Article article={article} headingRef={headingRef} />}
      </LoadState>
    </div>
  );
}

function Article({
  article,
  headingRef,
}: {
  article: NewsArticleDetail;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const headingId = useId();
  const lang = htmlLang(article.language);
  // Opening it reads it: shown read at once, and put back if the server could not record it.
  const [read, setRead] = useState(true);
  const [saving, setSaving] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);

  useEffect(() => {
    if (article.markAsRead) return;
    let current = true;
    markRead(article.id, true).then(
      (reply) => {
        if (current) setRead(reply.markAsRead);
      },
      (error: unknown) => {
        if (!current) return;
        setRead(false);
        setMarkError(m('markReadFailed', { reason: errorMessage(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [article.id, article.markAsRead]);

  const toggleRead = async () => {
    const next = !read;
    setSaving(true);
    setMarkError(null);
    try {
      const reply = await markRead(article.id, next);
      setRead(reply.markAsRead);
      announce(m(reply.markAsRead ? 'markedRead' : 'markedUnread'));
    } catch (error) {
      setMarkError(
        m(next ? 'markReadFailed' : 'markUnreadFailed', { reason: errorMessage(error) }),
      );
    } finally {
      setSaving(false);
    }
  };

  const original = article.url && isWebAddress(article.url) ? article.url : null;

  return (
    <article aria-labelledby={headingId} className="news-article">
      {/* Focusable by script only: the article's first words when it opens. */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} lang={lang} className="news-article__title">
        {article.title}
      </h2>
      <ArticleFacts article={article} />
      <div className="news-article__read">
        <p>
          {!read && <span className="news-badge">{m('unread')}</span>}
          {m(read ? 'isRead' : 'isUnread')}
        </p>
        <Button variant="secondary" loading={saving} onClick={() => void toggleRead()}>
          {m(read ? 'markUnread' : 'markRead')}
        </Button>
      </div>
      <FormError>{markError}</FormError>
      <ReadAloud
        listenLabel={m('listen')}
        request={() => ({
          parts: [article.title, article.text],
          language: article.language,
          audioUrl: article.audioUrl,
        })}
      />
      {article.imgUrl && (
        <img
          className="news-article__image"
          src={apiUrl(article.imgUrl)}
          alt={article.imgAlt ?? ''}
        />
      )}
      <div
        className="news-article__body"
        lang={lang}
        // Sanitised on the server (shared/src/api/news.ts): safe to render as it is.
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      {original && (
        <p className="news-article__original">
          <a href={original}>{m('original', { source: article.source })}</a>
        </p>
      )}
    </article>
  );
}
