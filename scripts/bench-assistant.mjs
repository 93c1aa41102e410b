// The Information Access assistant's figures for `pnpm bench` (or alone: `pnpm bench assistant`),
// with the compiled pieces (server/dist/assistant.js) and the compiled server:
// - the knowledge base's load and index time;
// - retrieval on the question set (server/knowledge/questions): recall@1 and recall@3 per
//   language, how often the answering document passes the relevance gate, and how many questions
//   the knowledge base cannot answer are told "I don't know";
// - the engine's overhead over the model's own latency, with the tests' local OpenAI-compatible
//   server answering after a fixed delay: the chat client alone, and the whole path through the
//   API (session, limits, search, prompt, storage, server-sent events) to the first piece of text
//   and to the end of the reply.
// Figures, not assertions: a target missed is printed, not failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importTypeScript, repoRoot } from './toolchain.mjs';

const KNOWLEDGE = path.join(repoRoot, 'server', 'knowledge');
/** The model's own time to its first piece, set on the local server. */
const MODEL_FIRST_MS = 100;
const RUNS = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

const tsModule = importTypeScript;

function retrieval(assistant, index, report) {
  const questions = readdirSync(path.join(KNOWLEDGE, 'questions')).flatMap((file) =>
    JSON.parse(readFileSync(path.join(KNOWLEDGE, 'questions', file), 'utf8')),
  );
  const answerable = questions.filter((question) => question.answers.length > 0);
  const byLanguage = new Map();
  for (const question of answerable) {
    const hits = index.search(question.question, { limit: 3 });
    const rank = hits.findIndex((hit) => question.answers.includes(hit.document.id));
    const passed = assistant
      .relevant(hits)
      .some((hit) => question.answers.includes(hit.document.id));
    const counts = byLanguage.get(question.language) ?? { n: 0, at1: 0, at3: 0, passed: 0 };
    counts.n += 1;
    if (rank === 0) counts.at1 += 1;
    if (rank >= 0) counts.at3 += 1;
    if (passed) counts.passed += 1;
    byLanguage.set(question.language, counts);
  }
  const all = [...byLanguage.values()].reduce(
    (sum, c) => ({
      n: sum.n + c.n,
      at1: sum.at1 + c.at1,
      at3: sum.at3 + c.at3,
      passed: sum.passed + c.passed,
    }),
    { n: 0, at1: 0, at3: 0, passed: 0 },
  );
  const share = (part, whole) => (part / whole).toFixed(3);
  report(
    'assistant retrieval recall@3',
    `${share(all.at3, all.n)} on ${all.n} questions (${[...byLanguage.entries()]
      .map(([language, c]) => `${language} ${share(c.at3, c.n)} of ${c.n}`)
      .join(', ')}); recall@1 ${share(all.at1, all.n)}`,
    '>= 0.9',
  );
  report(
    'assistant answering document passes the relevance gate',
    `${share(all.passed, all.n)} of questions`,
  );
  const outOfScope = questions.filter((question) => question.answers.length === 0);
  const refused = outOfScope.filter(
    (question) => assistant.relevant(index.search(question.question, { limit: 3 })).length === 0,
  );
  report(
    'assistant "I don\'t know" on questions it cannot answer',
    `${refused.length} of ${outOfScope.length}`,
  );
}

async function chatOverhead(assistant, startLlmServer, report) {
  const llm = await startLlmServer({
    kind: 'reply',
    reply: () => 'You can apply online on the Swavlamban card portal. '.repeat(4),
    pieceChars: 16,
    pieceDelayMs: 2,
    firstDelayMs: MODEL_FIRST_MS,
  });
  try {
    // The client alone.
    const client = assistant.openAiChatClient({
      baseUrl: llm.url,
      apiKey: null,
      model: 'bench',
      timeoutMs: 10_000,
    });
    const first = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      let at = 0;
      await client.complete({
        messages: [{ role: 'user', content: 'How do I get a UDID card?' }],
        signal: new AbortController().signal,
        onText: () => {
          at ||= performance.now();
        },
      });
      first.push(at - started - MODEL_FIRST_MS);
    }
    report(
      'assistant chat client overhead before the first token',
      `${ms(median(first))} median of ${RUNS} (model's own ${MODEL_FIRST_MS} ms removed)`,
      '< 20 ms',
    );

    // The whole path, through a server of its own with the local model configured.
    const port = Number(process.env.BENCH_PORT ?? 8095) + 2;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nclude-bench-assistant-'));
    const server = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(repoRoot, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'Bench@12345',
        LOG_LEVEL: 'error',
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'bench',
        CHAT_MESSAGES_PER_MINUTE: '100000',
      },
    });
    try {
      for (let i = 0; ; i++) {
        if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
        if (i > 120) throw new Error('the assistant bench server did not start');
        await new Promise((done) => setTimeout(done, 250));
      }
      const login = await fetch(`${base}/v1/api/auth/adminLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@nclude.local', password: 'Bench@12345' }),
      });
      const { token } = await login.json();
      const toFirst = [];
      const toEnd = [];
      const modelEnd = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        const response = await fetch(`${base}/v1/api/chat/information/stream`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'How do I apply for a UDID card online?' }),
        });
        const reader = response.body.getReader();
        let first = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!first && new TextDecoder().decode(value).includes('event: text'))
            first = performance.now();
        }
        const end = performance.now();
        // The first two warm the server up (index, prepared statements).
        if (i < 2) continue;
        toFirst.push(first - started - MODEL_FIRST_MS);
        toEnd.push(end - started);
      }
      // What the model alone takes for the whole reply, asked directly.
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await client.complete({
          messages: [{ role: 'user', content: 'x' }],
          signal: new AbortController().signal,
        });
        modelEnd.push(performance.now() - started);
      }
      report(
        'assistant API overhead before the first token',
        `${ms(median(toFirst))} median of ${RUNS} (session, limits, search, prompt, storage, events; model's own ${MODEL_FIRST_MS} ms removed)`,
        '< 20 ms',
      );
      report(
        'assistant API full reply',
        `${ms(median(toEnd))} median, the model alone ${ms(median(modelEnd))}`,
      );
    } finally {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await llm.close();
  }
}

export async function benchAssistant(report) {
  const assistant = await import(
    pathToFileURL(path.join(repoRoot, 'server', 'dist', 'assistant.js')).href
  );
  const builds = [];
  let index;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    index = new assistant.KnowledgeIndex(await assistant.loadKnowledge(KNOWLEDGE));
    builds.push(performance.now() - started);
  }
  report(
    'assistant knowledge base load and index',
    `${ms(median(builds))} median of 5 (${index.documents.length} documents, ${index.passageCount} passages)`,
  );
  retrieval(assistant, index, report);
  const { startLlmServer } = await tsModule(path.join(repoRoot, 'server', 'test', 'llm-server.ts'));
  await chatOverhead(assistant, startLlmServer, report);
}
