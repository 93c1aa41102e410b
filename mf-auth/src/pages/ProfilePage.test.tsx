import { screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import ProfilePage from './ProfilePage';
import { type FakeReply, announced, installFakeApi, renderPage } from '@nclude/shared/testing';
import { signInTestUser } from '../testing/fixtures';

const realFetch = globalThis.fetch;

const user = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    user: {
      userId: 'user-1',
      userName: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '9000000001',
      role: 'user',
      profileInfo: 'Screen reader user and accessibility tester.',
      resume: '/v1/api/files/file-1',
      social: [
        'https://example.org/asha',
        'https://twitter.com/asha',
        'https://www.linkedin.com/in/asha',
      ],
      ...overrides,
    },
  },
});

const account: FakeReply = {
  body: {
    success: true,
    data: {
      employmentStatus: 'Student',
      jobSearchStatus: 'Looking for Internship',
      disability: 'Low-vision',
      preferredIndustry: 'Software',
      preferredRole: 'Tester',
    },
  },
};

beforeEach(() => {
  sessionStore.signIn(signInTestUser());
  clearAnnouncements();
  clearToasts();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ProfilePage', () => {
  it('shows the header block, both information blocks and the edit links', async () => {
    installFakeApi({ '/user/getUserInfo': () => user(), '/user/getAccountInfo': () => account });
    renderPage('/profile', '/profile', <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const profileBlock = await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(profileBlock).getByText('Screen reader user and accessibility tester.'));
    expect(within(profileBlock).getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile information' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'Edit account information' })).toHaveAttribute(
      'href',
      '/edit-account',
    );
    const accountBlock = screen.getByRole('region', { name: 'Account Information' });
    expect(await within(accountBlock).findByText('Looking for Internship')).toBeInTheDocument();
    expect(within(accountBlock).getByText('Low-vision')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    // Both contacts present: neither link is offered.
    expect(screen.queryByRole('link', { name: 'Link Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Link PhoneNumber' })).not.toBeInTheDocument();
  });

  it('lists social links LinkedIn, Twitter, then other links, each with an accessible name', async () => {
    installFakeApi({ '/user/getUserInfo': () => user(), '/user/getAccountInfo': () => account });
    renderPage('/profile', '/profile', <ProfilePage />);
    const profileBlock = await screen.findByRole('region', { name: 'Profile Information' });
    const links = within(within(profileBlock).getAllByRole('list')[0]!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.linkedin.com/in/asha',
      'https://twitter.com/asha',
      'https://example.org/asha',
    ]);
    expect(links[0]).toHaveAccessibleName(/^LinkedIn: https:\/\/www\.linkedin\.com\/in\/asha/);
    expect(links[1]).toHaveAccessibleName(/^Twitter: /);
    expect(links[2]).toHaveAccessibleName(/^Link: /);
    expect(links.map((link) => link.querySelector('svg')?.getAttribute('data-site'))).toEqual([
      'linkedin',
      'twitter',
      'other',
    ]);
    for (const link of links)
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers Link Email only when the email is missing', async () => {
    installFakeApi({
      '/user/getUserInfo': () => user({ email: null }),
      '/user/getAccountInfo': () => account,
    });
    renderPage('/profile', '/profile', <ProfilePage />);
    expect(await screen.findByRole('link', { name: 'Link Email' })).toHaveAttribute(
      'href',
      '/link/email',
    );
    expect(screen.queryByRole('link', { name: 'Link PhoneNumber' })).not.toBeInTheDocument();
  });

  it('offers Link PhoneNumber only when the phone is missing', async () => {
    installFakeApi({
      '/user/getUserInfo': () => user({ phoneNumber: null }),
      '/user/getAccountInfo': () => account,
    });
    renderPage('/profile', '/profile', <ProfilePage />);
    expect(await screen.findByRole('link', { name: 'Link PhoneNumber' })).toHaveAttribute(
      'href',
      '/link/phone',
    );
    expect(screen.queryByRole('link', { name: 'Link Email' })).not.toBeInTheDocument();
  });

  it('shows and announces load failures, and retries', async () => {
    let fail = true;
    installFakeApi({
      '/user/getUserInfo': () =>
        fail ? { status: 500, body: { success: false, message: 'Database is down.' } } : user(),
      '/user/getAccountInfo': () => ({ status: 500, body: { success: false } }),
    });
    const { user: actor } = renderPage('/profile', '/profile', <ProfilePage />);
    const failure = await screen.findByText(/Your profile could not be loaded: Database is down\./);
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByText(/Your account information could not be loaded/)).toBeInTheDocument(),
    );
    fail = false;
    await actor.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('region', { name: 'Profile Information' })).toBeInTheDocument();
  });

  it('opens the resume through an authenticated fetch as a blob URL', async () => {
    const calls = installFakeApi({
      '/user/getUserInfo': () => user(),
      '/user/getAccountInfo': () => account,
      '/files/file-1': () => ({ body: '%PDF-1.4', contentType: 'application/pdf' }),
    });
    const createObjectURL = jest.fn(() => 'blob:resume');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user: actor } = renderPage('/profile', '/profile', <ProfilePage />);
    await actor.click(await screen.findByRole('link', { name: /View resume \(PDF\)/ }));
    const fileCall = calls.find((call) => call.path === '/files/file-1');
    expect(fileCall?.headers.Authorization).toBe('Bearer token-123');
    expect(open).toHaveBeenCalledWith('blob:resume', '_blank');
    // The new tab was blocked: a link to the downloaded file is offered and announced.
    expect(await screen.findByRole('link', { name: /Open your resume/ })).toHaveAttribute(
      'href',
      'blob:resume',
    );
    expect(announced()).toContain('Your resume is ready.');
    open.mockRestore();
  });
});
