// The browser agent's conversation over its websocket (spec §4, §7): the connection (open while
// the page is, reconnecting after 1–5 s), the turn (initial → processing → end_turn), the
// messages both ways, and the cookie flow, which asks the companion extension for a site's
// sign-in when the agent needs it and polls every 5 s until it is there.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AGENT_PROTOCOL,
  AGENT_SITE_SIGN_IN,
  AGENT_TOKEN_PROTOCOL_PREFIX,
  type AgentCookieSite,
  type ChatEntry,
} from '@nclude/shared';
import type { AgentClientMessage, AgentServerMessage } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { fetchCookies, hasSignIn } from './extensionBridge';
import {
  agentSocketUrl,
  agentTiming,
  cookieActionSite,
  parseServerMessage,
  reconnectDelay,
} from './protocol';

/** Spec §4: no task yet, the agent at work, or the agent done and waiting for the person. */
export type TurnState = 'initial' | 'processing' | 'end_turn';

/** Where the page offers the companion extension when it is missing. */
export const EXTENSION_DOWNLOAD_PATH = '/v1/api/agent/extension.zip';

export interface AgentSocketOptions {
  /** The server of the agent (the page's own origin). */
  origin: string;
  userId: string | null;
  token: string | null;
}

export interface AgentSocket {
  connected: boolean;
  turn: TurnState;
  /** How the agent plans (its `hello`): with a model, or with plain commands; null until told. */
  mode: 'model' | 'commands' | null;
  entries: ChatEntry[];
  /** The person may send a message now. */
  ready: boolean;
  /** The agent works on the person's message (or it is on its way): Stop applies. */
  working: boolean;
  send: (text: string) => void;
  stop: () => void;
  answer: (entry: ChatEntry, approved: boolean) => void;
}

let nextId = 0;
const newId = () => `agent-${Date.now()}-${nextId++}`;

function botEntry(fields: Partial<ChatEntry>): ChatEntry {
  return {
    id: newId(),
    sender: 'bot',
    text: '',
    at: new Date().toISOString(),
    state: 'complete',
    ...fields,
  };
}

/** What the page last told the person about a site's sign-in (not said twice while polling). */
type SignInNotice = 'missing' | 'no-extension' | null;

