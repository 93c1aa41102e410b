// Conversations with the assistants: a person's message is checked (length, how many in a minute,
// one reply at a time), answered by the assistant it is for, and kept with the reply in one of
// their conversations, which they can list, continue and delete. A reply the person stops is kept
// with what had arrived, marked stopped.
import type {
  AssistantName,
  ChatMessage,
  ChatMode,
  ChatSource,
  Conversation,
} from '@nclude/shared/api-schemas';
import { validateChatMessage } from '@nclude/shared/validation';
import type { AuthenticatedSession } from '../auth/sessions';
import { describeWait } from '../auth/limits';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../errors';
import { currentLanguage } from '../language';
import { orderedId } from '../ordered-id';
import { countOrRefuse, type RateLimiter } from '../rate-limit';
import type { Assistant, AssistantTurn } from './grounding';
import { LlmRefusedError, LlmUnavailableError } from './llm';
import { assistantText } from './messages';

/** Characters of the first question kept as a conversation's title. */
const TITLE_CHARS = 80;
/** Turns of a conversation read back as its history. */
const HISTORY_READ = 12;
const MINUTE_MS = 60_000;

export interface AskOptions {
  conversationId?: string;
  signal: AbortSignal;
  /** The conversation the exchange goes in (null for small talk), once it is known. */
  onStart?: (conversationId: string | null, mode: ChatMode) => void;
  onText?: (piece: string) => void;
}

export interface AskResult {
  conversationId: string | null;
  message: ChatMessage;
  mode: ChatMode;
}

function viewMessage(row: ChatMessagesTable): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    createdAt: row.created_at,
    sources: JSON.parse(row.sources) as ChatSource[],
    state: row.state,
  };
}

function viewConversation(row: ChatConversationsTable): Conversation {
  return { id: row.id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at };
}

function titleOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  const letters = [...flat];
  return letters.length <= TITLE_CHARS ? flat : `${letters.slice(0, TITLE_CHARS - 1).join('')}…`;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** Longest a crashed node's hold on a person's reply blocks their next message. */
