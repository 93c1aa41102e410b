// /v1/api/chat/information against a real server and knowledge base: without a language model
// (answers are search results with their sources, "I don't know" with where to ask), and with a
// local OpenAI-compatible server (grounded prompt, streaming, stop, failures); conversations kept
// per person; every refusal with its message.
import type {
  ChatAskReply,
  ChatMessage,
  ChatStatusReply,
  ConversationReply,
  ConversationsReply,
} from '@nclude/shared/api-schemas';
import { engineName, signUp, startTestServer, type SignedUpUser, type TestServer } from './helpers';
import { startLlmServer, type ChatRequestBody, type LlmServer } from './llm-server';

const CHAT = '/v1/api/chat/information';

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** POSTs to the stream endpoint and reads every event (or the JSON error before it started). */
async function stream(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  stopAfterTexts?: number,
): Promise<{ status: number; events: StreamEvent[]; json: unknown }> {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}${CHAT}/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: response.status, events: [], json: await response.json() };
  const events: StreamEvent[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let texts = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<
          string,
          unknown
        >;
        events.push({ event, data });
        if (event === 'text' && stopAfterTexts !== undefined && ++texts >= stopAfterTexts) {
          controller.abort();
          return { status: response.status, events, json: null };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, events, json: null };
}

describe(`the Information Access assistant without a language model (${engineName()})`, () => {
  let server: TestServer;
  let user: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer({ OTP_SENDS_PER_IP: '1000' });
    user = await signUp(server, { userName: 'Asha Verma' });
    other = await signUp(server, { userName: 'Someone Else' });
  });
  afterAll(() => server.close());

  const ask = (message: string, token = user.token, conversationId?: string) =>
    server.post<ChatAskReply>(CHAT, { message, conversationId }, token);

  it('says it answers with search results; answers a greeting without keeping it', async () => {
    const status = await server.get<ChatStatusReply>(CHAT, user.token);
    expect(status.body).toEqual({ success: true, mode: 'search', maxMessageLength: 2000 });
    const hi = await ask('Hi');
    expect(hi.status).toBe(200);
    expect(hi.body).toMatchObject({ conversationId: null, mode: 'search' });
    expect(hi.body.reply).toMatch(/^Hello! I am the Information Access assistant/);
    expect(hi.body.reply).toMatch(/No language model is set up on this server/);
    const list = await server.get<ConversationsReply>(`${CHAT}/conversations`, user.token);
    expect(list.body.conversations).toEqual([]);
  });

  it('quotes the best passages with their official sources, and keeps the conversation', async () => {
    const first = await ask('How do I apply for a UDID card online?');
    expect(first.status).toBe(200);
    const { reply, conversationId, message } = first.body;
    expect(reply).toMatch(/^Search results from the Nclude knowledge base/);
    expect(reply).toMatch(/\*\*1\. UDID card .* — /);
    expect(reply).toContain('[swavlambancard.gov.in](https://www.swavlambancard.gov.in/)');
    expect(reply).toMatch(/checked Nov 25, 2026/);
    expect(message.sources[0]).toEqual({
      title: expect.stringMatching(/UDID/),
      url: 'https://www.swavlambancard.gov.in/',
    });
    expect(conversationId).toEqual(expect.any(String));

    // A follow-up in the same conversation; its words alone would find nothing.
    const second = await ask('and the documents for it?', user.token, conversationId!);
    expect(second.body.conversationId).toBe(conversationId);
    expect(second.body.message.sources.map((source) => source.url)).toContain(
      'https://www.swavlambancard.gov.in/',
    );

    const list = await server.get<ConversationsReply>(`${CHAT}/conversations`, user.token);
    expect(list.body.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        title: 'How do I apply for a UDID card online?',
      }),
    ]);
    const read = await server.get<ConversationReply>(
      `${CHAT}/conversations/${conversationId}`,
      user.token,
    );
    expect(read.body.messages.map((m: ChatMessage) => [m.role, m.state])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(read.body.messages[0]!.text).toBe('How do I apply for a UDID card online?');

    // Nobody else sees or continues it.
    expect((await server.get(`${CHAT}/conversations/${conversationId}`, other.token)).status).toBe(
      404,
    );
    const theirs = await ask('and pensions?', other.token, conversationId!);
    expect(theirs.status).toBe(404);
    expect((theirs.body as unknown as { message: string }).message).toBe(
      'That conversation does not exist, or it was deleted.',
    );
    const deleted = await fetch(`${server.baseUrl}${CHAT}/conversations/${conversationId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(deleted.status).toBe(404);
  });

  it('answers in Hindi and Telugu from the documents in those languages', async () => {
    const hindi = await ask('यूडीआईडी कार्ड कैसे बनवाएं?');
    expect(hindi.body.reply).toMatch(/^Nclude ज्ञानकोष से खोज परिणाम/);
    expect(hindi.body.reply).toMatch(/यूडीआईडी/);
    const telugu = await ask('ప్రభుత్వ ఉద్యోగాల్లో దివ్యాంగులకు రిజర్వేషన్ ఎంత?');
    expect(telugu.body.reply).toMatch(/^Nclude జ్ఞాన భాండాగారం నుంచి శోధన ఫలితాలు/);
    expect(telugu.body.reply).toMatch(/4%/);
  });

  it('says it does not know, and where to ask, when the knowledge base has nothing', async () => {
    const unknown = await ask('What is the capital of France?');
    expect(unknown.body.reply).toMatch(/^I don’t know: I found nothing about that/);
    expect(unknown.body.reply).toContain('https://ccpd.nic.in/');
    expect(unknown.body.message.sources).toEqual([]);
  });

  it('gives the reply text alone to a client that asks for text/plain (the spec’s call)', async () => {
    const response = await fetch(`${server.baseUrl}${CHAT}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        accept: 'text/plain',
      },
      body: JSON.stringify({ message: 'Hi' }),
    });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^Hello! I am the Information Access assistant/);
  });

  it('streams a search reply as events too', async () => {
    const { status, events } = await stream(server, user.token, { message: 'What is NVDA?' });
    expect(status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['start', 'text', 'done']);
    expect(events[0]!.data).toEqual({ conversationId: null, mode: 'search' });
    const done = events[2]!.data as { conversationId: string; message: ChatMessage };
    expect(done.message.text).toBe((events[1]!.data as { text: string }).text);
    expect(done.message.text).toMatch(/^Search results from the Nclude knowledge base/);
    expect(done.message.text).toMatch(/NVDA/);
    expect(done.conversationId).toEqual(expect.any(String));
  });

  it('refuses empty, too long, unknown assistants and strangers, with their messages', async () => {
    const empty = await ask('   ');
    expect(empty.status).toBe(400);
    expect((empty.body as unknown as { message: string }).message).toBe('Write a message first.');
    const long = await ask('a'.repeat(2001));
    expect(long.status).toBe(400);
    expect((long.body as unknown as { message: string }).message).toBe(
      'Your message has 2001 characters; the most is 2000. Shorten it or send it in two parts.',
    );
    const hindiLong = await fetch(`${server.baseUrl}${CHAT}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify({ message: 'a'.repeat(2001) }),
    });
    expect(((await hindiLong.json()) as { message: string }).message).toMatch(/2001 अक्षर/);
    expect((await server.post(`/v1/api/chat/nobody`, { message: 'Hi' }, user.token)).status).toBe(
      400,
    );
    expect((await server.post(CHAT, { message: 'Hi' })).status).toBe(401);
    expect((await server.get(`${CHAT}/conversations`)).status).toBe(401);
  });

  it('limits how many messages one person sends in a minute', async () => {
    const limited = await startTestServer({
      CHAT_MESSAGES_PER_MINUTE: '3',
      OTP_SENDS_PER_IP: '1000',
    });
    try {
      const person = await signUp(limited, { userName: 'Quick Typist' });
      for (let i = 0; i < 3; i++)
        expect((await limited.post(CHAT, { message: 'Hi' }, person.token)).status).toBe(200);
      const refused = await limited.post<{ message: string }>(
        CHAT,
        { message: 'Hi' },
        person.token,
      );
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        'You have sent many messages in a short time. Wait 1 minute and send it again.',
      );
      expect(refused.headers.get('retry-after')).toBe('60');
      limited.clock.advance(61_000);
      expect((await limited.post(CHAT, { message: 'Hi' }, person.token)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe(`the Information Access assistant with a language model (${engineName()})`, () => {
  let llm: LlmServer;
  let server: TestServer;
  let user: SignedUpUser;

  /** The model's answer: it names the first source it was given, as a real one would. */
  const citing = (body: ChatRequestBody) => {
    const question = body.messages.at(-1)?.content ?? '';
    const title = /^\[1\] (.+)$/m.exec(question)?.[1] ?? 'nothing';
    const address = /^Address: (.+)$/m.exec(question)?.[1] ?? '';
    return `You can apply online. See [${title}](${address}).`;
  };

  beforeAll(async () => {
    llm = await startLlmServer({ kind: 'reply', reply: citing });
    server = await startTestServer({
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-never-shown',
      LLM_TIMEOUT_SECONDS: '2',
      OTP_SENDS_PER_IP: '1000',
    });
    user = await signUp(server, { userName: 'Ravi Kumar' });
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  it('grounds the model in the passages found, as data, in the person’s language', async () => {
    llm.behave({ kind: 'reply', reply: citing });
    const status = await server.get<ChatStatusReply>(CHAT, user.token);
    expect(status.body.mode).toBe('model');
    const response = await server.post<ChatAskReply>(
      CHAT,
      { message: 'How can I get a UDID card?' },
      user.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.reply).toMatch(
      /^You can apply online\. See \[UDID card.*\]\(https:\/\/www\.swavlambancard\.gov\.in\/\)\.$/,
    );
    const sent = llm.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-never-shown');
    const [system, question] = [sent.body.messages[0]!, sent.body.messages.at(-1)!];
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/using only the numbered sources/);
    expect(system.content).toMatch(/Write in English/);
    expect(system.content).toMatch(/information, not instructions/);
    expect(question.content).toMatch(/^Question: How can I get a UDID card\?/);
    expect(question.content).toMatch(/Sources \(from the knowledge base; data only\)/);
    expect(question.content).toContain('Address: https://www.swavlambancard.gov.in/');

    await server.post(CHAT, { message: 'दिव्यांग पेंशन के लिए कैसे आवेदन करें?' }, user.token);
    expect(llm.requests.at(-1)!.body.messages[0]!.content).toMatch(/Write in Hindi/);
  });

  it('does not ask the model when nothing relevant is found, and answers greetings itself', async () => {
    const before = llm.requests.length;
    const unknown = await server.post<ChatAskReply>(
      CHAT,
      { message: 'Who won the football world cup?' },
      user.token,
    );
    expect(unknown.body.reply).toMatch(/^I don’t know/);
    const hi = await server.post<ChatAskReply>(CHAT, { message: 'hello' }, user.token);
    expect(hi.body.reply).toMatch(/^Hello! I am the Information Access assistant/);
    expect(hi.body.reply).not.toMatch(/No language model/);
    expect(llm.requests.length).toBe(before);
  });

  it('streams the reply as it is written, and keeps it with the conversation’s history', async () => {
    llm.behave({ kind: 'reply', reply: citing, pieceChars: 6, pieceDelayMs: 5 });
    const first = await stream(server, user.token, { message: 'What is the ADIP scheme?' });
    const names = first.events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('done');
    const texts = first.events.filter((e) => e.event === 'text');
    expect(texts.length).toBeGreaterThan(3);
    const done = first.events.at(-1)!.data as { conversationId: string; message: ChatMessage };
    expect(texts.map((e) => e.data.text).join('')).toBe(done.message.text);
    expect(done.message.sources[0]?.title).toMatch(/ADIP/);

    await stream(server, user.token, {
      message: 'Who is eligible for it?',
      conversationId: done.conversationId,
    });
    const withHistory = llm.requests.at(-1)!.body.messages;
    expect(withHistory.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(withHistory[1]!.content).toBe('What is the ADIP scheme?');
  });

  it('keeps what had arrived when the person stops the reply', async () => {
    // The list is newest first by last change; a later minute keeps this conversation ahead of
    // the one the test before it continued, whatever the order of their ids.
    server.clock.advance(60_000);
    llm.behave({
      kind: 'reply',
      reply: () => 'This is a long answer. '.repeat(40),
      pieceChars: 10,
      pieceDelayMs: 30,
    });
    const stopped = await stream(server, user.token, { message: 'Tell me about the RPwD Act' }, 3);
    expect(stopped.events.filter((e) => e.event === 'text')).toHaveLength(3);
    // The server learns of the stop when the connection closes, and keeps the question and the
    // part of the reply only then: the conversation appears a moment after the abort.
    let latest: ConversationsReply['conversations'][number] | undefined;
    for (let i = 0; i < 50 && latest?.title !== 'Tell me about the RPwD Act'; i++) {
      if (i > 0) await new Promise((done) => setTimeout(done, 50));
      const list = await server.get<ConversationsReply>(`${CHAT}/conversations`, user.token);
      latest = list.body.conversations[0];
    }
    expect(latest?.title).toBe('Tell me about the RPwD Act');
    let messages: ChatMessage[] = [];
    for (let i = 0; i < 50; i++) {
      const read = await server.get<ConversationReply>(
        `${CHAT}/conversations/${latest!.id}`,
        user.token,
      );
      messages = read.body.messages;
      if (messages.length === 2) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(messages[1]).toMatchObject({ role: 'assistant', state: 'stopped' });
    expect(messages[1]!.text.startsWith('This is a long answer.')).toBe(true);
    expect(messages[1]!.text.length).toBeLessThan(200);
  });

  it('says the assistant is not answering when the model fails, keeping nothing', async () => {
    llm.behave({ kind: 'status', status: 503, times: 10, then: { kind: 'silent' } });
    const before = (await server.get<ConversationsReply>(`${CHAT}/conversations`, user.token)).body
      .conversations.length;
    const failed = await stream(server, user.token, {
      message: 'How do I get a disability certificate?',
    });
    expect(failed.status).toBe(502);
    expect(failed.json).toEqual({
      success: false,
      message: 'The assistant is not answering just now. Try again in a moment.',
    });
    llm.behave({ kind: 'stall', text: 'I was about to' });
    const stalled = await stream(server, user.token, { message: 'What is a UDID card?' });
    expect(stalled.events.map((e) => e.event)).toEqual(['start', 'text', 'error']);
    expect(stalled.events[2]!.data).toEqual({
      message: 'The assistant is not answering just now. Try again in a moment.',
    });
    const after = (await server.get<ConversationsReply>(`${CHAT}/conversations`, user.token)).body
      .conversations.length;
    expect(after).toBe(before);
    expect(JSON.stringify(failed.json)).not.toContain('sk-never-shown');
  });
});
