// The portal's one chat component (the Information Access chatbot, the career chatbot, the browser
// agent): a log of messages (your messages on the right, the assistant's on the left, each with
// its time), and a labelled box to write in. Enter sends and Shift+Enter starts a new line; Send
// waits while a reply is written or the box is empty; Stop ends a reply; a failed message can be
// sent again. A reply appears as it is written but is read out once, complete; "Working on it"
// is said once when a message goes, and "still working on it" once more if it takes long, while
// the text on screen alternates every 3 seconds as the product describes.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatDate } from '../../language';
import { t } from '../../messages';
import { ct } from './messages';
import { CHAT_MESSAGE_MAX, validateChatMessage } from '../../validation';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
// In the chat's own chunk (the kit loads ChatPanel lazily), so a reply never shows its raw marks.
import ChatMarkdown from './ChatMarkdown';
import { useChat, type ChatEntry, type ChatTransport } from './useChat';
import './chat.css';

export type { ChatEntry, ChatReply, ChatSourceLink, ChatTransport } from './useChat';

/** The product's alternation of the waiting text, and its scroll delay after a message. */
const STATUS_TOGGLE_MS = 3_000;
const SCROLL_DELAY_MS = 100;

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  day: 'numeric',
  month: 'short',
};

export interface ChatPanelProps {
  transport: ChatTransport;
  /** The visible label of the message box. */
  inputLabel: string;
  placeholder: string;
  /** The accessible name of the log ("Conversation with the Information Access assistant"). */
  logLabel: string;
  /** Sent, not shown, when the panel opens and after a new conversation (the spec's "Hi"). */
  greeting?: string;
  /** Messages of a conversation being continued. */
  initial?: ChatEntry[];
  /** Called when the person starts a new conversation (the page forgets its conversation id). */
  onNewConversation?: () => void;
  /** Shown above the log (a note on how replies are made). */
  note?: ReactNode;
  maxLength?: number;
}

/** "Working on it", then "still working on it", alternating while a reply is awaited. */
function WaitingText() {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setLater((value) => !value), STATUS_TOGGLE_MS);
    return () => clearInterval(timer);
  }, []);
  return <>{later ? ct('stillWorking') : ct('working')}</>;
}

function MessageText({ entry }: { entry: ChatEntry }) {
  if (entry.sender === 'user') return <p className="nc-chat__plain">{entry.text}</p>;
  if (entry.text === '') return null;
  return <ChatMarkdown text={entry.text} />;
}

export function ChatPanel({
  transport,
  inputLabel,
  placeholder,
  logLabel,
  greeting,
  initial,
  onNewConversation,
  note,
  maxLength = CHAT_MESSAGE_MAX,
}: ChatPanelProps) {
  const { entries, busy, send, stop, retry, clear } = useChat({ transport, initial });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  /** The person scrolled up to read: a reply being written does not pull them down. */
  const pinned = useRef(true);
  const statusId = useId();
  const greeted = useRef(false);

  useEffect(() => {
    if (greeting && !greeted.current && (initial ?? []).length === 0) {
      greeted.current = true;
      void send(greeting, { silent: true });
    }
  }, [greeting, initial, send]);

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

  const empty = draft.trim() === '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problem = validateChatMessage(draft);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    const text = draft.trim();
    setDraft('');
    void send(text);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a Hindi or Telugu word uses Enter to pick it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const startOver = () => {
    clear();
    setError(null);
    greeted.current = false;
    onNewConversation?.();
    if (greeting) {
      greeted.current = true;
      // After the stopped reply (if any) has settled.
      setTimeout(() => void send(greeting, { silent: true }), 0);
    }
    input.current?.focus();
  };

  const length = draft.trim().length;
  const hint = (
    <>
      {ct('keysHint')}
      {length > maxLength * 0.8 && (
        <span className="nc-chat__count">
          {' '}
          {ct('characterCount', { count: length, max: maxLength })}
        </span>
      )}
    </>
  );

  return (
    <div className="nc-chat">
      {note}
      <div
        ref={log}
        className="nc-chat__log"
        role="log"
        // Replies are read out once, complete (useChat); the log itself stays quiet so text
        // arriving piece by piece is not read piece by piece.
        aria-live="off"
        aria-label={logLabel}
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
                  {entry.sender === 'user' ? ct('you') : ct('assistant')}
                </span>{' '}
                <time dateTime={entry.at}>{formatDate(entry.at, TIME_FORMAT)}</time>
              </p>
              <div className="nc-chat__text">
                <MessageText entry={entry} />
              </div>
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
                  <Button
                    variant="secondary"
                    onClick={() => {
                      retry(entry.id);
                      input.current?.focus();
                    }}
                  >
                    {t('retry')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      </div>
      <p id={statusId} className="nc-chat__status">
        {busy && <WaitingText />}
      </p>
      <form className="nc-chat__form" onSubmit={submit} noValidate>
        <TextArea
          ref={input}
          label={inputLabel}
          placeholder={placeholder}
          value={draft}
          rows={2}
          hint={hint}
          error={error}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="nc-chat__actions">
          <Button
            type="submit"
            aria-disabled={busy || empty || undefined}
            aria-describedby={busy ? statusId : undefined}
          >
            {ct('send')}
          </Button>
          {busy && (
            <Button
              variant="secondary"
              onClick={() => {
                stop();
                input.current?.focus();
              }}
            >
              {ct('stop')}
            </Button>
          )}
          <Button variant="secondary" onClick={startOver}>
            {ct('newConversation')}
          </Button>
        </div>
      </form>
    </div>
  );
}
