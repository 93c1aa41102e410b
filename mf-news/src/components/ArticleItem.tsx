// One article in the list: its title cut at 75 characters as a link whose name is the whole
// title (the visible words begin it, WCAG 2.5.3), "Unread" in words until it is opened, the body
// cut at 100, source, date and authors, and its image.
import type { Ref } from 'react';
import { apiUrl, cutAtWord, Link, NEWS_BODY_CUT, NEWS_TITLE_CUT } from '@nclude/shared';
import type { NewsArticle } from '@nclude/shared/api-schemas';
import { articleDate, authorList, htmlLang } from '../articleText';
import { m } from '../messages';

export interface ArticleItemProps {
  article: NewsArticle;
  /** The article's address: the list's query with ?article=ID. */
  search: string;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** Source, date and authors, one line that wraps. */
export function ArticleFacts({ article, className }: { article: NewsArticle; className?: string }) {
  const authors = authorList(article.authors);
  return (
    <p className={className ? `news-facts ${className}` : 'news-facts'}>
      {article.source}
      {' · '}
      <time dateTime={article.date}>{articleDate(article.date)}</time>
      {authors && ` · ${m('byAuthors', { authors })}`}
    </p>
  );
}

export function ArticleItem({ article, search, linkRef }: ArticleItemProps) {
  const lang = htmlLang(article.language);
  const title = article.title.replace(/\s+/g, ' ').trim();
  const shownTitle = cutAtWord(title, NEWS_TITLE_CUT);
  return (
    <li className={article.markAsRead ? 'news-item' : 'news-item news-item--unread'}>
      <div className="news-item__text">
        <h3 className="news-item__title">
          <Link
            ref={linkRef}
            to={{ search: `?${search}` }}
            // The article's Back returns here with browser history (see NewsPage).
            state={{ fromList: true }}
            lang={lang}
            aria-label={shownTitle === title ? undefined : title}
          >
            {shownTitle}
          </Link>
          {!article.markAsRead && <span className="news-badge">{m('unread')}</span>}
        </h3>
        <p className="news-item__body" lang={lang}>
          {cutAtWord(article.body, NEWS_BODY_CUT)}
        </p>
        <ArticleFacts article={article} />
      </div>
      {article.imgUrl && (
        <img
          className="news-item__image"
          src={apiUrl(article.imgUrl)}
          alt={article.imgAlt ?? ''}
          loading="lazy"
        />
      )}
    </li>
  );
}
