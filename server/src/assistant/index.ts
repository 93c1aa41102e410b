// The assistants as the server runs them: the knowledge base indexed once per process (every
// server built in a process, as the tests build many, shares it), the chat server's client when
// LLM_BASE_URL is set, and the conversation service over both. Built alone as dist/assistant.js
// for `pnpm bench assistant`, which measures these pieces as the server runs them.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';
import type { CareerContext } from '../careers';
import type { RateLimiter } from '../rate-limit';
import { careerAssistant } from './career';
import { informationAssistant } from './information';
import { loadKnowledge } from './knowledge';
import { openAiChatClient, type LlmClient } from './llm';
import { KnowledgeIndex } from './retrieval';
import { ChatService } from './service';

export { relevant } from './grounding';
export { loadKnowledge } from './knowledge';
export {
  LlmRefusedError,
  LlmUnavailableError,
  openAiChatClient,
  type LlmClient,
  type LlmMessage,
  type LlmTool,
  type LlmToolCall,
} from './llm';
export { KnowledgeIndex, termsOf, tokenize } from './retrieval';

const indexes = new Map<string, Promise<KnowledgeIndex>>();

/** The knowledge base under `dir`, loaded and indexed on first use. */
export function knowledgeIndex(dir: string): Promise<KnowledgeIndex> {
  let index = indexes.get(dir);
  if (!index) {
    index = loadKnowledge(dir).then((documents) => new KnowledgeIndex(documents));
    indexes.set(dir, index);
    // A broken knowledge base is reported where it is awaited; it is not an unhandled rejection.
    index.catch(() => indexes.delete(dir));
  }
  return index;
}

export type AssistantConfig = Pick<
  Config,
  | 'llmBaseUrl'
  | 'llmApiKey'
  | 'llmModel'
  | 'llmTimeoutMs'
  | 'chatMessagesPerMinute'
  | 'knowledgeDir'
>;

export function languageModel(config: AssistantConfig): LlmClient | null {
  if (!config.llmBaseUrl || !config.llmModel) return null;
  return openAiChatClient({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel,
    timeoutMs: config.llmTimeoutMs,
  });
}

export async function createChatService(
  config: AssistantConfig,
  db: Db,
  clock: Clock,
  /** The process's limiter (Redis-backed with several nodes): counts messages per person. */
  limiter: RateLimiter,
  log: FastifyBaseLogger,
  careerContext: (userId: string) => Promise<CareerContext>,
): Promise<ChatService> {
  const index = await knowledgeIndex(config.knowledgeDir);
  const llm = languageModel(config);
  return new ChatService(
    db,
    {
      information: informationAssistant(index, llm),
      career: careerAssistant(index, llm, careerContext),
    },
    clock,
    limiter,
    config.chatMessagesPerMinute,
    log,
  );
}