const ANSWER_HOLD_MS = 60_000;

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly assistants: Record<AssistantName, Assistant>,
    private readonly clock: Clock,
    /** Shared by every node (Redis) when there are several, so the limit is per person. */
    private readonly limiter: RateLimiter,
    private readonly messagesPerMinute: number,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  mode(assistant: AssistantName): ChatMode {
    return this.assistants[assistant].mode;
  }

  async ask(
    session: AuthenticatedSession,
    assistantName: AssistantName,
    rawMessage: string,
    options: AskOptions,
  ): Promise<AskResult> {
    const problem = validateChatMessage(rawMessage);
    if (problem) throw badRequest(problem);
    const message = rawMessage.trim();
    const userId = session.userId;
    // One reply at a time per person, on whichever node it is being written.
    const release = await this.limiter.hold(`chat-answer:${userId}`, ANSWER_HOLD_MS);
    if (!release) throw conflict(assistantText('stillAnswering'));
    try {
      await this.count(userId);
      const assistant = this.assistants[assistantName];
      const existing = options.conversationId
        ? await this.ownConversation(userId, assistantName, options.conversationId)
        : null;
      const history = existing ? await this.history(existing.id) : [];

      let conversationId = existing?.id ?? null;
      let started = false;
      const start = (id: string | null) => {
        if (started) return;
        started = true;
        options.onStart?.(id, assistant.mode);
      };
      // Small talk is answered and not kept; a question is kept with its answer, or with the part
      // of it that had arrived when the person stopped it.
      const interfaceLanguage = currentLanguage();
      let text = '';
      let kept = false;
      const keepQuestion = async () => {
        if (kept) return;
        kept = true;
        conversationId ??= await this.createConversation(userId, assistantName, message);
        await this.addMessage(conversationId, 'user', message, [], 'complete');
      };
      let answer;
      try {
        answer = await assistant.answer({
          message,
          userId,
          history,
          interfaceLanguage,
          signal: options.signal,
          onText: (piece) => {
            text += piece;
            start(conversationId);
            options.onText?.(piece);
          },
        });
      } catch (error) {
        if (isAbort(error, options.signal)) {
          // Stopped by the person: what had arrived is kept as the reply.
          await keepQuestion();
          const row = await this.addMessage(conversationId!, 'assistant', text, [], 'stopped');
          return { conversationId, message: viewMessage(row), mode: assistant.mode };
        }
        if (error instanceof LlmUnavailableError || error instanceof LlmRefusedError) {
          // Nothing is kept: the person sends the question again with Retry.
          this.log.warn({ err: error, assistant: assistantName }, 'the language model failed');
          throw new HttpError(
            502,
            assistantText(
              error instanceof LlmUnavailableError ? 'modelUnavailable' : 'modelRefused',
            ),
          );
        }
        throw error;
      }
      if (answer.keep) await keepQuestion();
      start(conversationId);
      const row = answer.keep
        ? await this.addMessage(
            conversationId!,
            'assistant',
            answer.text,
            answer.sources,
            'complete',
          )
        : null;
      const reply: ChatMessage = row
        ? viewMessage(row)
        : {
            id: orderedId(),
            role: 'assistant',
            text: answer.text,
            createdAt: this.clock.now().toISOString(),
            sources: answer.sources,
            state: 'complete',
          };
      return {
        conversationId: answer.keep ? conversationId : null,
        message: reply,
        mode: assistant.mode,
      };
    } finally {
      await release();
    }
  }

  async conversations(userId: string, assistant: AssistantName): Promise<Conversation[]> {
    const rows = await this.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('owner_user_id', '=', userId)
      .where('assistant', '=', assistant)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(viewConversation);
  }

  async conversation(
    userId: string,
    assistant: AssistantName,
    conversationId: string,
  ): Promise<{ conversation: Conversation; messages: ChatMessage[] }> {
    const row = await this.ownConversation(userId, assistant, conversationId);
    const messages = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', row.id)
      .orderBy('id')
      .execute();
    return { conversation: viewConversation(row), messages: messages.map(viewMessage) };
  }

  async deleteConversation(
    userId: string,
    assistant: AssistantName,
    conversationId: string,
  ): Promise<void> {
    const row = await this.ownConversation(userId, assistant, conversationId);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('chat_messages').where('conversation_id', '=', row.id).execute();
      await trx.deleteFrom('chat_conversations').where('id', '=', row.id).execute();
    });
  }

  /** One more message from `userId` this minute, or 429 with the wait. */
  private count(userId: string): Promise<void> {
    return countOrRefuse(
      this.limiter,
      `chat:${userId}`,
      this.messagesPerMinute,
      MINUTE_MS,
      (waitSeconds) => assistantText('tooManyMessages', { wait: describeWait(waitSeconds) }),
    );
  }

  private async ownConversation(
    userId: string,
    assistant: AssistantName,
    conversationId: string,
  ): Promise<ChatConversationsTable> {
    const row = await this.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('id', '=', conversationId)
      .where('owner_user_id', '=', userId)
      .where('assistant', '=', assistant)
      .executeTakeFirst();
    if (!row) throw notFound(assistantText('conversationNotFound'));
    return row;
  }

  private async history(conversationId: string): Promise<AssistantTurn[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(['role', 'text'])
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .limit(HISTORY_READ)
      .execute();
    return rows.reverse().map((row) => ({ role: row.role, text: row.text }));
  }

  private async createConversation(
    userId: string,
    assistant: AssistantName,
    firstMessage: string,
  ): Promise<string> {
    const id = orderedId();
    const now = this.clock.now().toISOString();
    await this.db
      .insertInto('chat_conversations')
      .values({
        id,
        owner_user_id: userId,
        assistant,
        title: titleOf(firstMessage),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  private async addMessage(
    conversationId: string,
    role: 'user' | 'assistant',
    text: string,
    sources: ChatSource[],
    state: 'complete' | 'stopped',
  ): Promise<ChatMessagesTable> {
    const now = this.clock.now().toISOString();
    const row: ChatMessagesTable = {
      id: orderedId(),
      conversation_id: conversationId,
      role,
      text,
      sources: JSON.stringify(sources),
      state,
      created_at: now,
    };
    await this.db.insertInto('chat_messages').values(row).execute();
    await this.db
      .updateTable('chat_conversations')
      .set({ updated_at: now })
      .where('id', '=', conversationId)
      .execute();
    return row;
  }
}
