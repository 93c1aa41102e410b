import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { clearAnnouncements, sessionStore } from '@nclude/shared';
import LinkConfirmPage from './LinkConfirmPage';
import { announced, installFakeApi, renderPage } from '@nclude/shared/testing';

const realFetch = globalThis.fetch;

beforeEach(() => {
  sessionStore.signOut();
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const renderConfirm = (query: string) =>
  renderPage(
    '/link',
    `/link${query}`,
    <StrictMode>
      <LinkConfirmPage />
    </StrictMode>,
  );

describe('LinkConfirmPage', () => {
  it('posts token and callback_info once and says the phone was linked', async () => {
    const calls = installFakeApi({
      '/auth/linkUserAccount': () => ({ body: { success: true, message: 'Linked' } }),
    });
    const { user } = renderConfirm('?token=abc123&callback_info=phone');
    expect(
      await screen.findByText('Your account was successfully linked with the phone number.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/auth/linkUserAccount')).toEqual([
      expect.objectContaining({ body: { token: 'abc123', callback_info: 'phone' } }),
    ]);
    expect(announced()).toContain('successfully linked with the phone number');
    expect(screen.queryByText(/could not confirm/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says email address for callback_info=email', async () => {
    installFakeApi({ '/auth/linkUserAccount': () => ({ body: { success: true } }) });
    renderConfirm('?token=abc123&callback_info=email');
    expect(
      await screen.findByText('Your account was successfully linked with the email address.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
  });

  it('still shows the success text on failure, plus an announced note, and reports it', async () => {
    const calls = installFakeApi({
      '/auth/linkUserAccount': () => ({
        status: 400,
        body: { success: false, message: 'This link is invalid or has expired.' },
      }),
      '/auth/clientErrors': () => ({ status: 204, body: null }),
    });
    renderConfirm('?token=used&callback_info=email');
    expect(
      await screen.findByText('Your account was successfully linked with the email address.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    const note = screen.getByText(/the server could not confirm this link: This link is invalid/);
    expect(note.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/auth/clientErrors')?.body).toMatchObject({
        page: '/link',
        message: expect.stringContaining('This link is invalid or has expired.'),
      }),
    );
    expect(calls.filter((call) => call.path === '/auth/linkUserAccount')).toHaveLength(1);
  });

  it('reports a link without a token without calling the link endpoint', async () => {
    const calls = installFakeApi({ '/auth/clientErrors': () => ({ status: 204, body: null }) });
    renderConfirm('');
    expect(await screen.findByText(/The link has no token/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/auth/clientErrors']);
  });
});
