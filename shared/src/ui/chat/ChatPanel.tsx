// The portal's one chat component (the Information Access chatbot, the career chatbot, the browser
// agent): a log of messages (ChatLog) and the input row (ChatComposer), with a status line
// between them while a reply is awaited. Two ways to use it:
// - with a `transport`, it keeps its own conversation (useChat): the assistants over HTTP. A reply
//   appears as it is written but is read out once, complete; "Working on it" is said once when a
//   message goes, and "still working on it" once more if it takes long, while the text on screen
//   alternates every 3 seconds as the product describes; a failed message can be sent again.
// - with a `conversation` the page keeps (the browser agent over its websocket): the page gives
//   the messages and the state of the turn; each new message of the assistant is said here, once.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { announce } from '../Announcer';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';
import { ChatLog, type ChatLogProps } from './ChatLog';
import { ct } from './messages';
import {
  replyAnnouncement,
  spokenText,
  useChat,
  type ChatEntry,
  type ChatTransport,
} from './useChat';
import './chat.css';

export type { ChatEntry, ChatReply, ChatSourceLink, ChatTransport } from './useChat';

/** The product's alternation of the waiting text. */
const STATUS_TOGGLE_MS = 3_000;
/** New messages arriving together (a picture and its words) are said together. */
const ANNOUNCE_GATHER_MS = 250;

interface ChatTexts {
  /** The visible label of the message box. */
  inputLabel: string;
  placeholder: string;
  /** The accessible name of the log ("Conversation with the Information Access assistant"). */
  logLabel: string;
  /** Shown above the log (a note on how replies are made). */
  note?: ReactNode;
  maxLength?: number;
}

/** A chat that keeps its own conversation, sending each message through `transport`. */
export interface TransportChatProps extends ChatTexts {
  transport: ChatTransport;
  /** Sent, not shown, when the panel opens and after a new conversation (the spec's "Hi"). */
  greeting?: string;
  /** Messages of a conversation being continued. */
  initial?: ChatEntry[];
  /** Called when the person starts a new conversation (the page forgets its conversation id). */
  onNewConversation?: () => void;
}

/** A conversation the page keeps itself (the browser agent's, over its websocket). */
export interface KeptConversation {
  entries: ChatEntry[];
  /** The assistant works on a message: the status line shows `busyText`, and Stop shows. */
  busy: boolean;
  /** The box takes no message now (not connected, or the assistant works). */
  locked: boolean;
  /** The status line while busy ("AI is thinking..."). */
  busyText: string;
  send: (text: string) => void;
  stop?: () => void;
  /** An answer to a yes-or-no question of the assistant. */
  confirm?: (entry: ChatEntry, approved: boolean) => void;
  /** Pictures shown (the default) or replaced by their description. */
  showImages?: boolean;
}

export interface KeptChatProps extends ChatTexts {
  conversation: KeptConversation;
  /** The assistant's name above its messages. */
  botName?: string;
}

export type ChatPanelProps = TransportChatProps | KeptChatProps;

/** "Working on it", then "still working on it", alternating while a reply is awaited. */
function WaitingText() {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setLater((value) => !value), STATUS_TOGGLE_MS);
    return () => clearInterval(timer);
  }, []);
  return <>{later ? ct('stillWorking') : ct('working')}</>;
}

/**
 * The layout both ways share: the note, the log, the status line (which describes Send while
 * it waits) and the input row; `input` receives the box, so a page can put focus back in it.
 */
function ChatFrame({
  note,
  log,
  status,
  composer,
  input,
}: {
  note?: ReactNode;
  log: ChatLogProps;
  status: ReactNode;
  composer: Omit<ChatComposerProps, 'statusId' | 'ref'>;
  input: RefObject<HTMLTextAreaElement | null>;
}) {
  const statusId = useId();
  return (
    <div className="nc-chat">
      {note}
      <ChatLog {...log} />
      <p id={statusId} className="nc-chat__status">
        {status}
      </p>
      <ChatComposer {...composer} ref={input} statusId={statusId} />
    </div>
  );
}

