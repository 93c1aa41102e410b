import { screen, waitFor, within } from '@testing-library/react';
import { DISABILITY_TYPES, clearAnnouncements, sessionStore } from '@nclude/shared';
import RequestAccessPage from './RequestAccessPage';
import { announced, installFakeApi, pdfFile, renderPage } from '@nclude/shared/testing';

const realFetch = globalThis.fetch;

const CONFIRMATION =
  'We have sent your Information to the Admin, We will notify you once your request is processed.';

beforeEach(() => {
  sessionStore.signOut();
  clearAnnouncements();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(field('Enter Name*'), 'Asha Rao');
  await user.type(field('Enter Phone Number*'), '9000000001');
  await user.type(field('Enter Email*'), 'asha@example.com');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Select Disability Type*' }),
    'Blindness',
  );
  await user.upload(field('Attach disability certificate (PDF)*'), pdfFile('udid card.pdf'));
}

const CODE_SENT = 'OTP sent to your phone number.';

/** Submits the filled form and enters `code` in the dialog the code sent to the phone opens. */
async function submitWithCode(user: ReturnType<typeof renderPage>['user'], code: string) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
  expect(dialog).toHaveTextContent('Enter the 4-digit code we sent to 9000000001.');
  await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' }));
  await user.paste(code);
  await user.click(within(dialog).getByRole('button', { name: 'Validate OTP' }));
  return dialog;
}

describe('RequestAccessPage', () => {
  it('shows the fields, the 21 disability types and the chosen file name', async () => {
    installFakeApi({});
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Request Access' })).toBeInTheDocument();
    expect(field('Enter Phone Number*')).toHaveAttribute('type', 'tel');
    const select = screen.getByRole('combobox', { name: 'Select Disability Type*' });
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual([...DISABILITY_TYPES]);
    await user.upload(field('Attach disability certificate (PDF)*'), pdfFile('udid card.pdf'));
    expect(screen.getByText('udid card.pdf')).toBeInTheDocument();
  });

  it('ties the required-field messages to the fields', async () => {
    const calls = installFakeApi({});
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    await user.type(field('Enter Email*'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please Fill the Required Information')).toBeInTheDocument();
    expect(field('Enter Name*')).toHaveAccessibleDescription(/Enter your name\./);
    expect(field('Enter Name*')).toHaveFocus();
    expect(field('Enter Phone Number*')).toHaveAccessibleDescription(/Enter your phone number\./);
    expect(field('Enter Email*')).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(
      screen.getByRole('combobox', { name: 'Select Disability Type*' }),
    ).toHaveAccessibleDescription(/Select your disability type\./);
    expect(field('Attach disability certificate (PDF)*')).toHaveAccessibleDescription(
      /Attach your disability certificate/,
    );
    expect(calls).toHaveLength(0);
  });

  it('keeps the sign-up name rule, stated in the hint: 3 to 100 characters people see', async () => {
    const calls = installFakeApi({});
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    await fillForm(user);
    await user.clear(field('Enter Name*'));
    await user.type(field('Enter Name*'), 'As');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(field('Enter Name*')).toHaveAccessibleDescription(
      /Between 3 and 100 characters\. Error: Enter a user name of at least 3 characters\./,
    );
    await user.clear(field('Enter Name*'));
    // 100 Devanagari syllables are 200 code units but 100 characters a reader sees: accepted.
    await user.type(field('Enter Name*'), '\u0928\u093f'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(field('Enter Name*')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(1);
  });

  it('sends the request as multipart and shows the exact confirmation, focused (and so read once)', async () => {
    const calls = installFakeApi({
      '/auth/requestAccessCode': () => ({ body: { success: true, message: CODE_SENT } }),
      '/auth/requestAccess': () => ({ body: { success: true, message: CONFIRMATION } }),
    });
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    await fillForm(user);
    await submitWithCode(user, '1234');
    const confirmation = await screen.findByText(CONFIRMATION, { selector: 'p' });
    await waitFor(() => expect(confirmation).toHaveFocus());
    // Not announced as well: focus already makes it read, and twice is once too many.
    expect(announced()).not.toContain(CONFIRMATION);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // What happens next, and the way onward.
    expect(
      screen.getByText(/When your request is approved, you will be able to sign up/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/requestAccessCode',
      body: { phoneNumber: '9000000001' },
    });
    const call = calls[1];
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/auth/requestAccess');
    expect(call?.body).toMatchObject({
      userName: 'Asha Rao',
      phoneNumber: '9000000001',
      email: 'asha@example.com',
      disabilityType: 'Blindness',
      otp: '1234',
    });
    expect((call?.body.file as File).name).toBe('udid card.pdf');
  });

  it('shows a refusal of the code or the file in the code dialog, and keeps the form', async () => {
    installFakeApi({
      '/auth/requestAccessCode': () => ({ body: { success: true, message: CODE_SENT } }),
      '/auth/requestAccess': () => ({
        status: 400,
        body: { success: false, message: 'Invalid OTP. 4 attempts left.' },
      }),
    });
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    await fillForm(user);
    const dialog = await submitWithCode(user, '1111');
    const refusal = await within(dialog).findByText('Invalid OTP. 4 attempts left.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(CONFIRMATION, { selector: 'p' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Enter Name*')).toHaveValue('Asha Rao');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('says why no code could be sent, and keeps the form', async () => {
    installFakeApi({
      '/auth/requestAccessCode': () => ({
        status: 429,
        body: { success: false, message: 'Please wait 2 minutes before asking for another code.' },
      }),
    });
    const { user } = renderPage('/requestAccess', '/requestAccess', <RequestAccessPage />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failure = await screen.findByText(
      'Your request could not be sent: Please wait 2 minutes before asking for another code.',
    );
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
