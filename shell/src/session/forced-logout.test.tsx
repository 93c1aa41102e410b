import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@nclude/shared';
import { io } from 'socket.io-client';
import { clickAndSettle, renderShell, setViewportNarrow, signIn, USER } from '../test-utils';

type Handler = (payload: unknown) => void;

interface FakeSocket {
  handlers: Map<string, Handler>;
  on: jest.Mock;
  disconnect: jest.Mock;
}

const fakeSocket: FakeSocket = {
  handlers: new Map<string, Handler>(),
  on: jest.fn((event: string, handler: Handler): FakeSocket => {
    fakeSocket.handlers.set(event, handler);
    return fakeSocket;
  }),
  disconnect: jest.fn(),
};

jest.mock('socket.io-client', () => ({ io: jest.fn(() => fakeSocket) }));

const ioMock = io as unknown as jest.Mock;

async function emit(event: string, payload: unknown) {
  const handler = fakeSocket.handlers.get(event);
  if (!handler) throw new Error(`no handler for ${event}`);
  await act(async () => handler(payload));
}

/** The socket module is imported dynamically; let that settle. */
async function socketConnected() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(ioMock).toHaveBeenCalled();
}

beforeEach(() => {
  setViewportNarrow(false);
  ioMock.mockClear();
  fakeSocket.on.mockClear();
  fakeSocket.disconnect.mockClear();
  fakeSocket.handlers.clear();
});
afterEach(() => sessionStore.signOut());

describe('forced logout socket', () => {
  it('connects only when signed in, with the token and the spec reconnect settings', async () => {
    await renderShell({ path: '/login' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(ioMock).not.toHaveBeenCalled();

    await act(async () => signIn());
    await socketConnected();
    expect(ioMock).toHaveBeenCalledWith(
      expect.objectContaining({
        auth: { token: USER.token },
        path: '/socket.io',
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        reconnectionAttempts: Infinity,
        timeout: 20000,
      }),
    );
  });

  it('signs out and goes to /login when userIdEvent carries this user id', async () => {
    signIn();
    const { router } = await renderShell({ path: '/' });
    await socketConnected();
    await emit('userIdEvent', USER.userId);
    expect(sessionStore.get().token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(
        /signed in on another device/,
      ),
    ).toBeInTheDocument();
    // The login page's heading takes focus; its title no longer overwrites this announcement.
    expect(document.querySelector('[data-nc-live="polite"]')).toHaveTextContent(
      /signed in on another device/,
    );
    // Logging out closes the socket.
    expect(fakeSocket.disconnect).toHaveBeenCalled();
  });

  it('ignores events for other users', async () => {
    signIn();
    const { router } = await renderShell({ path: '/' });
    await socketConnected();
    await emit('userIdEvent', 'someone-else');
    expect(sessionStore.get().token).toBe(USER.token);
    expect(router.state.location.pathname).toBe('/');
  });

  it('disconnects on logout', async () => {
    signIn();
    const realFetch = global.fetch;
    global.fetch = jest.fn(
      async () => new Response('{}', { status: 200 }),
    ) as unknown as typeof fetch;
    try {
      await renderShell({ path: '/' });
      await socketConnected();
      await clickAndSettle(screen.getByRole('button', { name: 'Logout' }));
      expect(fakeSocket.disconnect).toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });
});
