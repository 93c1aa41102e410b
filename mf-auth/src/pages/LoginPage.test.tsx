import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegions, MemoryRouter, Route, Routes, clearAnnouncements } from '@nclude/shared';
import { sessionStore } from '@nclude/shared';
import LoginPage from './LoginPage';
import { type FakeReply, installFakeApi } from '@nclude/shared/testing';
import { loginReply } from '../testing/fixtures';

const realFetch = globalThis.fetch;

function renderLogin() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<h1>Signup page</h1>} />
        <Route path="/requestAccess" element={<h1>Request access page</h1>} />
        <Route path="/" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => {
  sessionStore.signOut();
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('LoginPage', () => {
  it('starts in phone mode with one h1, Send OTP and a Register Here link', () => {
    installFakeApi({});
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/signup');
  });

  it('pressed with the number empty, Send OTP marks that field with its error and focuses it', async () => {
    const calls = installFakeApi({});
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(field('Mobile Number')).toHaveFocus();
    expect(field('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mobile Number')).toHaveAccessibleDescription(
      /Error: Enter valid 10 Digit Number/,
    );
    expect(calls).toHaveLength(0);
  });

  it('flags non-digits as typed and checks the length before sending the code', async () => {
    const calls = installFakeApi({});
    const user = renderLogin();

    await user.type(field('Mobile Number'), '90a');
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Please enter a valid phone number/);

    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '90000');
    expect(field('Mobile Number')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Enter valid 10 Digit Number/);
    expect(field('Mobile Number')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('logs in by phone with a pasted OTP, stores the session and goes to the dashboard', async () => {
    const calls = installFakeApi({
      '/auth/sendOtp': () => ({ body: { success: true, message: 'OTP sent' } }),
      '/auth/otpLogin': () => loginReply(),
    });
    const user = renderLogin();
    // The live regions, rendered apart so the page's own role=alert stays the only one in it.
    render(<LiveRegions />);

    await user.type(field('Mobile Number'), '9000000001');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Enter your login code' });
    expect(calls[0]?.body).toEqual({ email: '', phoneNumber: '9000000001', userType: 'user' });
    // Said once, by the dialog's description, not also through the live regions.
    expect(dialog).toHaveAccessibleDescription('Enter the 4-digit code we sent to 9000000001.');
    expect(document.querySelector('[data-nc-live="polite"]')).toBeEmptyDOMElement();
    const validate = within(dialog).getByRole('button', { name: 'Validate OTP' });
    expect(validate).toBeDisabled();

    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('5 6 7 8');
    const boxes = within(dialog).getAllByRole('textbox', { name: /Digit \d of 4/ });
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['5', '6', '7', '8']);
    await user.click(validate);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/auth/otpLogin',
      body: { phoneNumber: '9000000001', otp: '5678' },
    });
    expect(sessionStore.get()).toMatchObject({
      token: 'token-123',
      userId: 'user-1',
      scope: 'library',
      role: 'user',
    });
  });

  it('shows the server message in the dialog when the login code is rejected', async () => {
    installFakeApi({
      '/auth/sendOtp': () => ({ body: { success: true, message: 'OTP sent' } }),
      '/auth/otpLogin': () => ({
        status: 400,
        body: { success: false, message: 'Invalid or expired OTP' },
      }),
    });
    const user = renderLogin();
    await user.type(field('Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('0000');
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(sessionStore.get().token).toBeNull();
  });

  it('says up front that Nclude is by invitation, with the way to request access', () => {
    installFakeApi({});
    renderLogin();
    expect(screen.getByText(/Nclude is by invitation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
  });

  it('offers sign-up when a proven phone number has no account yet', async () => {
    installFakeApi({
      '/auth/sendOtp': () => ({ body: { success: true, message: 'OTP sent' } }),
      '/auth/otpLogin': () => ({
        status: 404,
        body: { success: false, message: 'No account is registered with this phone number.' },
      }),
    });
    const user = renderLogin();
    await user.type(field('Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This phone number is verified, but it has no account yet.');
    await user.click(within(notice).getByRole('link', { name: 'Sign up with this number' }));
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 429 message and the request-access notice for a 401 when sending the code', async () => {
    let reply: FakeReply = {
      status: 429,
      body: { success: false, message: 'Too many codes sent. Try again later.' },
    };
    installFakeApi({ '/auth/sendOtp': () => reply });
    const user = renderLogin();
    await user.type(field('Mobile Number'), '9000000009');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes sent. Try again later.',
    );

    reply = { status: 401, body: { success: false, message: 'Not whitelisted' } };
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/not authorized/i));
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveAttribute(
      'href',
      '/requestAccess',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus to the first field of the new mode when switching', async () => {
    installFakeApi({});
    const user = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login Via Email Instead' }));
    expect(field('Email Address')).toHaveFocus();
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login Via Phone' }));
    expect(field('Mobile Number')).toHaveFocus();
  });

  it('asks for the required fields in email mode', async () => {
    const calls = installFakeApi({});
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login Via Email Instead' }));

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Fill the required fields');
    expect(field('Email Address')).toHaveFocus();

    await user.type(field('Email Address'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Fill the required fields');
    expect(field('Password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('logs in by email and password, or shows the server message in red on a 401', async () => {
    let reply: FakeReply = {
      status: 401,
      body: { success: false, message: 'Wrong email or password' },
    };
    const calls = installFakeApi({ '/auth/login': () => reply });
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login Via Email Instead' }));
    await user.type(field('Email Address'), 'asha@example.org');
    await user.type(field('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'asha@example.org', password: 'Secret@123' },
    });

    reply = loginReply();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sessionStore.get().userName).toBe('Asha Rao');
  });
});
