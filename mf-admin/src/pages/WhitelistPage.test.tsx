import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LiveRegions,
  MemoryRouter,
  ToastRegion,
  clearAnnouncements,
  clearToasts,
  sessionStore,
} from '@nclude/shared';
import WhitelistPage from './WhitelistPage';
import { type FakeRequest, installFakeApi, uninstallFakeApi } from '@nclude/shared/testing';
import { adminLoginReply, bulkReply } from '../testing/fixtures';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/whitelist']}>
      <LiveRegions />
      <main>
        <WhitelistPage />
      </main>
      <ToastRegion />
    </MemoryRouter>,
  );
  return user;
}

function signInAsAdmin() {
  sessionStore.signIn({
    token: 'admin-token',
    userId: 'admin-1',
    role: 'admin',
    scope: null,
    userName: 'Portal Admin',
  });
}

/** A form's error message (FormError: role=alert); the live regions are alerts too. */
const findFormError = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="alert"].nc-form-error' });
const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });
const politeRegion = () => document.querySelector('[data-nc-live="polite"]') as HTMLElement;
const toasts = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('listitem');

function chooseFile(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  const file = new File(['phoneNumber\n9000000101\n'], name, { type: 'text/csv' });
  return user.upload(field(label), file);
}

beforeEach(() => {
  sessionStore.signOut();
});

afterEach(() => {
  uninstallFakeApi();
  act(() => {
    clearToasts();
    clearAnnouncements();
  });
});

