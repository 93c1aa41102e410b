import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegions } from '@nclude/shared';
import {
  installFakeApi,
  renderPage,
  type FakeHandler,
  type FakeRequest,
} from '@nclude/shared/testing';
import type { ChatMessage, Conversation } from '@nclude/shared/api-schemas';
import ChatbotPage from './ChatbotPage';

const CHAT = '/chat/information';

function sse(events: { event: string; data: unknown }[]) {
  return {
    contentType: 'text/event-stream; charset=utf-8',
    body: events
      .map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      .join(''),
  };
}

function botMessage(text: string, sources: ChatMessage['sources'] = []): ChatMessage {
  return {
    id: `m-${text.length}`,
    role: 'assistant',
    text,
    createdAt: '2026-11-25T10:15:00.000Z',
    sources,
    state: 'complete',
  };
}

const udidConversation: Conversation = {
  id: 'conv-1',
  title: 'How do I get a UDID card?',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:01:00.000Z',
};

function fakeChat({
  mode = 'search' as 'search' | 'model',
  conversations = [] as Conversation[],
  answer = ((request: FakeRequest) =>
    request.body.message === 'Hi'
      ? sse([
          { event: 'start', data: { conversationId: null, mode } },
          { event: 'text', data: { text: 'Hello! I am the Information Access assistant.' } },
          {
            event: 'done',
            data: {
              conversationId: null,
              message: botMessage('Hello! I am the Information Access assistant.'),
            },
          },
        ])
      : sse([
          { event: 'start', data: { conversationId: null, mode } },
          { event: 'text', data: { text: 'Apply on the ' } },
          { event: 'text', data: { text: 'Swavlamban card portal.' } },
          {
            event: 'done',
            data: {
              conversationId: 'conv-2',
              message: botMessage('Apply on the Swavlamban card portal.', [
                { title: 'UDID card', url: 'https://www.swavlambancard.gov.in/' },
              ]),
            },
          },
        ])) as FakeHandler,
} = {}) {
  let listed = [...conversations];
  return installFakeApi({
    [`GET ${CHAT}`]: () => ({ body: { success: true, mode, maxMessageLength: 2000 } }),
    [`GET ${CHAT}/conversations`]: () => ({ body: { success: true, conversations: listed } }),
    [`POST ${CHAT}/stream`]: (request) => {
      if (request.body.message !== 'Hi' && !listed.some((c) => c.id === 'conv-2'))
        listed = [
          {
            id: 'conv-2',
            title: String(request.body.message),
            createdAt: '2026-11-25T10:15:00.000Z',
            updatedAt: '2026-11-25T10:15:00.000Z',
          },
          ...listed,
        ];
      return answer(request);
    },
    [`GET ${CHAT}/conversations/conv-1`]: () => ({
      body: {
        success: true,
        conversation: udidConversation,
        messages: [
          {
            id: 'a',
            role: 'user',
            text: 'How do I get a UDID card?',
            createdAt: '2026-11-24T09:00:00.000Z',
            sources: [],
            state: 'complete',
          },
          botMessage('Earlier answer about the UDID card.'),
        ],
      },
    }),
    [`DELETE ${CHAT}/conversations/conv-1`]: () => {
      listed = listed.filter((conversation) => conversation.id !== 'conv-1');
      return { body: { success: true, message: 'The conversation was deleted.' } };
    },
  });
}

function renderChatbot() {
  return renderPage(
    '/chatbot',
    '/chatbot',
    <>
      <LiveRegions />
      <ChatbotPage />
    </>,
  );
}

describe('the Information Access page', () => {
  it('greets on opening and says replies are search results on this server', async () => {
    const calls = fakeChat();
    renderChatbot();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Information Access' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/replies are search results/)).toBeInTheDocument();
    const log = await screen.findByRole('log', {
      name: 'Conversation with the Information Access assistant',
    });
    await waitFor(() =>
      expect(
        within(log).getByText('Hello! I am the Information Access assistant.'),
      ).toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.path === `${CHAT}/stream`).map((call) => call.body)).toEqual(
      [{ message: 'Hi' }],
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute(
      'placeholder',
      'Start your chat here...',
    );
    expect(await screen.findByText('You have no earlier conversations yet.')).toBeInTheDocument();
  });

  it('sends a question, shows the reply as it arrives, and lists the new conversation', async () => {
    const user = userEvent.setup();
    const calls = fakeChat({ mode: 'model' });
    renderChatbot();
    const log = await screen.findByRole('log');
    await within(log).findByText(/Hello!/);
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'How do I get a UDID card?{Enter}',
    );
    await waitFor(() =>
      expect(within(log).getByText('Apply on the Swavlamban card portal.')).toBeInTheDocument(),
    );
    // With a model, the reply lists its sources.
    expect(within(log).getByRole('link', { name: /UDID card/ })).toHaveAttribute(
      'href',
      'https://www.swavlambancard.gov.in/',
    );
    const history = screen.getByRole('region', { name: 'Your earlier conversations' });
    expect(
      await within(history).findByText(/How do I get a UDID card\? \(open now\)/),
    ).toBeInTheDocument();
    // The next question continues that conversation.
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'And the documents?{Enter}',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `${CHAT}/stream`).at(-1)?.body).toEqual({
        message: 'And the documents?',
        conversationId: 'conv-2',
      }),
    );
  });

  it('opens an earlier conversation into the log and continues it', async () => {
    const user = userEvent.setup();
    const calls = fakeChat({ conversations: [udidConversation] });
    renderChatbot();
    await user.click(
      await screen.findByRole('button', { name: 'Open “How do I get a UDID card?”' }),
    );
    const log = await screen.findByRole('log');
    await waitFor(() =>
      expect(within(log).getByText('Earlier answer about the UDID card.')).toBeInTheDocument(),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'Thanks, and the fee?{Enter}',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `${CHAT}/stream`).at(-1)?.body).toEqual({
        message: 'Thanks, and the fee?',
        conversationId: 'conv-1',
      }),
    );
  });

  it('deletes an earlier conversation after asking', async () => {
    const user = userEvent.setup();
    const calls = fakeChat({ conversations: [udidConversation] });
    renderChatbot();
    await user.click(
      await screen.findByRole('button', { name: 'Delete “How do I get a UDID card?”' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Delete the conversation “How do I get a UDID card?”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete it' }));
    expect(await screen.findByText('You have no earlier conversations yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows a failure in the log with Retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeChat({
      answer: (request) => {
        if (request.body.message === 'Hi')
          return sse([
            { event: 'start', data: { conversationId: null, mode: 'model' } },
            { event: 'done', data: { conversationId: null, message: botMessage('Hello!') } },
          ]);
        if (failing) {
          failing = false;
          return {
            status: 502,
            body: {
              success: false,
              message: 'The assistant is not answering just now. Try again in a moment.',
            },
          };
        }
        return sse([
          { event: 'start', data: { conversationId: null, mode: 'model' } },
          {
            event: 'done',
            data: { conversationId: 'conv-2', message: botMessage('Now it works.') },
          },
        ]);
      },
    });
    renderChatbot();
    const log = await screen.findByRole('log');
    await within(log).findByText('Hello!');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'What is ADIP?{Enter}');
    await waitFor(() =>
      expect(
        within(log).getByText(
          'This message was not answered: The assistant is not answering just now. Try again in a moment.',
        ),
      ).toBeInTheDocument(),
    );
    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).getByText('Now it works.')).toBeInTheDocument());
  });
});
