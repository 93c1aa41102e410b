import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, LiveRegions } from '../Announcer';
import { ChatPanel, type KeptConversation } from './ChatPanel';
import ChatMarkdown, { safeChatUrl } from './ChatMarkdown';
import { spokenText, type ChatEntry, type ChatReply, type ChatTransport } from './useChat';

/** A transport whose replies the test writes, piece by piece, when it chooses. */
function scriptedTransport() {
  const sent: string[] = [];
  const pending: {
    resolve: (reply: ChatReply) => void;
    reject: (error: unknown) => void;
    onText: (piece: string) => void;
    signal: AbortSignal;
  }[] = [];
  const transport: ChatTransport = {
    send(message, { signal, onText }) {
      sent.push(message);
      return new Promise<ChatReply>((resolve, reject) => {
        pending.push({ resolve, reject, onText, signal });
        signal.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
      });
    },
  };
  const current = () => pending[pending.length - 1]!;
  return { transport, sent, current };
}

const politeRegion = () => document.querySelector('[data-nc-live="polite"]')!;
const assertiveRegion = () => document.querySelector('[data-nc-live="assertive"]')!;

function renderChat(transport: ChatTransport, props: { greeting?: string } = {}) {
  return render(
    <>
      <LiveRegions />
      <ChatPanel
        transport={transport}
        inputLabel="Your message"
        placeholder="Start your chat here..."
        logLabel="Conversation with the assistant"
        {...props}
      />
    </>,
  );
}

beforeEach(() => clearAnnouncements());

describe('ChatPanel', () => {
  it('sends the greeting unseen, and shows and announces the reply once, complete', async () => {
    const { transport, sent, current } = scriptedTransport();
    renderChat(transport, { greeting: 'Hi' });
    await waitFor(() => expect(sent).toEqual(['Hi']));
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(within(log).queryByText('Hi')).toBeNull();
    expect(politeRegion()).toHaveTextContent('Working on it');
    expect(screen.getByText('Working on it', { selector: '.nc-chat__status' })).toBeInTheDocument();

    await act(async () => {
      current().onText('Hello! Ask me ');
      current().onText('anything.');
    });
    // Written as it arrives, not read out yet.
    expect(within(log).getByText(/Hello! Ask me anything\./)).toBeInTheDocument();
    expect(politeRegion()).not.toHaveTextContent('Hello!');
    await act(async () => current().resolve({ text: 'Hello! Ask me **anything**.' }));
    expect(politeRegion()).toHaveTextContent('Reply from the assistant: Hello! Ask me anything.');
    expect(await within(log).findByText('anything', { selector: 'strong' })).toBeInTheDocument();
    expect(within(log).getByText('Assistant')).toBeInTheDocument();
  });

  it('sends with Enter, adds a line with Shift+Enter, not while an input method composes', async () => {
    const user = userEvent.setup();
    const { transport, sent, current } = scriptedTransport();
    renderChat(transport);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription(
      /Enter sends the message; Shift\+Enter starts a new line/,
    );
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['First line\nsecond line']);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    const log = screen.getByRole('log');
    expect(within(log).getByText(/First line/)).toHaveTextContent('First line second line');
    expect(within(log).getByText('You')).toBeInTheDocument();

    // Send waits while a reply is written.
    await user.type(box, 'Another');
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => current().resolve({ text: 'Done.' }));
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');

    // Enter that picks a word in an input method does not send.
    box.focus();
    const composing = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      isComposing: true,
    });
    await act(async () => box.dispatchEvent(composing));
    expect(sent).toHaveLength(1);
  });

  it('explains an empty or too long message instead of sending it', async () => {
    const user = userEvent.setup();
    const { transport, sent } = scriptedTransport();
    renderChat(transport);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAccessibleDescription(/Write a message first\./);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(box).toHaveAccessibleDescription(/2001 of 2000 characters/);
    await user.keyboard('{Enter}');
    expect(box).toHaveAccessibleDescription(/Your message has 2001 characters; the most is 2000\./);
    expect(sent).toEqual([]);
  });

  it('stops a reply, keeping what had arrived, and returns focus to the box', async () => {
    const user = userEvent.setup();
    const { transport, current } = scriptedTransport();
    renderChat(transport);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Tell me a lot{Enter}');
    await act(async () => current().onText('The first part'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(current().signal.aborted).toBe(true);
    expect(await screen.findByText('You stopped this reply.')).toBeInTheDocument();
    expect(screen.getByText('The first part')).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent('Reply stopped.');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  });

  it('shows a failure in the log with Retry, which sends the message again', async () => {
    const user = userEvent.setup();
    const { transport, sent, current } = scriptedTransport();
    renderChat(transport);
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'Where is my UDID?{Enter}',
    );
    const { ApiError } = await import('../../api-client');
    await act(async () =>
      current().reject(new ApiError(502, 'The assistant is not answering just now.')),
    );
    const failure = await screen.findByText(
      'This message was not answered: The assistant is not answering just now.',
      { selector: '.nc-chat__error' },
    );
    expect(failure).toBeInTheDocument();
    expect(assertiveRegion()).toHaveTextContent('The assistant is not answering just now.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sent).toEqual(['Where is my UDID?', 'Where is my UDID?']);
    expect(screen.queryByText(/was not answered/, { selector: '.nc-chat__error' })).toBeNull();
    expect(within(screen.getByRole('log')).getAllByText('Where is my UDID?')).toHaveLength(1);
    await act(async () => current().resolve({ text: 'Track it on the portal.' }));
    expect(await screen.findByText('Track it on the portal.')).toBeInTheDocument();
  });

  it('starts a new conversation: the log empties and the greeting goes again', async () => {
    const user = userEvent.setup();
    const { transport, sent, current } = scriptedTransport();
    const onNew = jest.fn();
    render(
      <>
        <LiveRegions />
        <ChatPanel
          transport={transport}
          inputLabel="Your message"
          placeholder="Start your chat here..."
          logLabel="Conversation"
          greeting="Hi"
          onNewConversation={onNew}
        />
      </>,
    );
    await waitFor(() => expect(sent).toEqual(['Hi']));
    await act(async () => current().resolve({ text: 'Welcome.' }));
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(onNew).toHaveBeenCalled();
    expect(screen.queryByText('Welcome.')).toBeNull();
    await waitFor(() => expect(sent).toEqual(['Hi', 'Hi']));
  });
});

