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

  it("requires both fields and matching values, with the product's messages", async () => {
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
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(field('Current password'), 'Old-Secret@1');
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const done = await screen.findByText('Your password has been changed.', { selector: 'p' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(announced()).not.toContain('Your password has been changed.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/resetPassword',
      body: { newPassword: 'Secret@123', currentPassword: 'Old-Secret@1' },
    });
    expect(calls[0]?.body).not.toHaveProperty('otp');
    expect(field('New Password')).toHaveValue('');
    expect(field('Current password')).toHaveValue('');
  });

  it('asks for the current password, tied to its field, before calling the server', async () => {
    const calls = installFakeApi({});
    const { user } = renderReset();
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const current = field('Current password');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(
      /Please enter your current password, or send a code instead\./,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a new password made only of spaces with the shared message', async () => {
    const calls = installFakeApi({});
    const { user } = renderReset();
    await user.type(field('Current password'), 'Old-Secret@1');
    await user.type(field('New Password'), '         ');
    await user.type(field('Confirm New Password'), '         ');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(field('New Password')).toHaveAccessibleDescription(
      /The password cannot be made of spaces only/,
    );
    expect(field('New Password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('ties a wrong current password from the server to the Current password field', async () => {
    installFakeApi({
      '/auth/resetPassword': () => ({
        status: 400,
        body: { success: false, message: 'Your current password is not correct.' },
      }),
    });
    const { user } = renderReset();
    await user.type(field('Current password'), 'Not-It@123');
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(
        /Your current password is not correct\./,
      ),
    );
    expect(field('Current password')).toHaveFocus();
    // Still signed in: a refused proof is not a lost session.
    expect(sessionStore.get().token).not.toBeNull();
  });

  it('sends a code instead of the current password, says where it went, and changes the password with it', async () => {
    const calls = installFakeApi({
      '/auth/resetPasswordCode': () => ({
        body: {
          success: true,
          message:
            'We sent a code to your phone number ******0001. Enter it to change your password.',
          channel: 'phone',
          sentTo: '******0001',
        },
      }),
      '/auth/resetPassword': ({ body }) =>
        body.otp === '1234'
          ? { body: { success: true, message: 'Your password has been changed.' } }
          : { status: 400, body: { success: false, message: 'Invalid OTP. 4 attempts left.' } },
    });
    const { user } = renderReset();
    await user.click(
      screen.getByRole('button', { name: 'Forgot your current password? Send a code instead' }),
    );
    const status = document.getElementById('reset-password-code-sent') as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'We sent a code to your phone number ******0001. Enter it to change your password.',
      ),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/resetPasswordCode' });
    // The code boxes take the place of the current password.
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Code' });
    const first = screen.getByLabelText('Digit 1 of 4');
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(first).toHaveFocus());

    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    // No code yet: said on the code group, nothing sent.
    expect(group).toHaveAccessibleDescription(/Please enter the 4-digit code we sent you\./);
    expect(calls).toHaveLength(1);

    await user.click(first);
    await user.paste('9999');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription(
        /Invalid OTP\. 4 attempts left\./,
      ),
    );

    await user.click(screen.getByLabelText('Digit 1 of 4'));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Your password has been changed.', { selector: 'p' });
    expect(calls.at(-1)).toMatchObject({
      path: '/auth/resetPassword',
      body: { newPassword: 'Secret@123', otp: '1234' },
    });
    expect(calls.at(-1)?.body).not.toHaveProperty('currentPassword');
    // Back to the current-password field for the next change.
    expect(field('Current password')).toBeInTheDocument();
  });

  it('keeps the current password field, and shows why, when the code cannot be sent', async () => {
    installFakeApi({
      '/auth/resetPasswordCode': () => ({
        status: 429,
        body: {
          success: false,
          message:
            'A code was sent to this contact a short while ago. Please wait 1 minute before asking for another one.',
        },
      }),
    });
    const { user } = renderReset();
    await user.click(
      screen.getByRole('button', { name: 'Forgot your current password? Send a code instead' }),
    );
    await waitFor(() =>
      expect(
        screen
          .getByText(/We could not send a code: A code was sent to this contact/)
          .closest('[role="alert"]'),
      ).not.toBeNull(),
    );
    expect(field('Current password')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Code' })).toBeNull();
  });

  it('shows a failure from the server', async () => {
    installFakeApi({
      '/auth/resetPassword': () => ({
        status: 429,
        body: {
          success: false,
          message:
            'Too many wrong passwords for this account. Please wait 1 second before trying again.',
        },
      }),
    });
    const { user } = renderReset();
    await user.type(field('Current password'), 'Old-Secret@1');
    await user.type(field('New Password'), 'Secret@123');
    await user.type(field('Confirm New Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(
        screen
          .getByText(/Your password could not be changed: Too many wrong passwords/)
          .closest('[role="alert"]'),
      ).not.toBeNull(),
    );
  });
});