describe('WhitelistPage, locked', () => {
  it('asks for the administrator sign-in before showing any tool', () => {
    installFakeApi({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Whitelist' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(field('Administrator email address')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says exactly "Wrong credentials. Access denied." on a 401, tied to the form', async () => {
    const calls = installFakeApi({
      '/auth/adminLogin': () => ({
        status: 401,
        body: { success: false, message: 'Wrong credentials. Access denied.' },
      }),
    });
    const user = renderPage();
    await user.type(field('Administrator email address'), 'admin@nclude.local');
    await user.type(field('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));

    const alert = await findFormError('Wrong credentials. Access denied.');
    expect(alert).toHaveTextContent(/^Error: Wrong credentials\. Access denied\.$/);
    expect(screen.getByRole('form', { name: 'Administrator sign-in' })).toHaveAccessibleDescription(
      'Error: Wrong credentials. Access denied.',
    );
    // The browser only ever asks the server; it never fetches secrets to compare.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/adminLogin']);
    expect(calls[0]?.body).toEqual({ email: 'admin@nclude.local', password: 'not-the-password' });
    expect(sessionStore.get().token).toBeNull();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows other failures (rate limit) with the server message, and checks empty fields first', async () => {
    const calls = installFakeApi({
      '/auth/adminLogin': () => ({
        status: 429,
        body: { success: false, message: 'Too many attempts. Try again in 10 minutes.' },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Check Access' }));
    expect(await findFormError('Please Fill the required fields')).toBeInTheDocument();
    expect(field('Administrator email address')).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(field('Administrator email address'), 'admin@nclude.local');
    await user.type(field('Password'), 'whatever1');
    await user.keyboard('{Enter}');
    expect(await findFormError('Too many attempts. Try again in 10 minutes.')).toBeInTheDocument();
  });

  it('unlocks the tool after the server accepts the administrator, focusing the first tab', async () => {
    installFakeApi({ '/auth/adminLogin': () => adminLoginReply() });
    const user = renderPage();
    await user.type(field('Administrator email address'), 'admin@nclude.local');
    await user.type(field('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));

    const tablist = await screen.findByRole('tablist', { name: 'Whitelist tool' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Check User', 'WhiteList Numbers', 'WhiteList Emails', 'Access Requests']);
    expect(screen.getByRole('tab', { name: 'Check User' })).toHaveFocus();
    expect(sessionStore.get()).toMatchObject({ token: 'admin-token', role: 'admin' });
    expect(politeRegion()).toHaveTextContent('Access granted. The whitelist tool is open.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('refuses a reply that is not an administrator session', async () => {
    installFakeApi({ '/auth/adminLogin': () => adminLoginReply({ role: 'user' }) });
    const user = renderPage();
    await user.type(field('Administrator email address'), 'asha@example.org');
    await user.type(field('Password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Check Access' }));
    expect(await findFormError('Wrong credentials. Access denied.')).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
  });

  it('warns a signed-in user that the administrator sign-in replaces their session', () => {
    installFakeApi({});
    sessionStore.signIn({
      token: 'user-token',
      userId: 'u1',
      role: 'user',
      scope: null,
      userName: 'Asha Rao',
    });
    renderPage();
    expect(
      screen.getByText(
        'You are signed in as Asha Rao. Signing in as an administrator replaces that session on this device.',
      ),
    ).toBeInTheDocument();
  });
});

describe('WhitelistPage, unlocked', () => {
  beforeEach(signInAsAdmin);

  it('opens directly for an administrator session, without any call', () => {
    const calls = installFakeApi({});
    renderPage();
    expect(screen.getByRole('tablist', { name: 'Whitelist tool' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Administrator sign-in' })).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as administrator Portal Admin.')).toBeInTheDocument();
    // Admins have no link in the header: the administration pages link each other.
    const nav = screen.getByRole('navigation', { name: 'Administration pages' });
    expect(within(nav).getByRole('link', { name: 'Job Postings' })).toHaveAttribute(
      'href',
      '/adminJobs',
    );
    expect(within(nav).getByRole('link', { name: 'Whitelist' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls).toHaveLength(0);
  });

  it('moves between tabs with the arrow keys, Home and End (roving focus)', async () => {
    installFakeApi({ '/admin/accessRequests': () => ({ body: { success: true, requests: [] } }) });
    const user = renderPage();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Check User')).toHaveAttribute('tabindex', '0');
    expect(tab('WhiteList Numbers')).toHaveAttribute('tabindex', '-1');

    // From the links to the other administration pages, one Tab reaches the selected tab.
    // The last link of the admin navigation: the tab list comes next.
    screen.getByRole('link', { name: 'News sources' }).focus();
    await user.tab();
    expect(tab('Check User')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('WhiteList Numbers')).toHaveFocus();
    expect(tab('WhiteList Numbers')).toHaveAttribute('aria-selected', 'true');
    expect(tab('WhiteList Numbers')).toHaveAttribute('tabindex', '0');
    expect(tab('Check User')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('WhiteList Numbers');
    await user.keyboard('{End}');
    expect(tab('Access Requests')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Check User')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Access Requests')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Check User')).toHaveAttribute('aria-selected', 'true');
  });

  it('clears the chosen file and the errors when the tab changes', async () => {
    installFakeApi({});
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    await user.type(field('Mobile number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Mobile number')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    await chooseFile(user, 'File of mobile numbers', 'numbers.csv');
    expect(screen.getByText('numbers.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Users' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    expect(field('Mobile number')).toHaveValue('');
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('numbers.csv')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Users' })).toBeDisabled();
  });
});

describe('WhiteList Numbers and Emails', () => {
  beforeEach(signInAsAdmin);

  it('validates a single number, then whitelists it with library access and a lasting toast', async () => {
    const calls = installFakeApi({
      '/admin/whitelistNumber': () => ({
        body: { success: true, message: 'Successfully Whitelisted', added: 1, alreadyPresent: 0 },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    expect(
      screen.getByRole('checkbox', { name: 'Give access to the Accessible Library' }),
    ).toBeChecked();

    await user.type(field('Mobile number'), '900000010');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Mobile number')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(field('Mobile number')).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(field('Mobile number'), '1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Success: Successfully Whitelisted');
    expect(politeRegion()).toHaveTextContent('Success: Successfully Whitelisted');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/whitelistNumber',
      body: { phoneNumber: '9000000101', scope: 'library' },
      authorization: 'Bearer admin-token',
    });
    expect(field('Mobile number')).toHaveValue('');
  });

  it('whitelists without library access when the box is cleared, and says when it was already there', async () => {
    const calls = installFakeApi({
      '/admin/whitelistNumber': () => ({
        body: { success: true, message: 'Successfully Whitelisted', added: 0, alreadyPresent: 1 },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Give access to the Accessible Library' }),
    );
    await user.type(field('Mobile number'), '9000000101');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent(
      'Successfully Whitelisted. 9000000101 was already whitelisted, so nothing changed.',
    );
    expect(calls[0]?.body).toEqual({ phoneNumber: '9000000101', scope: null });
  });

  it('shows and announces a failure the earlier product only logged', async () => {
    installFakeApi({
      '/admin/whitelistEmail': () => ({
        status: 403,
        body: { success: false, message: 'This needs an administrator.' },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    await user.type(field('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field('Email address')).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'meena@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findFormError('This needs an administrator.')).toBeInTheDocument();
  });

  it('keeps Add Users disabled until a file is chosen, with the reason as text', async () => {
    installFakeApi({});
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    const addUsers = screen.getByRole('button', { name: 'Add Users' });
    expect(addUsers).toBeDisabled();
    expect(addUsers).toHaveAccessibleDescription('Choose a file to enable Add Users.');
    expect(field('File of email addresses')).toHaveAttribute('accept', '.xls,.xlsx,.csv');

    await chooseFile(user, 'File of email addresses', 'emails.xlsx');
    expect(screen.getByRole('button', { name: 'Add Users' })).toBeEnabled();
    expect(screen.queryByText('Choose a file to enable Add Users.')).not.toBeInTheDocument();
  });

  it('links the sample CSV files from the remote, with names that say what they are', async () => {
    installFakeApi({});
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    expect(
      screen.getByRole('link', { name: 'Download a sample CSV file of phone numbers' }),
    ).toHaveAttribute('href', 'http://localhost/samples/numbers-sample.csv');
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    expect(
      screen.getByRole('link', { name: 'Download a sample CSV file of email addresses' }),
    ).toHaveAttribute('href', 'http://localhost/samples/emails-sample.csv');
  });

  it('uploads a file with progress and reports added, already present and invalid rows', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = installFakeApi({
      '/admin/whitelistNumbers': async () => {
        await answered;
        return bulkReply();
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    await chooseFile(user, 'File of mobile numbers', 'numbers.csv');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    // The whole file is sent; the bar stays at 100 % while the server reads it.
    await waitFor(() => expect(progress).toHaveAttribute('value', '100'));
    expect(screen.getByText('100% uploaded', { selector: 'span' })).toBeInTheDocument();
    await act(async () => release());

    const report = await screen.findByRole('region', { name: 'Upload report' });
    expect(within(report).getByText('3 added, 1 already whitelisted')).toBeInTheDocument();
    const table = within(report).getByRole('table', { name: 'Rows that were not added (2)' });
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['Row', 'Value', 'Reason'],
      ['3', '12345', 'Enter valid 10 Digit Number'],
      ['6', '=HYPERLINK("x")', 'Formulas are not allowed'],
    ]);
    expect(toasts()[0]).toHaveTextContent(
      'Successfully Whitelisted. 3 added, 1 already whitelisted.',
    );
    const form = calls[0]?.form;
    expect(calls[0]?.path).toBe('/admin/whitelistNumbers');
    expect((form?.get('file') as File).name).toBe('numbers.csv');
    expect(form?.get('scope')).toBe('library');
    // The file was used: choosing again starts from an empty field.
    expect(screen.getByRole('button', { name: 'Add Users' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('moves focus to the upload report heading after a successful upload, not to the page body', async () => {
    installFakeApi({ '/admin/whitelistEmails': () => bulkReply() });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    await chooseFile(user, 'File of email addresses', 'emails.csv');
    const addUsers = screen.getByRole('button', { name: 'Add Users' });
    addUsers.focus();
    await user.keyboard('{Enter}');

    const report = await screen.findByRole('region', { name: 'Upload report' });
    const heading = within(report).getByRole('heading', { level: 3, name: 'Upload report' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    // Add Users stays disabled until another file is chosen (product rules §5).
    expect(screen.getByRole('button', { name: 'Add Users' })).toBeDisabled();
  });

  it('shows a refused file with the server message', async () => {
    installFakeApi({
      '/admin/whitelistEmails': () => ({
        status: 400,
        body: { success: false, message: 'The file needs a column named email.' },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    await chooseFile(user, 'File of email addresses', 'emails.csv');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    expect(await findFormError('The file needs a column named email.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload report' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before sending it', async () => {
    const calls = installFakeApi({});
    const user = userEvent.setup({ applyAccept: false });
    render(
      <MemoryRouter>
        <WhitelistPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('tab', { name: 'WhiteList Numbers' }));
    await user.upload(field('File of mobile numbers'), new File(['x'], 'photo.png'));
    expect(field('File of mobile numbers')).toHaveAccessibleDescription(
      /Please choose an \.xls, \.xlsx or \.csv file\./,
    );
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    expect(calls).toHaveLength(0);
  });
});

describe('Check User', () => {
  beforeEach(signInAsAdmin);

  it('states in sentences whether a number is whitelisted, its scope, who added it and when', async () => {
    const calls = installFakeApi({
      '/admin/checkUser': (request: FakeRequest) => ({
        body: {
          success: true,
          contact: request.query.get('contact'),
          kind: 'phone',
          whitelisted: true,
          scope: 'library',
          addedBy: { role: 'admin', userId: 'admin-1', email: 'admin@nclude.local' },
          addedAt: '2025-11-21T12:00:00.000Z',
          accountExists: true,
        },
      }),
    });
    const user = renderPage();
    await user.type(field('Mobile number or email address'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const result = await screen.findByRole('heading', { name: 'Result for 9000000001' });
    const region = result.closest('[aria-live="polite"]') as HTMLElement;
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent(
      'Result for 9000000001' +
        '9000000001 is whitelisted, with access to the Accessible Library.' +
        'It was added by Administrator (admin@nclude.local) on 21 November 2025.' +
        'An account exists with this mobile number.',
    );
    expect(calls[0]?.path).toBe('/admin/checkUser');
    expect(calls[0]?.query.get('contact')).toBe('9000000001');
  });

  it('says when an email address is not whitelisted and has no account', async () => {
    installFakeApi({
      '/admin/checkUser': () => ({
        body: {
          success: true,
          contact: 'ravi@example.org',
          kind: 'email',
          whitelisted: false,
          scope: null,
          addedBy: null,
          addedAt: null,
          accountExists: false,
        },
      }),
    });
    const user = renderPage();
    await user.type(field('Mobile number or email address'), 'ravi@example.org');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('ravi@example.org is not whitelisted.')).toBeInTheDocument();
    expect(screen.getByText('No account exists with this email address yet.')).toBeInTheDocument();
  });

  it('checks the entry before asking the server', async () => {
    const calls = installFakeApi({});
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(field('Mobile number or email address')).toHaveAccessibleDescription(
      /Enter a mobile number or an email address\./,
    );
    await user.type(field('Mobile number or email address'), 'someone@');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(field('Mobile number or email address')).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('Access requests', () => {
  beforeEach(signInAsAdmin);

  const pending = {
    id: 'req-1',
    userName: 'Ravi Kumar',
    phoneNumber: '9000000201',
    email: 'ravi@example.org',
    disabilityType: 'Low-vision',
    status: 'pending',
    createdAt: '2025-11-20T12:00:00.000Z',
    certificate: '/v1/api/files/file-9',
  };

  it('lists pending requests, approves one, announces the outcome and refreshes', async () => {
    let requests = [pending];
    const calls = installFakeApi({
      '/admin/accessRequests': () => ({ body: { success: true, requests } }),
      '/admin/accessRequests/req-1/approve': () => {
        requests = [];
        return {
          body: {
            success: true,
            message: 'Access approved for Ravi Kumar. They have been told they can now sign up.',
          },
        };
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Access Requests' }));

    const item = (await screen.findByRole('heading', { name: 'Ravi Kumar' })).closest(
      'li',
    ) as HTMLElement;
    expect(calls[0]?.query.get('status')).toBe('pending');
    expect(item).toHaveTextContent('Mobile number9000000201');
    expect(item).toHaveTextContent('Email addressravi@example.org');
    expect(item).toHaveTextContent('DisabilityLow-vision');
    expect(item).toHaveTextContent('Requested on20 November 2025');

    await user.click(
      within(item).getByRole('button', { name: 'Approve the request from Ravi Kumar' }),
    );
    // Nothing is decided by one click: a dialog says what approving does and asks to confirm.
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the request from Ravi Kumar',
    });
    expect(dialog).toHaveTextContent('are whitelisted, and Ravi Kumar is told by email and SMS');
    expect(calls.map((call) => call.path)).toEqual(['/admin/accessRequests']);
    await user.click(within(dialog).getByRole('button', { name: 'Approve request' }));
    expect(await screen.findByText('There are no pending access requests.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/accessRequests',
      'POST /admin/accessRequests/req-1/approve',
      'GET /admin/accessRequests',
    ]);
    expect(toasts()[0]).toHaveTextContent(
      'Access approved for Ravi Kumar. They have been told they can now sign up.',
    );
    expect(politeRegion()).toHaveTextContent('Access approved for Ravi Kumar.');
    expect(screen.getByRole('heading', { name: 'Pending access requests' })).toHaveFocus();
  });

  it('rejects with an optional note given in a dialog', async () => {
    const calls = installFakeApi({
      '/admin/accessRequests': () => ({ body: { success: true, requests: [pending] } }),
      '/admin/accessRequests/req-1/reject': () => ({
        body: { success: true, message: 'The request from Ravi Kumar was rejected.' },
      }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Access Requests' }));
    await user.click(
      await screen.findByRole('button', { name: 'Reject the request from Ravi Kumar' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject the request from Ravi Kumar' });
    const note = within(dialog).getByLabelText('Note to the requester (optional)');
    expect(note).toHaveFocus();
    await user.type(note, 'The certificate is unreadable; please send a clearer scan.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reject = calls.find((call) => call.path.endsWith('/reject'));
    expect(reject?.body).toEqual({
      note: 'The certificate is unreadable; please send a clearer scan.',
    });
  });

  it('after a rejection, focus goes to the list heading once the refreshed list is shown', async () => {
    let requests = [pending];
    let releaseList: () => void = () => undefined;
    let listAnswered: Promise<void> = Promise.resolve();
    installFakeApi({
      '/admin/accessRequests': async () => {
        const snapshot = requests;
        await listAnswered;
        return { body: { success: true, requests: snapshot } };
      },
      '/admin/accessRequests/req-1/reject': () => {
        requests = [];
        // The refreshed list arrives only when the test says so.
        listAnswered = new Promise<void>((resolve) => {
          releaseList = resolve;
        });
        return { body: { success: true, message: 'The request from Ravi Kumar was rejected.' } };
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Access Requests' }));
    const rejectButton = await screen.findByRole('button', {
      name: 'Reject the request from Ravi Kumar',
    });
    await user.click(rejectButton);
    const dialog = screen.getByRole('dialog', { name: 'Reject the request from Ravi Kumar' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const heading = screen.getByRole('heading', { name: 'Pending access requests' });
    // The old list is still on screen: focus is not moved yet.
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(heading).not.toHaveFocus();

    await act(async () => releaseList());
    expect(await screen.findByText('There are no pending access requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject the request/ })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });

  it('opens the certificate fetched with the administrator token', async () => {
    const calls = installFakeApi({
      '/admin/accessRequests': () => ({ body: { success: true, requests: [pending] } }),
      '/files/file-9': () => ({ body: '%PDF-1.7', contentType: 'application/pdf' }),
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = jest.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Access Requests' }));
    await user.click(await screen.findByRole('button', { name: 'View certificate of Ravi Kumar' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:certificate'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const download = calls.find((call) => call.path === '/files/file-9');
    expect(download?.authorization).toBe('Bearer admin-token');
    open.mockRestore();
  });

  it('says so when a certificate cannot be opened', async () => {
    installFakeApi({
      '/admin/accessRequests': () => ({ body: { success: true, requests: [pending] } }),
      '/files/file-9': () => ({ status: 404, body: { success: false, message: 'Not found' } }),
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Access Requests' }));
    await user.click(await screen.findByRole('button', { name: 'View certificate of Ravi Kumar' }));
    expect(
      await findFormError('The certificate of Ravi Kumar could not be opened. Not found'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
