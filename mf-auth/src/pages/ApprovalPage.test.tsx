import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { clearAnnouncements, sessionStore } from '@nclude/shared';
import ApprovalPage from './ApprovalPage';
import { type FakeReply, installFakeApi, renderPage } from '@nclude/shared/testing';

const realFetch = globalThis.fetch;

beforeEach(() => {
  sessionStore.signOut();
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const renderApproval = (query: string) =>
  renderPage(
    '/approval',
    `/approval${query}`,
    <StrictMode>
      <ApprovalPage />
    </StrictMode>,
  );

describe('ApprovalPage', () => {
  it("shows Verifying... then the server's reply, calling the server exactly once", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const calls = installFakeApi({
      '/org/approval': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    renderApproval('?token=tok-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Approval Status' })).toBeInTheDocument();
    expect(screen.getByText('Verifying...')).toBeInTheDocument();
    answer({
      body: {
        success: true,
        message: 'Access approved for Asha Rao. They have been told they can now sign up.',
      },
    });
    expect(
      await screen.findByText(
        'Access approved for Asha Rao. They have been told they can now sign up.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Verifying...')).not.toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/org/approval', body: { token: 'tok-1' } }),
    ]);
  });

  it('says No token provided. without a token, and calls nothing', () => {
    const calls = installFakeApi({});
    renderApproval('');
    expect(screen.getByText('No token provided.')).toBeInTheDocument();
    expect(screen.queryByText('Verifying...')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says An error occurred during verification. with the server's reason", async () => {
    installFakeApi({
      '/org/approval': () => ({
        status: 400,
        body: { success: false, message: 'This approval link has already been used.' },
      }),
    });
    renderApproval('?token=used');
    const failure = await screen.findByText(/An error occurred during verification\./);
    expect(failure.closest('[role="alert"]')).toHaveTextContent(
      'An error occurred during verification. This approval link has already been used.',
    );
  });

  it('says An error occurred during verification. alone when the server gives no reason', async () => {
    installFakeApi({ '/org/approval': () => ({ status: 500, body: null }) });
    renderApproval('?token=tok-2');
    const failure = await screen.findByText(/An error occurred during verification\./);
    expect(failure.closest('[role="alert"]')?.textContent).toBe(
      'Error: An error occurred during verification.',
    );
  });
});