export function useAgentSocket({ origin, userId, token }: AgentSocketOptions): AgentSocket {
  const [connected, setConnected] = useState(false);
  const [turn, setTurn] = useState<TurnState>('initial');
  /** A message went and the server has not answered it with a status or an error yet. */
  const [awaiting, setAwaiting] = useState(false);
  const [mode, setMode] = useState<'model' | 'commands' | null>(null);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const socket = useRef<WebSocket | null>(null);
  /** The person has sent a message on this connection (a 'ready' then ends a turn). */
  const sentOnConnection = useRef(false);
  const turnRef = useRef<TurnState>('initial');
  const polls = useRef(
    new Map<
      AgentCookieSite,
      { timer: ReturnType<typeof setTimeout> | null; notice: SignInNotice }
    >(),
  );

  const add = useCallback((entry: ChatEntry) => setEntries((current) => [...current, entry]), []);
  const changeTurn = useCallback((next: TurnState) => {
    turnRef.current = next;
    setTurn(next);
  }, []);

  const transmit = useCallback((message: AgentClientMessage): boolean => {
    const open = socket.current;
    if (!open || open.readyState !== WebSocket.OPEN) return false;
    open.send(JSON.stringify(message));
    return true;
  }, []);

  const stopPolling = useCallback(() => {
    for (const poll of polls.current.values()) if (poll.timer) clearTimeout(poll.timer);
    polls.current.clear();
  }, []);

  useEffect(() => {
    if (!userId || !token) return;
    let disposed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | null = null;

    /** Asks the extension for `site`'s cookies; lends them, or explains and asks again later. */
    const checkSignIn = async (site: AgentCookieSite, from: WebSocket) => {
      const sign = AGENT_SITE_SIGN_IN[site];
      const answer = await fetchCookies(sign.domains);
      const poll = polls.current.get(site);
      // The socket closed (polling ends with it) or a newer request took over.
      if (disposed || socket.current !== from || !poll) return;
      if (answer.ok && hasSignIn(site, answer.cookies)) {
        polls.current.delete(site);
        if (transmit({ type: `${site}-cookies`, text: JSON.stringify(answer.cookies) }))
          add(botEntry({ text: m('signedIn', { site: sign.label }) }));
        return;
      }
      const notice: SignInNotice = answer.ok ? 'missing' : 'no-extension';
      if (poll.notice !== notice) {
        poll.notice = notice;
        // Why, for whoever helps the person (once per change, not at every poll).
        if (!answer.ok) console.warn('[nclude] companion extension unavailable:', answer.reason);
        add(
          notice === 'missing'
            ? botEntry({
                text: m('signInNeeded', { site: sign.label }),
                link: { text: m('openSite', { site: sign.label }), href: sign.url },
              })
            : botEntry({
                text: m('extensionMissing', { site: sign.label }),
                link: { text: m('downloadExtension'), href: EXTENSION_DOWNLOAD_PATH },
              }),
        );
      }
      poll.timer = setTimeout(() => void checkSignIn(site, from), agentTiming.cookiePollMs);
    };

    const received = (message: AgentServerMessage, from: WebSocket) => {
      switch (message.type) {
        case 'hello':
          setMode(message.mode);
          return;
        case 'status':
          setAwaiting(false);
          // Spec §4: 'ready' ends a turn; before the person's first message it leaves 'initial'.
          changeTurn(
            message.status === 'processing'
              ? 'processing'
              : sentOnConnection.current
                ? 'end_turn'
                : 'initial',
          );
          return;
        case 'message':
          add(botEntry({ text: message.content }));
          return;
        case 'error':
          // A refused message gets no status: the box is the person's again.
          setAwaiting(false);
          add(botEntry({ text: message.content, tone: 'error' }));
          return;
        case 'image':
          add(
            botEntry({ image: { src: message.content, alt: message.alt || m('agentImageAlt') } }),
          );
          return;
        case 'button':
          add(
            botEntry({
              text: message.content,
              link: { text: message.buttonText, href: message.buttonLink },
            }),
          );
          return;
        case 'confirm':
          add(botEntry({ text: message.content, confirm: { id: message.id } }));
          return;
        case 'cookie-action': {
          const site = cookieActionSite(message.content);
          if (!site) return;
          const earlier = polls.current.get(site);
          if (earlier?.timer) clearTimeout(earlier.timer);
          polls.current.set(site, { timer: null, notice: earlier?.notice ?? null });
          void checkSignIn(site, from);
          return;
        }
      }
    };

    const connect = () => {
      const opened = new WebSocket(agentSocketUrl(origin, userId), [
        AGENT_PROTOCOL,
        AGENT_TOKEN_PROTOCOL_PREFIX + token,
      ]);
      socket.current = opened;
      opened.onopen = () => {
        attempt = 0;
        sentOnConnection.current = false;
        changeTurn('initial');
        setAwaiting(false);
        setConnected(true);
      };
      opened.onmessage = (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        const message = parseServerMessage(event.data);
        if (message) received(message, opened);
      };
      opened.onclose = () => {
        if (socket.current === opened) socket.current = null;
        stopPolling();
        setConnected(false);
        changeTurn('initial');
        setAwaiting(false);
        if (!disposed) retry = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();

    return () => {
      disposed = true;
      if (retry) clearTimeout(retry);
      stopPolling();
      const open = socket.current;
      socket.current = null;
      open?.close();
    };
  }, [origin, userId, token, add, transmit, stopPolling, changeTurn]);

  const working = connected && (awaiting || turn === 'processing');
  const ready = connected && !working;

  const send = useCallback(
    (text: string) => {
      if (!ready) return;
      const type = turnRef.current === 'initial' ? 'initial' : 'continuation';
      if (!transmit({ type, text })) return;
      sentOnConnection.current = true;
      setAwaiting(true);
      add({ id: newId(), sender: 'user', text, at: new Date().toISOString(), state: 'complete' });
    },
    [ready, transmit, add],
  );

  const stop = useCallback(() => {
    transmit({ type: 'stop' });
  }, [transmit]);

  const answer = useCallback(
    (entry: ChatEntry, approved: boolean) => {
      const id = entry.confirm?.id;
      if (!id || entry.confirm?.answer !== undefined) return;
      if (!transmit({ type: 'confirm-answer', id, approved })) return;
      setEntries((current) =>
        current.map((item) =>
          item.id === entry.id ? { ...item, confirm: { id, answer: approved } } : item,
        ),
      );
    },
    [transmit],
  );

  return { connected, turn, mode, entries, ready, working, send, stop, answer };
}
