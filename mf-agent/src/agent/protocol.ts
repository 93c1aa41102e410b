// The page's side of the agent's websocket (spec §7): where it is, how long to wait before
// connecting again, and which server messages the page understands (anything else is ignored,
// as the spec says of unparsable ones).
import type { AgentServerMessage } from '@nclude/shared/api-schemas';
import { AGENT_COOKIE_SITES, type AgentCookieSite } from '@nclude/shared';

/** Waits of the page, in milliseconds (tests shorten them). */
export const agentTiming = {
  /** Spec §9: how often the page asks the extension again for a site's sign-in. */
  cookiePollMs: 5_000,
  /** Spec §9: reconnect after 1 s, doubling up to 5 s, randomised by half. */
  reconnectMinMs: 1_000,
  reconnectMaxMs: 5_000,
  /** An extension that never answers counts as missing after this long. */
  extensionAnswerMs: 10_000,
};

/** The agent's websocket for `userId`: on the page's own server (ws:, or wss: under https:). */
export function agentSocketUrl(origin: string, userId: string): string {
  return `${origin.replace(/^http/i, 'ws')}/ws/chat/${encodeURIComponent(userId)}`;
}

/** The wait before connection attempt `attempt` (0 first), as the portal's realtime socket. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(
    agentTiming.reconnectMaxMs,
    agentTiming.reconnectMinMs * 2 ** Math.min(attempt, 10),
  );
  const jitter = (random() * 2 - 1) * 0.5 * base;
  return Math.round(Math.min(agentTiming.reconnectMaxMs, base + jitter));
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The site of a `cookie-action` ("get-linkedin-cookies" → "linkedin"), or null. */
export function cookieActionSite(content: string): AgentCookieSite | null {
  const match = /^get-(.+)-cookies$/.exec(content);
  const site = match?.[1];
  return AGENT_COOKIE_SITES.find((known) => known === site) ?? null;
}

/** A message of the server the page understands, or null (not JSON, or not one of §7's). */
export function parseServerMessage(raw: string): AgentServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'status':
      return message.status === 'processing' || message.status === 'ready'
        ? { type: 'status', status: message.status }
        : null;
    case 'message':
    case 'error':
      return isText(message.content) ? { type: message.type, content: message.content } : null;
    case 'image':
      return isText(message.content)
        ? { type: 'image', content: message.content, alt: isText(message.alt) ? message.alt : '' }
        : null;
    case 'button':
      return isText(message.content) && isText(message.buttonText) && isText(message.buttonLink)
        ? {
            type: 'button',
            content: message.content,
            buttonText: message.buttonText,
            buttonLink: message.buttonLink,
          }
        : null;
    case 'cookie-action': {
      const site = isText(message.content) ? cookieActionSite(message.content) : null;
      return site ? { type: 'cookie-action', content: `get-${site}-cookies` } : null;
    }
    case 'confirm':
      return isText(message.id) && message.id !== '' && isText(message.content)
        ? { type: 'confirm', id: message.id, content: message.content }
        : null;
    case 'hello':
      return message.mode === 'model' || message.mode === 'commands'
        ? { type: 'hello', mode: message.mode }
        : null;
    default:
      return null;
  }
}
