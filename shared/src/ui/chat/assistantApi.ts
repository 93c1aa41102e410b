// The calls of the assistants' pages (contract: shared/src/api/assistant.ts), through the portal's
// one API client. A reply is read as it is written (server-sent events); the transport keeps the
// conversation it belongs to, so each message continues it.
import { api, ApiError } from '../../api-client';
import { t } from '../../messages';
import type { ChatEntry, ChatTransport } from './useChat';
import type {
  AssistantName,
  ChatMessage,
  ChatStatusReply,
  ChatStreamEvent,
  Conversation,
  ConversationReply,
  ConversationsReply,
} from '../../api/assistant';
import type { SuccessMessage } from '../../api/common';

const base = (assistant: AssistantName) => `/chat/${assistant}`;
const conversationPath = (assistant: AssistantName, id: string) =>
  `${base(assistant)}/conversations/${encodeURIComponent(id)}`;

export function chatStatus(assistant: AssistantName, signal?: AbortSignal) {
  return api.get<ChatStatusReply>(base(assistant), { signal });
}

export async function listConversations(
  assistant: AssistantName,
  signal?: AbortSignal,
): Promise<Conversation[]> {
  return (await api.get<ConversationsReply>(`${base(assistant)}/conversations`, { signal }))
    .conversations;
}

export function readConversation(assistant: AssistantName, id: string) {
  return api.get<ConversationReply>(conversationPath(assistant, id));
}

export function deleteConversation(assistant: AssistantName, id: string) {
  return api.delete<SuccessMessage>(conversationPath(assistant, id));
}

export interface AssistantTransport extends ChatTransport {
  /** The conversation the next message continues (null: the next question starts one). */
  follow(conversationId: string | null): void;
}

export interface TransportOptions {
  /** List each reply's sources (a model's answer; search results carry theirs in the text). */
  withSources: boolean;
  /** The server kept an exchange in a conversation new to this transport. */
  onNewConversation: (conversationId: string) => void;
}

/** A transport to `assistant` for the chat component, continuing the conversation it follows. */
export function chatTransport(
  assistant: AssistantName,
  { withSources, onNewConversation }: TransportOptions,
): AssistantTransport {
  let following: string | null = null;
  const conversation = {
    current: () => following,
    kept: (id: string) => {
      if (following === id) return;
      following = id;
      onNewConversation(id);
    },
  };
  return {
    follow(conversationId) {
      following = conversationId;
    },
    async send(message, { signal, onText }) {
      let finished: ChatMessage | null = null;
      let failure: string | null = null;
      await api.stream(
        `${base(assistant)}/stream`,
        { message, ...(conversation.current() ? { conversationId: conversation.current() } : {}) },
        {
          signal,
          onEvent: ({ event, data }) => {
            const received = { event, data } as ChatStreamEvent;
            if (received.event === 'text') onText(received.data.text);
            else if (received.event === 'done') {
              finished = received.data.message;
              if (received.data.conversationId) conversation.kept(received.data.conversationId);
            } else if (received.event === 'error') failure = received.data.message;
          },
        },
      );
      // The server's own words when it failed after the reply had started.
      if (failure !== null) throw new ApiError(502, failure);
      const reply = finished as ChatMessage | null;
      if (!reply) throw new ApiError(0, t('networkError'));
      return {
        text: reply.text,
        sources: withSources ? reply.sources : undefined,
        stopped: reply.state === 'stopped',
      };
    },
  };
}

/** A stored conversation's messages as the chat component shows them. */
export function chatEntries(
  messages: ChatMessage[],
  { withSources }: { withSources: boolean },
): ChatEntry[] {
  return messages.map((message) => ({
    id: message.id,
    sender: message.role === 'user' ? 'user' : 'bot',
    text: message.text,
    at: message.createdAt,
    state: message.state,
    sources: withSources ? message.sources : undefined,
  }));
}
