import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, REALTIME_EVENTS, sessionStore } from '@nclude/shared';
import type { Notification } from '@nclude/shared/api-schemas';
import { emitRealtimeEvent, installFakeApi } from '@nclude/shared/testing';
import {
  PORTAL_REGISTRY,
  PORTAL_REMOTES,
  renderShell,
  setViewportNarrow,
  signIn,
} from '../test-utils';

const older: Notification = {
  id: 'n1',
  kind: 'job-failed',
  title: 'locked.pdf could not be converted',
  body: 'This PDF is password-protected',
  link: '/docaccess?request=r2',
  createdAt: '2025-11-18T10:00:00.000Z',
  read: false,
};
const newer: Notification = {
  id: 'n2',
  kind: 'job-succeeded',
  title: 'report.pdf is ready',
  body: '',
  link: '/docaccess?request=r1',
  createdAt: '2025-11-18T12:00:00.000Z',
  read: false,
};
const read: Notification = {
  ...older,
  id: 'n0',
  title: 'old.pdf is ready',
  read: true,
  createdAt: '2025-11-17T12:00:00.000Z',
};

function serve(notifications: Notification[], unread: number) {
  return installFakeApi({
    'GET /notifications': () => ({ body: { success: true, notifications, unread } }),
    'POST /notifications/n1/read': () => ({
      body: { success: true, message: 'Marked', unread: unread - 1 },
    }),
    'POST /notifications/readAll': () => ({
      body: { success: true, message: 'Marked', unread: 0 },
    }),
    '/remotes.json': () => ({ body: PORTAL_REGISTRY }),
  });
}

const render = (path = '/') =>
  renderShell({ path, registry: PORTAL_REGISTRY, remotes: PORTAL_REMOTES });

beforeEach(() => setViewportNarrow(false));
afterEach(() => {
  sessionStore.signOut();
  act(() => clearAnnouncements());
});

it('is not there for a visitor who is not signed in', async () => {
  serve([], 0);
  await render('/login');
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});

it('puts the unread count in the button’s name and lists the notifications newest first', async () => {
  const calls = serve([older, read, newer], 2);
  signIn();
  await render();
  const button = await screen.findByRole('button', { name: 'Notifications 2 unread' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(calls.find((call) => call.path === '/notifications')?.authorization).toBe(
    'Bearer token-1',
  );

  const user = userEvent.setup();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await screen.findByRole('region', { name: 'Your notifications' });
  const items = within(panel).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('.nc-notifications__title')?.textContent)).toEqual([
    'Unread: report.pdf is ready',
    'Unread: locked.pdf could not be converted',
    'old.pdf is ready',
  ]);
  expect(within(items[0]!).getByRole('link', { name: 'report.pdf is ready' })).toHaveAttribute(
    'href',
    '/docaccess?request=r1',
  );
  expect(items[1]).toHaveTextContent('This PDF is password-protected');
});

it('marks one and all as read', async () => {
  const calls = serve([older, newer], 2);
  signIn();
  await render();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
  const panel = await screen.findByRole('region', { name: 'Your notifications' });
  await user.click(
    within(panel).getByRole('button', { name: 'Mark as read: locked.pdf could not be converted' }),
  );
  expect(await screen.findByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  expect(
    calls.some((call) => call.method === 'POST' && call.path === '/notifications/n1/read'),
  ).toBe(true);

  await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(within(panel).queryByText(/Unread:/)).not.toBeInTheDocument();
});

it('closes with Escape and gives focus back to the button', async () => {
  serve([newer], 1);
  signIn();
  await render();
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Notifications 1 unread' });
  await user.click(button);
  const panel = await screen.findByRole('region', { name: 'Your notifications' });
  await user.tab();
  expect(panel).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Your notifications' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('adds a pushed notification and announces it once', async () => {
  serve([older], 1);
  signIn();
  await render();
  await screen.findByRole('button', { name: 'Notifications 1 unread' });
  await act(async () => emitRealtimeEvent(REALTIME_EVENTS.notification, newer));
  expect(screen.getByRole('button', { name: 'Notifications 2 unread' })).toBeInTheDocument();
  const polite = document.querySelector('[data-nc-live="polite"]') as HTMLElement;
  expect(polite).toHaveTextContent('New notification: report.pdf is ready');
  act(() => clearAnnouncements());
  await act(async () => emitRealtimeEvent(REALTIME_EVENTS.notification, newer));
  expect(polite).toHaveTextContent('');
  expect(screen.getByRole('button', { name: 'Notifications 2 unread' })).toBeInTheDocument();
});

it('leaves the announcement to the page the notification links to when that page is open', async () => {
  serve([], 0);
  signIn();
  await render('/docaccess');
  await screen.findByRole('button', { name: 'Notifications' });
  await act(async () => emitRealtimeEvent(REALTIME_EVENTS.notification, newer));
  expect(screen.getByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  const polite = document.querySelector('[data-nc-live="polite"]') as HTMLElement;
  expect(polite).not.toHaveTextContent('New notification');
});

it('says when the notifications could not be loaded and offers to try again', async () => {
  installFakeApi({
    'GET /notifications': () => ({ status: 503, body: { success: false, message: 'Try later' } }),
  });
  signIn();
  await render();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(
    await screen.findByText('Notifications could not be loaded. Try later'),
  ).toBeInTheDocument();
  serve([newer], 1);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Notifications 1 unread' })).toBeInTheDocument(),
  );
});
