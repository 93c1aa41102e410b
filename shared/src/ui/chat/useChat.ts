// The state of a conversation on a page: the messages, the reply being written, stop, retry and
// a fresh start. How a message reaches its assistant (HTTP stream, websocket) is the page's
// transport; what people hear about it (announcements) is decided here, once for every chat.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError } from '../../api-client';
import { ct } from './messages';
import { announce } from '../Announcer';

/** A link a reply drew on. */
export interface ChatSourceLink {
  title: string;
  url: string;
}

export interface ChatEntry {
  id: string;
  sender: 'user' | 'bot';
  /** Markdown for the bot, the person's own words for the user. */
  text: string;
  /** ISO time. */
  at: string;
  state: 'complete' | 'streaming' | 'stopped' | 'failed';
  sources?: ChatSourceLink[];
  /** Why a message went unanswered (state failed); Retry sends `retryText` again. */
  error?: string;
  retryText?: string;
  /** The assistant reports a problem (its text is shown as an error). */
  tone?: 'error';
  /** A picture (the browser agent's screenshot) with the assistant's description of it. */
  image?: { src: string; alt: string };
  /** A link shown as a button, opening in a new tab (a site to sign in to, a download). */
  link?: { text: string; href: string };
  /** A yes-or-no question (`text`) answered with two buttons; `answer` once one was chosen. */
  confirm?: { id: string; answer?: boolean };
}

export interface ChatReply {
  text: string;
  sources?: ChatSourceLink[];
  /** The transport learnt the reply was stopped (the server kept what had arrived). */
  stopped?: boolean;
}

export interface ChatTransport {
  send(
    message: string,
    options: { signal: AbortSignal; onText: (piece: string) => void },
  ): Promise<ChatReply>;
}

/** Replies longer than this are announced in part; the rest is read in the log. */
const ANNOUNCE_CHARS = 600;
/** "still working on it" is said once, if a reply takes this long. */
const STILL_WORKING_MS = 10_000;

let nextEntryId = 0;
const newId = () => `chat-${Date.now()}-${nextEntryId++}`;

/** The words of a Markdown reply without its marks, as a screen reader should say them. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a screen reader is told of a reply: its words, a long one cut with a pointer to the log. */
export function replyAnnouncement(text: string): string {
  const spoken = spokenText(text);
  const cut =
    spoken.length > ANNOUNCE_CHARS
      ? `${spoken.slice(0, ANNOUNCE_CHARS).replace(/\s+\S*$/, '')} … ${ct('replyContinues')}`
      : spoken;
  return `${ct('replyFrom')} ${cut}`;
}

export interface UseChatOptions {
  transport: ChatTransport;
  /** Messages already in the conversation (one continued from the history). */
  initial?: ChatEntry[];
}

export function useChat({ transport, initial = [] }: UseChatOptions) {
  const [entries, setEntries] = useState<ChatEntry[]>(initial);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const stillWorking = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = (id: string, change: Partial<ChatEntry>) =>
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
    );

  const endWaiting = () => {
    if (stillWorking.current) clearTimeout(stillWorking.current);
    stillWorking.current = null;
    controller.current = null;
    setBusy(false);
  };

  /** Sends `text`; `silent` sends it without showing it (the greeting a page opens with). */
  const send = useCallback(
    async (text: string, { silent = false }: { silent?: boolean } = {}) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      announce(ct('working'));
      stillWorking.current = setTimeout(() => announce(ct('stillWorking')), STILL_WORKING_MS);
      const now = new Date().toISOString();
      const reply: ChatEntry = {
        id: newId(),
        sender: 'bot',
        text: '',
        at: now,
        state: 'streaming',
      };
      const question: ChatEntry = { id: newId(), sender: 'user', text, at: now, state: 'complete' };
      setEntries((current) => [...current, ...(silent ? [] : [question]), reply]);
      let written = '';
      try {
        const answer = await transport.send(text, {
          signal: abort.signal,
          onText: (piece) => {
            written += piece;
            update(reply.id, { text: written });
          },
        });
        update(reply.id, {
          text: answer.text,
          sources: answer.sources,
          state: answer.stopped ? 'stopped' : 'complete',
          at: new Date().toISOString(),
        });
        if (answer.stopped) announce(ct('stoppedAnnouncement'));
        else announce(replyAnnouncement(answer.text));
      } catch (error) {
        if (abort.signal.aborted || isAbortError(error)) {
          update(reply.id, { state: 'stopped', text: written });
          announce(ct('stoppedAnnouncement'));
        } else {
          const reason = errorMessage(error);
          update(reply.id, { state: 'failed', text: written, error: reason, retryText: text });
          announce(ct('failed', { reason }), 'assertive');
        }
      } finally {
        endWaiting();
      }
    },
    [transport],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Sends a failed message again, in place of its failed reply. */
  const retry = useCallback(
    (entryId: string) => {
      const failed = entries.find((entry) => entry.id === entryId);
      if (!failed?.retryText || controller.current) return;
      const index = entries.indexOf(failed);
      // The question before the failed reply is shown again with the new attempt.
      const question = entries[index - 1];
      setEntries((current) =>
        current.filter(
          (entry) =>
            entry.id !== entryId && !(question?.sender === 'user' && entry.id === question.id),
        ),
      );
      void send(failed.retryText, { silent: question?.sender !== 'user' });
    },
    [entries, send],
  );

  /** Empties the log (a new conversation), stopping a reply being written. */
  const clear = useCallback(() => {
    controller.current?.abort();
    setEntries([]);
    announce(ct('cleared'));
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (stillWorking.current) clearTimeout(stillWorking.current);
    },
    [],
  );

  return { entries, busy, send, stop, retry, clear };
}
