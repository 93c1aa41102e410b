// The log of a chat: your messages on the right, the assistant's on the left, each with its time;
// an assistant's message may carry its sources, a picture, a link shown as a button, or a
// yes-or-no question. It scrolls to the newest message; a reply being written does not pull down
// someone who scrolled up to read. It stays quiet for screen readers: what they hear of a new
// message is said once through the announcer (useChat, or ChatPanel for a kept conversation).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { formatDate } from '../../language';
import { t } from '../../messages';
import { Button } from '../Button';
import ChatMarkdown from './ChatMarkdown';
import { ct } from './messages';
import type { ChatEntry } from './useChat';

/** The spec's scroll delay after a new message. */
const SCROLL_DELAY_MS = 100;

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  day: 'numeric',
  month: 'short',
};

export interface ChatLogProps {
  entries: ChatEntry[];
  /** The log's accessible name ("Conversation with the Information Access assistant"). */
  label: string;
  /** The assistant's name above its messages ("Assistant" unless told). */
  botName?: string;
  /** Pictures shown (the default) or replaced by their description. */
  showImages?: boolean;
  onRetry?: (entryId: string) => void;
  /** An answer to a yes-or-no question. */
  onConfirm?: (entry: ChatEntry, approved: boolean) => void;
}

/** Only pictures the page can show safely: the agent's screenshots (data:) and web addresses. */
export function safeImageSource(src: string): string {
  return /^(data:image\/(png|jpeg|webp|gif);base64,|https?:\/\/)/i.test(src.trim())
    ? src.trim()
    : '';
}

/** A button's link: a web address, or a path on the portal. */
export function safeButtonLink(href: string): string {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : '';
}

function MessageText({ entry }: { entry: ChatEntry }) {
  if (entry.sender === 'user') return <p className="nc-chat__plain">{entry.text}</p>;
  if (entry.text === '') return null;
  if (entry.tone === 'error')
    return <p className="nc-chat__error">{ct('assistantProblem', { reason: entry.text })}</p>;
  return <ChatMarkdown text={entry.text} />;
}

function Picture({ image, shown }: { image: NonNullable<ChatEntry['image']>; shown: boolean }) {
  const src = safeImageSource(image.src);
  if (!shown || !src)
    return <p className="nc-chat__note">{ct('pictureHidden', { alt: image.alt })}</p>;
  return <img className="nc-chat__image" src={src} alt={image.alt} />;
}

function LinkButton({ link }: { link: NonNullable<ChatEntry['link']> }) {
  const href = safeButtonLink(link.href);
  if (!href) return null;
  return (
    <p className="nc-chat__link">
      <a
        className="nc-button nc-button--primary"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {link.text}
        <span className="nc-visually-hidden"> {ct('opensNewTab')}</span>
      </a>
    </p>
  );
}

function Question({
  entry,
  onConfirm,
}: {
  entry: ChatEntry;
  onConfirm?: (entry: ChatEntry, approved: boolean) => void;
}) {
  const answer = entry.confirm?.answer;
  const answered = answer !== undefined || !onConfirm;
  return (
    <div className="nc-chat__confirm">
      <div className="nc-chat__actions">
        <Button disabled={answered} onClick={() => onConfirm?.(entry, true)}>
          {ct('goAhead')}
        </Button>
        <Button variant="secondary" disabled={answered} onClick={() => onConfirm?.(entry, false)}>
          {ct('cancel')}
        </Button>
      </div>
      {answer !== undefined && (
        <p className="nc-chat__note">{answer ? ct('youWentAhead') : ct('youCancelled')}</p>
      )}
    </div>
  );
}

export function ChatLog({
  entries,
  label,
  botName,
  showImages = true,
  onRetry,
  onConfirm,
}: ChatLogProps) {
  const log = useRef<HTMLDivElement>(null);
  /** The person scrolled up to read: a reply being written does not pull them down. */
  const pinned = useRef(true);

  // A new message: to the bottom after 100 ms (the spec); while a reply is written, only if the
  // person has not scrolled up to read.
  const count = entries.length;
  const last = entries[entries.length - 1];
  useEffect(() => {
    pinned.current = true;
    const timer = setTimeout(() => {
      log.current?.scrollTo?.({ top: log.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);
  useLayoutEffect(() => {
    if (pinned.current && last?.state === 'streaming')
      log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [last?.text, last?.state]);

  return (
    <div
      ref={log}
      className="nc-chat__log"
      role="log"
      // New messages are said once, through the announcer; the log itself stays quiet so text
      // arriving piece by piece is not read piece by piece, and a long one is not read twice.
      aria-live="off"
      aria-label={label}
      // Focusable so the log can be scrolled by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
      }}
    >
      <ol className="nc-chat__messages">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className={`nc-chat__message nc-chat__message--${entry.sender}`}
            aria-busy={entry.state === 'streaming' || undefined}
          >
            <p className="nc-chat__meta">
              <span className="nc-chat__sender">
                {entry.sender === 'user' ? ct('you') : (botName ?? ct('assistant'))}
              </span>{' '}
              <time dateTime={entry.at}>{formatDate(entry.at, TIME_FORMAT)}</time>
            </p>
            <div className="nc-chat__text">
              <MessageText entry={entry} />
            </div>
            {entry.image && <Picture image={entry.image} shown={showImages} />}
            {entry.link && <LinkButton link={entry.link} />}
            {entry.confirm && <Question entry={entry} onConfirm={onConfirm} />}
            {entry.sources && entry.sources.length > 0 && (
              <div className="nc-chat__sources">
                <p className="nc-chat__sources-label">{ct('sources')}</p>
                <ul>
                  {entry.sources.map((source) => (
                    <li key={source.url + source.title}>
                      <a href={source.url} target="_blank" rel="noopener noreferrer">
                        {source.title}
                        <span className="nc-visually-hidden"> {ct('opensNewTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {entry.state === 'stopped' && <p className="nc-chat__note">{ct('stopped')}</p>}
            {entry.state === 'failed' && (
              <div className="nc-chat__failure">
                <p className="nc-chat__error">{ct('failed', { reason: entry.error ?? '' })}</p>
                {entry.retryText && onRetry && (
                  <Button variant="secondary" onClick={() => onRetry(entry.id)}>
                    {t('retry')}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
