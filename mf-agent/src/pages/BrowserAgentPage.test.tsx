import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, LiveRegions, readItem, writeItem } from '@nclude/shared';
import { signInAs, signOut } from '@nclude/shared/testing';
import {
  startAgentTestServer,
  type AgentConnection,
  type AgentTestServer,
} from '../agent/agentTestServer';
import { agentTiming } from '../agent/protocol';
import BrowserAgentPage from './BrowserAgentPage';

let server: AgentTestServer;
const timing = { ...agentTiming };

beforeEach(async () => {
  clearAnnouncements();
  writeItem('agentShowImages', null);
  signInAs();
  server = await startAgentTestServer();
});

afterEach(async () => {
  await server.close();
  signOut();
  Object.assign(agentTiming, timing);
  delete (globalThis as { chrome?: unknown }).chrome;
});

const box = () => screen.getByRole('textbox', { name: /Your message to the assistant/ });
const log = () => screen.getByRole('log', { name: 'Conversation with the I-Stem Assistant' });
const politeRegion = () => document.querySelector('[data-nc-live="polite"]')!;
const assertiveRegion = () => document.querySelector('[data-nc-live="assertive"]')!;
const SCREENSHOT = 'data:image/png;base64,iVBORw0KGgo=';

/** The page, connected to the test server, its conversation ready for a first message. */
async function openPage({ mode = 'model' as 'model' | 'commands' } = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <LiveRegions />
      <BrowserAgentPage origin={server.origin} />
    </>,
  );
  expect(await screen.findByRole('log')).toBeInTheDocument();
  await screen.findByText('Online');
  const connection = await server.connection();
  connection.say({ type: 'hello', mode });
  connection.say({ type: 'status', status: 'ready' });
  await waitFor(() => expect(box()).not.toHaveAttribute('aria-disabled'));
  return { user, connection, ...view };
}

/** What the connection received, once it has. */
async function received(connection: AgentConnection, message: unknown) {
  await waitFor(() => expect(connection.received).toContainEqual(message));
}