function TransportChat({
  transport,
  inputLabel,
  placeholder,
  logLabel,
  greeting,
  initial,
  onNewConversation,
  note,
  maxLength,
}: TransportChatProps) {
  const { entries, busy, send, stop, retry, clear } = useChat({ transport, initial });
  const input = useRef<HTMLTextAreaElement>(null);
  const greeted = useRef(false);

  useEffect(() => {
    if (greeting && !greeted.current && (initial ?? []).length === 0) {
      greeted.current = true;
      void send(greeting, { silent: true });
    }
  }, [greeting, initial, send]);

  const startOver = () => {
    clear();
    greeted.current = false;
    onNewConversation?.();
    if (greeting) {
      greeted.current = true;
      // After the stopped reply (if any) has settled.
      setTimeout(() => void send(greeting, { silent: true }), 0);
    }
  };

  return (
    <ChatFrame
      note={note}
      input={input}
      log={{
        entries,
        label: logLabel,
        onRetry: (id) => {
          retry(id);
          input.current?.focus();
        },
      }}
      status={busy && <WaitingText />}
      composer={{
        label: inputLabel,
        placeholder,
        busy,
        onSend: (text) => void send(text),
        onStop: stop,
        onNewConversation: startOver,
        maxLength,
      }}
    />
  );
}

/** What a screen reader is told of a new message of the assistant. */
function entryAnnouncement(entry: ChatEntry): string {
  const parts = [entry.text ? replyAnnouncement(entry.text) : ct('replyFrom')];
  if (entry.image) parts.push(ct('pictureSaid', { alt: entry.image.alt }));
  if (entry.link) parts.push(ct('linkSaid', { text: entry.link.text }));
  if (entry.confirm) parts.push(ct('confirmSaid'));
  return parts.join(' ');
}

/**
 * Says each new message of the assistant once (those there at first, the page's introduction,
 * are read in the log), and the status line once when the assistant starts working.
 */
function useAnnounceNew(entries: ChatEntry[], busy: boolean, busyText: string) {
  const seen = useRef<Set<string> | null>(null);
  const queue = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!seen.current) {
      seen.current = new Set(entries.map((entry) => entry.id));
      return;
    }
    for (const entry of entries) {
      if (seen.current.has(entry.id)) continue;
      seen.current.add(entry.id);
      if (entry.sender !== 'bot') continue;
      if (entry.tone === 'error') {
        announce(ct('assistantProblem', { reason: spokenText(entry.text) }), 'assertive');
        continue;
      }
      queue.current.push(entryAnnouncement(entry));
    }
    if (queue.current.length > 0 && !timer.current)
      timer.current = setTimeout(() => {
        timer.current = null;
        announce(queue.current.join(' '));
        queue.current = [];
      }, ANNOUNCE_GATHER_MS);
  }, [entries]);

  useEffect(() => {
    if (busy) announce(busyText);
  }, [busy, busyText]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}

function KeptChat({
  conversation,
  botName,
  inputLabel,
  placeholder,
  logLabel,
  note,
  maxLength,
}: KeptChatProps) {
  const { entries, busy, locked, busyText, send, stop, confirm, showImages } = conversation;
  const input = useRef<HTMLTextAreaElement>(null);
  useAnnounceNew(entries, busy, busyText);

  return (
    <ChatFrame
      note={note}
      input={input}
      log={{
        entries,
        label: logLabel,
        botName,
        showImages,
        onConfirm:
          confirm &&
          ((entry, approved) => {
            confirm(entry, approved);
            // The answered question's buttons are disabled: the box is the next place to be.
            input.current?.focus();
          }),
      }}
      status={
        busy && (
          <span className="nc-chat__typing">
            <span className="nc-chat__dots" aria-hidden="true" />
            {busyText}
          </span>
        )
      }
      composer={{
        label: inputLabel,
        placeholder,
        busy,
        locked,
        onSend: send,
        onStop: stop,
        maxLength,
        liveCount: true,
      }}
    />
  );
}

export function ChatPanel(props: ChatPanelProps) {
  return 'conversation' in props ? <KeptChat {...props} /> : <TransportChat {...props} />;
}
