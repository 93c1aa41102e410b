// The browser agent's websocket, /ws/chat/{userId} (spec §7): JSON messages both ways. The page
// opens it with two subprotocols, AGENT_PROTOCOL and `bearer.{token}` (a browser cannot send an
// Authorization header on a websocket, and a token in the address would land in access logs);
// the server answers with AGENT_PROTOCOL. Beyond the spec: the server may also send `confirm`
// (a yes-or-no question before a step that pays, books, orders or sends) and `error`; the page
// may send `confirm-answer` and `stop`; image messages carry their description in `alt`.
import { Type, type Static } from '@sinclair/typebox';
import {
  AGENT_COOKIE_SITES,
  AGENT_COOKIES_MAX_CHARS,
  AGENT_TEXT_MAX,
  type AgentCookieSite,
} from '../validation';

// The plain values live in ../validation, where browser code takes them without TypeBox.
export {
  AGENT_COOKIE_SITES,
  AGENT_COOKIES_MAX_CHARS,
  AGENT_EXTENSION_ID,
  AGENT_PROTOCOL,
  AGENT_SITE_SIGN_IN,
  AGENT_TEXT_MAX,
  AGENT_TOKEN_PROTOCOL_PREFIX,
  type AgentCookieSite,
} from '../validation';

/** Page → server. */
export const AgentClientMessage = Type.Union([
  Type.Object({
    type: Type.Union([Type.Literal('initial'), Type.Literal('continuation')]),
    text: Type.String({ minLength: 1, maxLength: AGENT_TEXT_MAX }),
  }),
  Type.Object({
    type: Type.Union(AGENT_COOKIE_SITES.map((site) => Type.Literal(`${site}-cookies`))),
    /** The cookie list as JSON text, as the spec sends it. */
    text: Type.String({ minLength: 2, maxLength: AGENT_COOKIES_MAX_CHARS }),
  }),
  Type.Object({
    type: Type.Literal('confirm-answer'),
    id: Type.String({ minLength: 1, maxLength: 64 }),
    approved: Type.Boolean(),
  }),
  Type.Object({ type: Type.Literal('stop') }),
]);
export type AgentClientMessage = Static<typeof AgentClientMessage>;

/** Server → page. */
export type AgentServerMessage =
  | { type: 'status'; status: 'processing' | 'ready' }
  | { type: 'message'; content: string }
  /** A screenshot (a data: URL) with the agent's description of it. */
  | { type: 'image'; content: string; alt: string }
  /** Words with a link the page shows as a button opening a new tab. */
  | { type: 'button'; content: string; buttonText: string; buttonLink: string }
  | { type: 'cookie-action'; content: `get-${AgentCookieSite}-cookies` }
  | { type: 'confirm'; id: string; content: string }
  /** The last message was refused (too long, malformed, a task already running…). */
  | { type: 'error'; content: string }
  /** What the agent can do: sent once when the socket opens (mode: with a model or commands). */
  | { type: 'hello'; mode: 'model' | 'commands' };
