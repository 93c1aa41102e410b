import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@nclude/shared';
import { LiveRegions, clearAnnouncements, sessionStore } from '@nclude/shared';
import SignupPage from './SignupPage';
import { type FakeHandler, installFakeApi } from '@nclude/shared/testing';
import { loginReply } from '../testing/fixtures';

const realFetch = globalThis.fetch;

/** The shell's live regions (one of them role=alert) are rendered only where an announcement is checked. */
function renderSignup({ withLiveRegions = false } = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/signup']}>
      {withLiveRegions && <LiveRegions />}
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/requestAccess" element={<h1>Request access page</h1>} />
        <Route path="/" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const okOtp: FakeHandler = () => ({ body: { success: true, message: 'OTP sent' } });
const okValidate: FakeHandler = () => ({ body: { success: true } });

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function verifyPhone(user: ReturnType<typeof userEvent.setup>, phone = '9000000001') {
  await user.type(field('Mobile Number'), phone);
  await user.click(screen.getByRole('button', { name: /verify mobile number/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
  await user.paste('1234');
  await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  sessionStore.signOut();
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SignupPage', () => {
  it('shows the fields, the Login Here link and the verification requirement', () => {
    installFakeApi({});
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Signup' })).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email Address')).toHaveAttribute('autocomplete', 'email');
    expect(field('Mobile Number')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(
      screen.getByText(/must verify either your email address or your mobile number/i),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Here' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Signup' })).toBeInTheDocument();
  });

  it('ties validation messages to their fields, on blur, and flags a short name without a message', async () => {
    installFakeApi({});
    const user = renderSignup();

    await user.type(field('Name'), 'Al');
    // Typing alone does not nag.
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Email Address'), 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).not.toHaveAccessibleDescription(/please/i);

    await user.tab();
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email Address')).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    // Verify stays in the Tab order while the address is malformed (it explains itself when pressed).
    expect(screen.getByRole('button', { name: /verify email address/i })).toBeEnabled();

    // The phone's non-digit rule is reported as typed; the length only after leaving the field.
    await user.type(field('Mobile Number'), '98a');
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '98765');
    expect(screen.queryByText('Enter valid 10 Digit Number')).not.toBeInTheDocument();
    await user.tab();
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Enter valid 10 Digit Number/);

    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'different');
    await user.tab();
    expect(field('Password')).toHaveAccessibleDescription(/Minimum Length for password must be 8/);
    expect(field('Confirm Password')).toHaveAccessibleDescription(/Password does not match/);

    await user.clear(field('Email Address'));
    await user.type(field('Email Address'), 'asha@example.org');
    expect(field('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: /verify email address/i })).toBeEnabled();
  });

  it('asks for all details, then for a verified channel, focusing the field to fix', async () => {
    installFakeApi({});
    const user = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Fill all the details');
    expect(field('Name')).toHaveFocus();

    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Password'), 'Secret@123');
    await user.type(field('Confirm Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify email or phone');
    expect(field('Email Address')).toHaveFocus();
  });

  it('ties a form-level message to the focused field and announces it again on a repeated failure', async () => {
    installFakeApi({});
    const user = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Please Fill all the details');
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription(/Error: Please Fill all the details/);

    // The same failure again: a new alert node, so screen readers say it again.
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('Please Fill all the details');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();

    await user.type(field('Name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(/Error: Please Fill all the details/);
    expect(field('Name')).not.toHaveAccessibleDescription(/Please Fill all the details/);

    await user.type(field('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(field('Email Address')).toHaveFocus();
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email Address')).toHaveAccessibleDescription(
      /Error: Please verify email or phone/,
    );
    const verifyAlert = screen.getByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify email or phone');
    expect(screen.getByRole('alert')).not.toBe(verifyAlert);
  });

  it('keeps Verify focusable; pressed with an empty or malformed field it shows why and focuses the field', async () => {
    const calls = installFakeApi({ '/auth/sendOtp': okOtp });
    const user = renderSignup();
    const verifyEmail = screen.getByRole('button', { name: /verify email address/i });
    const verifyPhone = screen.getByRole('button', { name: /verify mobile number/i });
    expect(verifyEmail).toBeEnabled();
    expect(verifyEmail).not.toHaveAttribute('aria-disabled');
    expect(verifyPhone).toBeEnabled();

    // Reached by Tab from the empty email field.
    field('Email Address').focus();
    await user.tab();
    expect(verifyEmail).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field('Email Address')).toHaveFocus();
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email Address')).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );

    await user.type(field('Mobile Number'), '98765');
    await user.click(verifyPhone);
    expect(field('Mobile Number')).toHaveFocus();
    expect(field('Mobile Number')).toHaveAccessibleDescription(/Enter valid 10 Digit Number/);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Fixed, the message goes and Verify sends the code.
    await user.type(field('Mobile Number'), '43210');
    expect(field('Mobile Number')).not.toHaveAttribute('aria-invalid');
    await user.click(verifyPhone);
    expect(await screen.findByRole('dialog', { name: 'Verify your mobile number' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('verifies the email by OTP: the field becomes read-only with a visible, announced Verified status', async () => {
    const calls = installFakeApi({ '/auth/sendOtp': okOtp, '/auth/validate': okValidate });
    const user = renderSignup({ withLiveRegions: true });

    await user.type(field('Email Address'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: /verify email address/i }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email address' });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/auth/sendOtp',
      body: { email: 'asha@example.org', phoneNumber: '', userType: 'user' },
    });
    expect(within(dialog).getByText(/sent to asha@example.org/)).toBeInTheDocument();
    // The dialog's description says where the code went; it is not announced a second time.
    expect(dialog).toHaveAccessibleDescription(
      'Enter the 4-digit code we sent to asha@example.org.',
    );
    expect(document.querySelector('[data-nc-live="polite"]')).not.toHaveTextContent(/code/i);
    const validate = within(dialog).getByRole('button', { name: 'Validate OTP' });
    expect(validate).toBeDisabled();
    const boxes = within(dialog).getAllByRole('textbox', { name: /Digit \d of 4/ });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(boxes[0]!, '482');
    expect(validate).toBeDisabled();
    await user.type(boxes[3]!, '7');
    expect(validate).toBeEnabled();
    await user.click(validate);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/auth/validate',
      body: { otp: '4827', phoneNumber: '', email: 'asha@example.org' },
    });
    const email = field('Email Address');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/Verified/);
    expect(email).toHaveFocus();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: /verify email address/i })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email address verified.');
  });

  it('shows the server message in the dialog when the OTP is wrong, and closing clears the code', async () => {
    installFakeApi({
      '/auth/sendOtp': okOtp,
      '/auth/validate': () => ({ status: 400, body: { success: false, message: 'Incorrect OTP' } }),
    });
    const user = renderSignup();

    await user.type(field('Mobile Number'), '9000000001');
    await user.click(screen.getByRole('button', { name: /verify mobile number/i }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('1111');
    await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect OTP');
    expect(field('Mobile Number')).not.toHaveAttribute('readonly');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /verify mobile number/i }));
    dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    for (const box of within(dialog).getAllByRole('textbox', { name: /Digit \d of 4/ }))
      expect(box).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the request-access notice when sending the OTP is not authorized (401)', async () => {
    installFakeApi({
      '/auth/sendOtp': () => ({
        status: 401,
        body: { success: false, message: 'Not whitelisted' },
      }),
    });
    const user = renderSignup();

    await user.type(field('Mobile Number'), '9111111111');
    await user.click(screen.getByRole('button', { name: /verify mobile number/i }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/not authorized/i);
    expect(notice).toHaveTextContent(/verify your disability status/i);
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/requestAccess');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the message when the OTP send answers success false', async () => {
    installFakeApi({
      '/auth/sendOtp': () => ({ body: { success: false, message: 'Try again in a minute' } }),
    });
    const user = renderSignup();
    await user.type(field('Email Address'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: /verify email address/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute');
  });

  it('checks the password rules on submit, listing problems and focusing the first one', async () => {
    installFakeApi({ '/auth/sendOtp': okOtp, '/auth/validate': okValidate });
    const user = renderSignup();
    await verifyPhone(user);

    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Password: Minimum Length for password must be 8');
    expect(summary).toHaveTextContent('Confirm Password: Password does not match');
    expect(field('Password')).toHaveFocus();
  });

  it('signs up with the verified channel, stores the session and goes to the dashboard', async () => {
    const calls = installFakeApi({
      '/auth/sendOtp': okOtp,
      '/auth/validate': okValidate,
      '/auth/signup': () => loginReply({ scope: null }),
    });
    const user = renderSignup();
    await verifyPhone(user);

    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Password'), 'Secret@123');
    await user.type(field('Confirm Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/signup',
      body: {
        userName: 'Asha Rao',
        phoneNumber: '9000000001',
        email: '',
        userType: 'user',
        password: 'Secret@123',
      },
    });
    expect(sessionStore.get()).toEqual({
      token: 'token-123',
      userId: 'user-1',
      role: 'user',
      scope: null,
      userName: 'Asha Rao',
    });
    expect(localStorage.getItem('token')).toBe('token-123');
  });

  it('shows the request-access notice on a 401 from signup, and the server message on other failures', async () => {
    let signupReply = { status: 401, body: { success: false, message: 'Not whitelisted' } };
    installFakeApi({
      '/auth/sendOtp': okOtp,
      '/auth/validate': okValidate,
      '/auth/signup': () => signupReply,
    });
    const user = renderSignup();
    await verifyPhone(user);
    await user.type(field('Name'), 'Asha Rao');
    await user.type(field('Password'), 'Secret@123');
    await user.type(field('Confirm Password'), 'Secret@123');

    await user.click(screen.getByRole('button', { name: 'Signup' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/not authorized/i);
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/requestAccess');

    signupReply = {
      status: 409,
      body: { success: false, message: 'An account with this phone number already exists' },
    };
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this phone number already exists',
      ),
    );
    expect(sessionStore.get().token).toBeNull();
  });
});