describe('ChatPanel with a conversation the page keeps', () => {
  const at = '2026-11-25T10:15:00.000Z';
  const intro: ChatEntry = {
    id: 'intro',
    sender: 'bot',
    text: 'I am here.',
    at,
    state: 'complete',
  };

  function renderKept(entries: ChatEntry[], changes: Partial<KeptConversation> = {}) {
    const conversation: KeptConversation = {
      entries,
      busy: false,
      locked: false,
      busyText: 'AI is thinking...',
      send: jest.fn(),
      stop: jest.fn(),
      confirm: jest.fn(),
      ...changes,
    };
    const texts = { inputLabel: 'Message', placeholder: 'Type...', logLabel: 'Agent log' };
    const view = render(
      <>
        <LiveRegions />
        <ChatPanel {...texts} conversation={conversation} />
      </>,
    );
    const update = (next: Partial<KeptConversation>) =>
      view.rerender(
        <>
          <LiveRegions />
          <ChatPanel {...texts} conversation={{ ...conversation, ...next }} />
        </>,
      );
    return { conversation, update };
  }

  it('says each new message once, not those it opened with, and pictures by their description', async () => {
    const { update } = renderKept([intro]);
    expect(politeRegion()).not.toHaveTextContent('I am here.');
    const picture: ChatEntry = {
      id: 'p',
      sender: 'bot',
      text: '',
      at,
      state: 'complete',
      image: { src: 'data:image/png;base64,AAAA', alt: 'A form with two fields' },
    };
    const words: ChatEntry = {
      id: 'w',
      sender: 'bot',
      text: 'I filled the form.',
      at,
      state: 'complete',
    };
    update({ entries: [intro, picture, words] });
    await waitFor(() =>
      expect(politeRegion()).toHaveTextContent(
        'Reply from the assistant: Picture: A form with two fields Reply from the assistant: I filled the form.',
      ),
    );
    expect(screen.getByRole('img', { name: 'A form with two fields' })).toBeInTheDocument();
    update({ entries: [intro, picture, words], showImages: false });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Picture hidden: A form with two fields')).toBeInTheDocument();
    const problem: ChatEntry = {
      id: 'e',
      sender: 'bot',
      text: 'Too many messages.',
      at,
      state: 'complete',
      tone: 'error',
    };
    update({ entries: [intro, picture, words, problem] });
    expect(
      screen.getByText('Problem: Too many messages.', { selector: '.nc-chat__error' }),
    ).toBeInTheDocument();
    expect(assertiveRegion()).toHaveTextContent('Problem: Too many messages.');
  });

  it('keeps the box read-only while locked, and answers a question once', async () => {
    const user = userEvent.setup();
    const question: ChatEntry = {
      id: 'q',
      sender: 'bot',
      text: 'Book the 10:30 slot?',
      at,
      state: 'complete',
      confirm: { id: 'c-9' },
    };
    const { conversation, update } = renderKept([intro, question], { locked: true, busy: true });
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('readonly');
    expect(
      screen.getByText('AI is thinking...', { selector: '.nc-chat__typing' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go ahead' }));
    expect(conversation.confirm).toHaveBeenCalledWith(question, true);
    expect(box).toHaveFocus();
    update({ entries: [intro, { ...question, confirm: { id: 'c-9', answer: true } }] });
    expect(screen.getByRole('button', { name: 'Go ahead' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(conversation.stop).toHaveBeenCalled();
    expect(box).toHaveFocus();
    await user.type(box, 'x{Enter}');
    expect(conversation.send).not.toHaveBeenCalled();
  });
});

describe('ChatMarkdown', () => {
  it('keeps only safe link protocols and never renders raw HTML', async () => {
    render(
      <ChatMarkdown
        text={[
          '[Official](https://depwd.gov.in/) [mail](mailto:help@example.org) [chat](xmpp:help@example.org) [irc](ircs://irc.example.org/help)',
          '[run](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox) [here](/docaccess)',
          '<script>alert(1)</script><img src=x onerror=alert(1)><b>bold html</b>',
          '# A heading',
          '![a chart of reservation](https://example.org/chart.png)',
        ].join('\n\n')}
      />,
    );
    const official = screen.getByRole('link', { name: /Official/ });
    expect(official).toHaveAttribute('href', 'https://depwd.gov.in/');
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(official).toHaveAccessibleName('Official (opens in a new tab)');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute(
      'href',
      'xmpp:help@example.org',
    );
    expect(screen.getByRole('link', { name: /irc/ })).toHaveAttribute(
      'href',
      'ircs://irc.example.org/help',
    );
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/docaccess');
    for (const name of ['run', 'data', 'vb']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByText('bold html')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('A heading', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('a chart of reservation')).toBeInTheDocument();
  });

  it('puts tables and code in regions a keyboard can scroll', () => {
    render(
      <ChatMarkdown text={'| Group | Share |\n| --- | --- |\n| a | 1% |\n\n```\ncode here\n```'} />,
    );
    expect(screen.getByRole('region', { name: 'Table (scrolls sideways)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Code (scrolls sideways)' })).toHaveTextContent(
      'code here',
    );
  });

  it('judges addresses by their scheme', () => {
    expect(safeChatUrl('HTTPS://example.org')).toBe('HTTPS://example.org');
    expect(safeChatUrl(' javascript:alert(1)')).toBe('');
    expect(safeChatUrl('//evil.example.org/x')).toBe('');
    expect(safeChatUrl('/jobs?page=2')).toBe('/jobs?page=2');
    expect(safeChatUrl('irc://irc.example.org')).toBe('irc://irc.example.org');
    expect(safeChatUrl('file:///etc/passwd')).toBe('');
  });
});

describe('spokenText', () => {
  it('reads a reply without its Markdown marks', () => {
    expect(
      spokenText('**1. UDID card**\n\n- Apply at [swavlambancard.gov.in](https://x)\n- `now`'),
    ).toBe('1. UDID card Apply at swavlambancard.gov.in now');
  });
});