it('connects with the session, introduces itself and runs turns: initial, processing, end_turn', async () => {
  const { user, connection } = await openPage();
  expect(connection.url).toBe('/ws/chat/user-1');
  expect(connection.protocols).toEqual(['nclude-agent', 'bearer.token-123']);
  expect(screen.getByRole('heading', { level: 1, name: 'I-Stem Assistant' })).toBeInTheDocument();
  expect(screen.getByText('Online')).toHaveAttribute('role', 'status');
  // The introduction, without the commands when the server has a model.
  expect(within(log()).getByText(/I never type passwords/)).toBeInTheDocument();
  expect(within(log()).getByText(/Before I pay, book, order or send anything/)).toBeInTheDocument();
  expect(within(log()).queryByText(/plain commands/)).toBeNull();
  expect(box()).toHaveAttribute('placeholder', 'Type your message...');

  await user.type(box(), 'Find bus passes for people with disabilities{Enter}');
  await received(connection, {
    type: 'initial',
    text: 'Find bus passes for people with disabilities',
  });
  expect(box()).toHaveFocus();
  expect(box()).toHaveValue('');
  // After the first message the box waits for the agent, even before its status.
  expect(box()).toHaveAttribute('readonly');
  expect(box()).toHaveAttribute('aria-disabled', 'true');
  expect(box()).toHaveAttribute('placeholder', 'Please wait...');
  expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  expect(
    screen.getByText('AI is thinking...', { selector: '.nc-chat__typing' }),
  ).toBeInTheDocument();
  await user.type(box(), 'more{Enter}');
  expect(box()).toHaveValue('');
  expect(connection.received).toHaveLength(1);

  connection.say({ type: 'status', status: 'processing' });
  connection.say({ type: 'message', content: 'I searched and found **two** schemes.' });
  expect(await within(log()).findByText('two', { selector: 'strong' })).toBeInTheDocument();
  expect(
    screen.getByText('AI is thinking...', { selector: '.nc-chat__typing' }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(politeRegion()).toHaveTextContent(
      'Reply from the assistant: I searched and found two schemes.',
    ),
  );

  connection.say({ type: 'status', status: 'ready' });
  await waitFor(() => expect(box()).not.toHaveAttribute('readonly'));
  expect(screen.queryByText('AI is thinking...', { selector: '.nc-chat__typing' })).toBeNull();
  expect(box()).toHaveAttribute('placeholder', 'Type your message...');
  const bubble = within(log())
    .getByText(/Find bus passes/)
    .closest('li')!;
  expect(bubble).toHaveClass('nc-chat__message--user');
  expect(bubble.querySelector('time')).toHaveAttribute('dateTime');

  await user.type(box(), 'Open the first one');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await received(connection, { type: 'continuation', text: 'Open the first one' });
});

it('lists its commands when the server has no model', async () => {
  await openPage({ mode: 'commands' });
  expect(await within(log()).findByText(/plain commands/)).toBeInTheDocument();
  expect(within(log()).getByText(/type, then your text, into, then the field/)).toBeInTheDocument();
  expect(within(log()).getByText(/Join several with "then"/)).toBeInTheDocument();
});

it('counts characters as they are typed, saying the count once typing pauses', async () => {
  const { user } = await openPage();
  expect(screen.queryByText(/characters/)).toBeNull();
  await user.type(box(), 'Hello');
  expect(box()).toHaveAccessibleDescription(/5 of 2000 characters/);
  expect(politeRegion()).not.toHaveTextContent('characters');
  await waitFor(() => expect(politeRegion()).toHaveTextContent('5 of 2000 characters'), {
    timeout: 4000,
  });
});

it('shows pictures with their description, hides them on request and remembers it', async () => {
  const { user, connection, unmount } = await openPage();
  connection.say({ type: 'image', content: SCREENSHOT, alt: 'The search results page' });
  const picture = await within(log()).findByRole('img', { name: 'The search results page' });
  expect(picture).toHaveAttribute('src', SCREENSHOT);
  await waitFor(() => expect(politeRegion()).toHaveTextContent('Picture: The search results page'));

  await user.click(screen.getByRole('button', { name: 'Hide Images' }));
  expect(within(log()).queryByRole('img')).toBeNull();
  expect(within(log()).getByText('Picture hidden: The search results page')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show Images' })).toHaveFocus();
  expect(readItem('agentShowImages')).toBe('false');
  unmount();

  await openPage();
  expect(screen.getByRole('button', { name: 'Show Images' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show Images' }));
  expect(readItem('agentShowImages')).toBe('true');
});

it('shows button messages as links opening a new tab, and refuses unsafe ones', async () => {
  const { connection } = await openPage();
  connection.say({
    type: 'button',
    content: 'Your booking page is ready.',
    buttonText: 'Open the booking',
    buttonLink: 'https://example.org/booking',
  });
  const link = await within(log()).findByRole('link', { name: /Open the booking/ });
  expect(link).toHaveAttribute('href', 'https://example.org/booking');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAccessibleName('Open the booking (opens in a new tab)');
  connection.say({
    type: 'button',
    content: 'A bad one.',
    buttonText: 'Run',
    buttonLink: 'javascript:alert(1)',
  });
  expect(await within(log()).findByText('A bad one.')).toBeInTheDocument();
  expect(within(log()).queryByRole('link', { name: /Run/ })).toBeNull();
});

it('asks before a step with Go ahead and Cancel, which answer once', async () => {
  const { user, connection } = await openPage();
  connection.say({ type: 'status', status: 'processing' });
  connection.say({ type: 'confirm', id: 'c-1', content: 'Pay ₹120 for the order?' });
  const question = (await within(log()).findByText('Pay ₹120 for the order?')).closest('li')!;
  await user.click(within(question).getByRole('button', { name: 'Go ahead' }));
  await received(connection, { type: 'confirm-answer', id: 'c-1', approved: true });
  expect(within(question).getByRole('button', { name: 'Go ahead' })).toBeDisabled();
  expect(within(question).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(within(question).getByText('You said go ahead.')).toBeInTheDocument();
  expect(box()).toHaveFocus();

  connection.say({ type: 'confirm', id: 'c-2', content: 'Send the message?' });
  const second = (await within(log()).findByText('Send the message?')).closest('li')!;
  await user.click(within(second).getByRole('button', { name: 'Cancel' }));
  await received(connection, { type: 'confirm-answer', id: 'c-2', approved: false });
  expect(within(second).getByText('You cancelled.')).toBeInTheDocument();
});

it('stops a task with Stop, keeping focus in the box', async () => {
  const { user, connection } = await openPage();
  await user.type(box(), 'Order a cab home{Enter}');
  connection.say({ type: 'status', status: 'processing' });
  const stop = await screen.findByRole('button', { name: 'Stop' });
  await user.click(stop);
  await received(connection, { type: 'stop' });
  expect(box()).toHaveFocus();
  connection.say({ type: 'status', status: 'ready' });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
  expect(box()).not.toHaveAttribute('readonly');
});

it('ignores what it cannot read and shows the server’s errors as errors', async () => {
  const { user, connection } = await openPage();
  const before = within(log()).getAllByRole('listitem').length;
  connection.say('not json {');
  connection.say({ type: 'mystery', content: 'x' } as never);
  connection.say('{"type":"image"}');
  await user.type(box(), 'Hello{Enter}');
  connection.say({ type: 'error', content: 'I am still working on your last task.' });
  expect(
    await within(log()).findByText('Problem: I am still working on your last task.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(assertiveRegion()).toHaveTextContent('I am still working on your last task.'),
  );
  // Two more: the person's message and the error; nothing for the three unreadable ones.
  expect(within(log()).getAllByRole('listitem')).toHaveLength(before + 2);
  // A refused message gives the box back.
  await waitFor(() => expect(box()).not.toHaveAttribute('readonly'));
});

it('says Connecting... when the socket closes, reconnects, and starts with initial again', async () => {
  const { user, connection } = await openPage();
  await user.type(box(), 'First task{Enter}');
  connection.say({ type: 'status', status: 'ready' });
  await waitFor(() => expect(box()).not.toHaveAttribute('readonly'));
  connection.socket.terminate();
  expect(await screen.findByText('Connecting...')).toBeInTheDocument();
  expect(box()).toHaveAttribute('readonly');
  expect(box()).toHaveAttribute('placeholder', 'Please wait...');
  await screen.findByText('Online', {}, { timeout: 4000 });
  const again = await server.connection(1);
  again.say({ type: 'status', status: 'ready' });
  await waitFor(() => expect(box()).not.toHaveAttribute('readonly'));
  await user.type(box(), 'Second task{Enter}');
  await received(again, { type: 'initial', text: 'Second task' });
});

it('closes the socket when the page closes', async () => {
  const { connection, unmount } = await openPage();
  const closed = new Promise((resolve) => connection.socket.once('close', resolve));
  unmount();
  await closed;
});

describe('signing in through the companion extension', () => {
  type Answer = { cookies: { name: string; value: string }[] } | { error: string } | 'fail';
  /** The extension's side of chrome.runtime.sendMessage, answering from `answers` in turn. */
  function installExtension(answers: Answer[]) {
    const asked: { id: string; message: unknown }[] = [];
    const runtime: {
      lastError?: { message: string };
      sendMessage: (id: string, message: unknown, callback: (response: unknown) => void) => void;
    } = {
      sendMessage(id, message, callback) {
        asked.push({ id, message });
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
        setTimeout(() => {
          if (answer === 'fail') {
            runtime.lastError = { message: 'Could not establish connection.' };
            callback(undefined);
            delete runtime.lastError;
          } else callback(answer);
        }, 5);
      },
    };
    (globalThis as { chrome?: unknown }).chrome = { runtime };
    return asked;
  }

  const LINKEDIN = [
    { name: 'bcookie', value: 'b' },
    { name: 'li_at', value: 'secret' },
  ];

  it('lends the cookies when the sign-in is there', async () => {
    const asked = installExtension([{ cookies: LINKEDIN }]);
    const { connection } = await openPage();
    connection.say({ type: 'cookie-action', content: 'get-linkedin-cookies' });
    expect(
      await within(log()).findByText('Successfully logged into your LinkedIn account.'),
    ).toBeInTheDocument();
    expect(asked[0]!.message).toEqual({
      action: 'fetchCookies',
      domains: ['www.linkedin.com', 'linkedin.com'],
    });
    await received(connection, { type: 'linkedin-cookies', text: JSON.stringify(LINKEDIN) });
    expect(within(log()).queryByText(/secret/)).toBeNull();
  });

  it('asks the person to sign in, then finds the sign-in by polling', async () => {
    agentTiming.cookiePollMs = 200;
    const asked = installExtension([
      { cookies: [] },
      { cookies: [{ name: 'other', value: '1' }] },
      { cookies: [{ name: '_ua', value: 'u' }] },
    ]);
    const { connection } = await openPage();
    connection.say({ type: 'cookie-action', content: 'get-uber-cookies' });
    expect(
      await within(log()).findByText(
        'To complete the task, I need access to your Uber account. Please click the button below to open Uber and log in to your account.',
      ),
    ).toBeInTheDocument();
    const open = within(log()).getByRole('link', { name: /Open Uber/ });
    expect(open).toHaveAttribute('href', 'https://m.uber.com/');
    expect(open).toHaveAttribute('target', '_blank');
    expect(
      await within(log()).findByText('Successfully logged into your Uber account.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(3);
    // Said once, not at every poll.
    expect(within(log()).getAllByText(/I need access to your Uber account/)).toHaveLength(1);
    await received(connection, {
      type: 'uber-cookies',
      text: JSON.stringify([{ name: '_ua', value: 'u' }]),
    });
    // Inside act: the page says the last message while the test waits for polls that must not come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(asked).toHaveLength(3);
  });

  it('explains how to install the extension when it is missing, and carries on once it is there', async () => {
    agentTiming.cookiePollMs = 200;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { connection } = await openPage();
    connection.say({ type: 'cookie-action', content: 'get-1mg-cookies' });
    expect(
      await within(log()).findByText(/I need the Nclude companion extension/),
    ).toBeInTheDocument();
    expect(within(log()).getByText(/chrome:\/\/extensions/)).toBeInTheDocument();
    expect(within(log()).getByText(/Load unpacked/)).toBeInTheDocument();
    expect(
      within(log()).getByRole('link', { name: /Download the companion extension/ }),
    ).toHaveAttribute('href', '/v1/api/agent/extension.zip');

    // Installed, but answering with a failure first: still the same advice, not said again.
    installExtension(['fail', { cookies: [{ name: 'VISITOR-ID', value: 'v' }] }]);
    expect(
      await within(log()).findByText('Successfully logged into your 1mg account.'),
    ).toBeInTheDocument();
    expect(within(log()).getAllByText(/I need the Nclude companion extension/)).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[nclude] companion extension unavailable:',
      'no extension API on this page',
    );
    warn.mockRestore();
    await received(connection, {
      type: '1mg-cookies',
      text: JSON.stringify([{ name: 'VISITOR-ID', value: 'v' }]),
    });
  });

  it('stops polling when the socket closes', async () => {
    agentTiming.cookiePollMs = 150;
    const asked = installExtension([{ cookies: [] }]);
    const { connection } = await openPage();
    connection.say({ type: 'cookie-action', content: 'get-naukri-cookies' });
    await within(log()).findByText(/I need access to your Naukri account/);
    connection.socket.terminate();
    await screen.findByText('Connecting...');
    const count = asked.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(asked.length).toBe(count);
  });
});
