import { screen, waitFor } from '@testing-library/react';
import { clearAnnouncements, sessionStore } from '@nclude/shared';
import ResetPasswordPage from './ResetPasswordPage';
import { announced, installFakeApi, renderPage } from '@nclude/shared/testing';
import { signInTestUser } from '../testing/fixtures';

const realFetch = globalThis.fetch;

beforeEach(() => {
  sessionStore.signIn(signInTestUser());
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

function renderReset() {
  return renderPage('/reset-password', '/reset-password', <ResetPasswordPage />);
}

describe('ResetPasswordPage', () => {
  it('shows the strength as text: Weak, Medium, Strong at 50 and 75 points', async () => {
    installFakeApi({});
    const { user } = renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    const password = field('New Password');
    await user.type(password, 'abcdefgh'); // 25: length only
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/Password strength: Weak/);
    await user.type(password, 'A'); // 50: length + uppercase
    expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
    await user.type(password, '1'); // 75: + digit
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    await user.type(password, '@'); // 100
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  });

  it("requires both fields and matching values, with the spec's messages", async () => {
    const calls = installFakeApi({});
    const { user } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Both fields are required.').closest('[role="alert"]')).not.toBeNull();
    expect(field('New Password')).toHaveFocus();

    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.queryByText('Both fields are required.')).not.toBeInTheDocument();
    const confirm = field('Confirm New Password');
    expect(confirm).toHaveAccessibleDescription(/Passwords do not match\./);
    expect(confirm).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('ties "Both fields are required." to the empty field it focuses, and says it again on a repeat', async () => {
    const calls = installFakeApi({});
    const { user } = renderReset();
    const alertOf = () =>
      screen.getByText('Both fields are required.').closest('[role="alert"]') as HTMLElement;

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const first = alertOf();
    expect(field('New Password')).toHaveFocus();
    expect(field('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New Password')).toHaveAccessibleDescription(/Error: Both fields are required\./);
    expect(field('Confirm New Password')).toHaveAccessibleDescription(
      /Error: Both fields are required\./,
    );

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(alertOf()).not.toBe(first);
    expect(first).not.toBeInTheDocument();

    await user.type(field('New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const confirm = field('Confirm New Password');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(/Error: Both fields are required\./);
    // The filled field keeps its strength description and is no longer flagged.
    expect(field('New Password')).not.toHaveAttribute('aria-invalid');
    expect(field('New Password')).toHaveAccessibleDescription(/Password strength/);
    expect(field('New Password')).not.toHaveAccessibleDescription(/Both fields/);
    expect(calls).toHaveLength(0);
  });

  it('changes the password, then shows the confirmation and moves focus to it (read once)', async () => {
    const calls = installFakeApi({
      '/auth/resetPassword': () => ({
        body: { success: true, message: 'Your password has been changed.' },
      }),
    });
    const { user } = renderReset();
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const done = await screen.findByText('Your password has been changed.', { selector: 'p' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(announced()).not.toContain('Your password has been changed.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/resetPassword',
      body: { newPassword: 'Secret@123' },
    });
    expect(field('New Password')).toHaveValue('');
  });

  it('shows a failure from the server', async () => {
    installFakeApi({
      '/auth/resetPassword': () => ({
        status: 400,
        body: { success: false, message: 'Minimum Length for password must be 8' },
      }),
    });
    const { user } = renderReset();
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(
        screen
          .getByText(/Your password could not be changed: Minimum Length/)
          .closest('[role="alert"]'),
      ).not.toBeNull(),
    );
  });
});
