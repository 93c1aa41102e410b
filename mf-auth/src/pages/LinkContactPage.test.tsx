import { screen, waitFor, within } from '@testing-library/react';
import { clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import LinkContactPage from './LinkContactPage';
import { announced, installFakeApi, renderPage } from '@nclude/shared/testing';
import { signInTestUser } from '../testing/fixtures';

const realFetch = globalThis.fetch;

beforeEach(() => {
  sessionStore.signIn(signInTestUser());
  clearAnnouncements();
  clearToasts();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const renderLink = (kind: string) =>
  renderPage('/link/:toLink', `/link/${kind}`, <LinkContactPage />);

describe('LinkContactPage (phone)', () => {
  it('names the page Link phone, leaving the document title to the route (host)', () => {
    installFakeApi({});
    document.title = 'Set by the host';
    renderLink('phone');
    expect(screen.getByRole('heading', { level: 1, name: 'Link phone' })).toBeInTheDocument();
    // The route's title function gives "Link phone" (routes.test.ts); the page does not race it.
    expect(document.title).toBe('Set by the host');
  });

  it('ties "Both fields are required." to the empty field it focuses, and says it again on a repeat', async () => {
    const calls = installFakeApi({});
    const { user } = renderLink('phone');
    const submit = screen.getByRole('button', { name: 'Link' });
    const alertOf = () =>
      screen.getByText('Both fields are required.').closest('[role="alert"]') as HTMLElement;

    await user.click(submit);
    const first = alertOf();
    expect(field('Mobile Number')).toHaveFocus();
    expect(field('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Error: Both fields are required\./);
    await user.click(submit);
    expect(alertOf()).not.toBe(first);
    expect(first).not.toBeInTheDocument();

    await user.type(field('Mobile Number'), '9000000001');
    await user.click(submit);
    expect(field('Confirm Mobile Number')).toHaveFocus();
    expect(field('Confirm Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm Mobile Number')).toHaveAccessibleDescription(
      /Error: Both fields are required\./,
    );
    expect(field('Mobile Number')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it("checks the fields with the product's messages", async () => {
    const calls = installFakeApi({});
    const { user } = renderLink('phone');
    const submit = screen.getByRole('button', { name: 'Link' });
    await user.type(field('Mobile Number'), '9000000001');
    await user.click(submit);
    expect(screen.getByText('Both fields are required.')).toBeInTheDocument();

    await user.type(field('Confirm Mobile Number'), '90000');
    await user.click(submit);
    expect(field('Confirm Mobile Number')).toHaveAccessibleDescription(
      /Enter valid 10 Digit Number/,
    );

    await user.clear(field('Confirm Mobile Number'));
    await user.type(field('Confirm Mobile Number'), '90000abc01');
    await user.click(submit);
    expect(field('Confirm Mobile Number')).toHaveAccessibleDescription(
      /Please enter a valid phone number/,
    );

    await user.clear(field('Confirm Mobile Number'));
    await user.type(field('Confirm Mobile Number'), '9000000002');
    await user.click(submit);
    expect(field('Confirm Mobile Number')).toHaveAccessibleDescription(/Numbers do not match\./);
    expect(calls).toHaveLength(0);
  });

  it('sends a code, validates it in the OTP dialog and returns to the profile', async () => {
    let otpOk = false;
    const calls = installFakeApi({
      '/auth/linkAccountToken': () => ({
        body: { success: true, message: 'We sent a code to 9000000001.' },
      }),
      '/auth/linkUserAccount': () =>
        otpOk
          ? { body: { success: true, message: 'Linked' } }
          : { status: 400, body: { success: false } },
    });
    const { user } = renderLink('phone');
    await user.type(field('Mobile Number'), '9000000001');
    await user.type(field('Confirm Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(calls[0]).toMatchObject({
      path: '/auth/linkAccountToken',
      body: { phoneNumber: '9000000001' },
    });
    // Said once, by the dialog's description; not announced a second time.
    expect(dialog).toHaveAccessibleDescription('Enter the 4-digit code we sent to 9000000001.');
    expect(announced()).not.toMatch(/code/i);
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    expect(await within(dialog).findByText('OTP validation failed')).toBeInTheDocument();

    otpOk = true;
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: '/auth/linkUserAccount',
      body: { phoneNumber: '9000000001', otp: '1234' },
    });
    expect(
      screen.getByText('Your mobile number is now linked to your account.'),
    ).toBeInTheDocument();
  });

  it("shows the server's OTP message when it gives one", async () => {
    installFakeApi({
      '/auth/linkAccountToken': () => ({ body: { success: true } }),
      '/auth/linkUserAccount': () => ({
        status: 400,
        body: { success: false, message: 'The code has expired.' },
      }),
    });
    const { user } = renderLink('phone');
    await user.type(field('Mobile Number'), '9000000001');
    await user.type(field('Confirm Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('9999');
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    expect(await within(dialog).findByText('The code has expired.')).toBeInTheDocument();
  });

  it('shows a refusal to send (number belongs to another account)', async () => {
    installFakeApi({
      '/auth/linkAccountToken': () => ({
        status: 409,
        body: { success: false, message: 'This phone number belongs to another account.' },
      }),
    });
    const { user } = renderLink('phone');
    await user.type(field('Mobile Number'), '9000000001');
    await user.type(field('Confirm Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const failure = await screen.findByText('This phone number belongs to another account.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('LinkContactPage (email)', () => {
  it("checks the email shape and 'Emails do not match.'", async () => {
    installFakeApi({});
    const { user } = renderLink('email');
    expect(screen.getByRole('heading', { level: 1, name: 'Link email' })).toBeInTheDocument();
    await user.type(field('Email Address'), 'asha@');
    await user.type(field('Confirm Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(field('Email Address')).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await user.type(field('Email Address'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(field('Confirm Email Address')).toHaveAccessibleDescription(/Emails do not match\./);
  });

  it('asks for a link by email and tells the user to open it', async () => {
    const calls = installFakeApi({
      '/auth/linkAccountToken': () => ({ body: { success: true, message: 'We sent a link' } }),
    });
    const { user } = renderLink('email');
    await user.type(field('Email Address'), 'asha@example.com');
    await user.type(field('Confirm Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const sent = await screen.findByText(/We sent a link to asha@example\.com\. Open it/, {
      selector: 'p',
    });
    await waitFor(() => expect(sent).toHaveFocus());
    // Read once, by taking focus: the live regions do not repeat it.
    expect(announced()).not.toMatch(/We sent a link/);
    expect(calls[0]).toMatchObject({
      path: '/auth/linkAccountToken',
      body: { email: 'asha@example.com' },
    });
  });

  it('answers an unknown kind with an explanation', () => {
    installFakeApi({});
    renderLink('fax');
    expect(
      screen.getByText('Only an email address or a phone number can be linked.'),
    ).toBeInTheDocument();
  });
});
