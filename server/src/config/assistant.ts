// The assistants: the OpenAI-compatible chat server they use when one is configured (without it
// the Information Access assistant answers with search results from the knowledge base), the
// knowledge base's folder, and how much one person may ask.
import { join } from 'node:path';
import { ConfigError, httpUrl, integer, text, variable } from './define';

export const assistantVariables = [
  variable({
    name: 'LLM_BASE_URL',
    defaultValue: 'unset: answers are search results',
    meaning:
      'Base URL of an OpenAI-compatible chat server, including its version path: `https://api.openai.com/v1`, Ollama `http://localhost:11434/v1`, llama.cpp’s server or vLLM `http://host:8000/v1`, LocalAI. `/chat/completions` is called there. Without it the Information Access assistant quotes the best passages of the knowledge base, labelled as search results.',
    field: 'llmBaseUrl',
    read: httpUrl,
  }),
  variable({
    name: 'LLM_API_KEY',
    defaultValue: 'unset',
    meaning: 'Bearer key for `LLM_BASE_URL`; it never leaves the server.',
    field: 'llmApiKey',
    read: (raw) => raw ?? null,
  }),
  variable({
    name: 'LLM_MODEL',
    defaultValue: 'required with `LLM_BASE_URL`',
    meaning: 'The model name sent to `LLM_BASE_URL` (`gpt-4o-mini`, `llama3.1:8b`…).',
    field: 'llmModel',
    read: (raw, { env }) => {
      if (raw === undefined && text(env, 'LLM_BASE_URL') !== undefined)
        throw new ConfigError('LLM_MODEL must name the model when LLM_BASE_URL is set');
      return raw ?? null;
    },
  }),
  variable({
    name: 'LLM_TIMEOUT_SECONDS',
    defaultValue: '60',
    meaning:
      'Longest wait for the chat server’s first words, and between two pieces of a reply; then the person is told it is not answering and may try again.',
    field: 'llmTimeoutMs',
    read: (raw, context) => integer(60, 1)(raw, context) * 1000,
  }),
  variable({
    name: 'CHAT_MESSAGES_PER_MINUTE',
    defaultValue: '20',
    meaning:
      'Messages one person may send to the assistants in a minute (429 with the wait after that).',
    field: 'chatMessagesPerMinute',
    read: integer(20, 1),
  }),
  variable({
    name: 'KNOWLEDGE_DIR',
    defaultValue: '`<repo>/server/knowledge`',
    meaning:
      'The knowledge base: `<language>/<id>.md` documents with front matter (id, title, language, source, reviewed), indexed at start.',
    field: 'knowledgeDir',
    read: (raw, { repoRoot }) => raw ?? join(repoRoot, 'server', 'knowledge'),
  }),
];
