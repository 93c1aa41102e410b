// /v1/api/chat/:assistant: the assistants people talk to (the Information Access chatbot and the
// Career Discovery chatbot). The spec's call is `{message}` → the reply; beyond it, replies stream as
// server-sent events, and conversations are kept per person to continue or delete.
import { Type, type Static } from '@sinclair/typebox';
import { CHAT_MESSAGE_MAX, ID_MAX } from '../validation';
import { SuccessMessage, Text } from './common';

/** The assistants of the portal, by the name in their paths. */
export const ASSISTANTS = ['information', 'career'] as const;
export type AssistantName = (typeof ASSISTANTS)[number];

/**
 * How replies are made: `model` (a language model answers from the knowledge base) or `search`
 * (no model is set up: the best passages are quoted, labelled as search results).
 */
export const ChatMode = Type.Union([Type.Literal('model'), Type.Literal('search')]);
export type ChatMode = Static<typeof ChatMode>;

/** A document a reply drew on: its title and the official page it summarises. */
export const ChatSource = Type.Object({
  title: Type.String(),
  url: Type.String(),
});
export type ChatSource = Static<typeof ChatSource>;

export const ChatMessage = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  /** Markdown (assistant) or the person's own text (user). */
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  sources: Type.Array(ChatSource),
  /** `stopped`: the person stopped the reply; its text is what had arrived. */
  state: Type.Union([Type.Literal('complete'), Type.Literal('stopped')]),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatParams = Type.Object({
  assistant: Type.Union(ASSISTANTS.map((name) => Type.Literal(name))),
});
export type ChatParams = Static<typeof ChatParams>;

export const ConversationParams = Type.Composite([
  ChatParams,
  Type.Object({ conversationId: Type.String({ maxLength: ID_MAX }) }),
]);
export type ConversationParams = Static<typeof ConversationParams>;

export const ChatStatusReply = Type.Object({
  success: Type.Literal(true),
  mode: ChatMode,
  /** Longest message accepted, in characters. */
  maxMessageLength: Type.Integer(),
});
export type ChatStatusReply = Static<typeof ChatStatusReply>;

export const ChatAskBody = Type.Object({
  /**
   * The rule is validateChatMessage's (at most CHAT_MESSAGE_MAX characters, with its message);
   * this bound only stops a body far beyond it before it is read further.
   */
  message: Text(CHAT_MESSAGE_MAX * 4, { multiline: true }),
  /** Continue this conversation; without it a question starts a new one. */
  conversationId: Type.Optional(Type.String({ maxLength: ID_MAX })),
});
export type ChatAskBody = Static<typeof ChatAskBody>;

export const ChatAskReply = Type.Object({
  success: Type.Literal(true),
  /** The reply's text (Markdown): what the spec's client shows. */
  reply: Type.String(),
  /** The conversation the exchange was kept in; null for a greeting, which is not kept. */
  conversationId: Type.Union([Type.String(), Type.Null()]),
  message: ChatMessage,
  mode: ChatMode,
});
export type ChatAskReply = Static<typeof ChatAskReply>;

/**
 * The events of POST …/stream (text/event-stream), each `event: <name>` with JSON data:
 * `start` {conversationId, mode}, `text` {text} for each piece of the reply, then `done`
 * {conversationId, message} or `error` {message}.
 */
export type ChatStreamEvent =
  | { event: 'start'; data: { conversationId: string | null; mode: ChatMode } }
  | { event: 'text'; data: { text: string } }
  | { event: 'done'; data: { conversationId: string | null; message: ChatMessage } }
  | { event: 'error'; data: { message: string } };

export const Conversation = Type.Object({
  id: Type.String(),
  /** The first question, shortened. */
  title: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Conversation = Static<typeof Conversation>;

export const ConversationsReply = Type.Object({
  success: Type.Literal(true),
  conversations: Type.Array(Conversation),
});
export type ConversationsReply = Static<typeof ConversationsReply>;

export const ConversationReply = Type.Object({
  success: Type.Literal(true),
  conversation: Conversation,
  messages: Type.Array(ChatMessage),
});
export type ConversationReply = Static<typeof ConversationReply>;

export const DeleteConversationReply = SuccessMessage;
export type DeleteConversationReply = Static<typeof DeleteConversationReply>;
