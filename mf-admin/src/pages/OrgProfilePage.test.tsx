import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LiveRegions,
  MemoryRouter,
  clearAnnouncements,
  clearToasts,
  sessionStore,
  type Role,
} from '@nclude/shared';
import OrgProfilePage from './OrgProfilePage';
import { type FakeReply, installFakeApi, uninstallFakeApi } from '@nclude/shared/testing';
import { bulkReply } from '../testing/fixtures';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/orgProfile']}>
      <LiveRegions />
      <main>
        <OrgProfilePage />
      </main>
    </MemoryRouter>,
  );
  return user;
}

function signInAs(role: Role, userName: string) {
  sessionStore.signIn({ token: `${role}-token`, userId: `${role}-1`, role, scope: null, userName });
}

const fileField = () =>
  screen.getByLabelText('Attach a file of mobile numbers', { selector: 'input' });
const findFormError = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="alert"].nc-form-error' });
const politeRegion = () => document.querySelector('[data-nc-live="polite"]') as HTMLElement;
const csv = () => new File(['phoneNumber\n9000000101\n'], 'staff.csv', { type: 'text/csv' });

const enrolled = [
  {
    phoneNumber: '9000000101',
    addedAt: '2025-11-18T12:00:00.000Z',
    signedUp: true,
    userName: 'Lakshmi Menon',
  },
  {
    phoneNumber: '9000000102',
    addedAt: '2025-11-18T12:00:00.000Z',
    signedUp: false,
    userName: null,
  },
];

const usersReply = (users: unknown[]): FakeReply => ({ body: { success: true, users } });

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

describe('OrgProfilePage', () => {
  it('tells a user who is not an organisation that the page is for organisation accounts', () => {
    const calls = installFakeApi({});
    signInAs('user', 'Asha Rao');
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Organisation Profile' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This page is for organisation accounts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Upload The File' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the enrolled users in a captioned table', async () => {
    const calls = installFakeApi({ '/org/users': () => usersReply(enrolled) });
    signInAs('org', 'Sunrise Foundation');
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Signed in as Sunrise Foundation.')).toBeInTheDocument();

    const table = await screen.findByRole('table', {
      name: 'Users enrolled by your organisation (2)',
    });
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Mobile number', 'Enrolled on', 'Signed up since enrolled', 'Name'],
      ['9000000101', '18 November 2025', 'Yes', 'Lakshmi Menon'],
      ['9000000102', '18 November 2025', 'No', 'Not signed up since enrolled'],
    ]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/org/users' });
    expect(calls[0]?.authorization).toBe('Bearer org-token');
  });

  it('says when no users are enrolled yet', async () => {
    installFakeApi({ '/org/users': () => usersReply([]) });
    signInAs('org', 'Sunrise Foundation');
    renderPage();
    expect(
      await screen.findByText(
        'You have not enrolled any users yet. Upload a file above to enrol them.',
      ),
    ).toBeInTheDocument();
  });

  it('uploads a file: "Phone numbers are whitelisted!", the per-row report, and a fresh list', async () => {
    let users: unknown[] = [];
    const calls = installFakeApi({
      '/org/users': () => usersReply(users),
      '/org/uploadFileWithUsers': () => {
        users = enrolled;
        return bulkReply({
          message: 'Phone numbers are whitelisted!',
          added: 2,
          alreadyPresent: 0,
        });
      },
    });
    signInAs('org', 'Sunrise Foundation');
    const user = renderPage();
    expect(fileField()).toHaveAttribute('accept', '.xls,.xlsx,.csv');
    expect(
      screen.getByRole('link', { name: 'Download a sample CSV file of phone numbers' }),
    ).toHaveAttribute('href', 'http://localhost/samples/numbers-sample.csv');

    await user.upload(fileField(), csv());
    await user.click(screen.getByRole('button', { name: 'Upload The File' }));

    const report = await screen.findByRole('region', { name: 'Upload report' });
    expect(within(report).getByText('Phone numbers are whitelisted!')).toBeInTheDocument();
    expect(within(report).getByText('2 enrolled, 0 already in your list')).toBeInTheDocument();
    expect(
      within(report).getByRole('table', { name: 'Rows that were not added (2)' }),
    ).toBeInTheDocument();
    expect(politeRegion()).toHaveTextContent(
      'Phone numbers are whitelisted! 2 enrolled, 0 already in your list.',
    );
    const upload = calls.find((call) => call.path === '/org/uploadFileWithUsers');
    expect((upload?.form?.get('file') as File).name).toBe('staff.csv');
    expect(upload?.form?.get('scope')).toBeNull();
    expect(
      await screen.findByRole('table', { name: 'Users enrolled by your organisation (2)' }),
    ).toBeInTheDocument();
  });

  it('shows the server message of a refused file', async () => {
    installFakeApi({
      '/org/users': () => usersReply([]),
      '/org/uploadFileWithUsers': () => ({
        status: 400,
        body: { success: false, message: 'The file needs a column named phoneNumber.' },
      }),
    });
    signInAs('org', 'Sunrise Foundation');
    const user = renderPage();
    await user.upload(fileField(), csv());
    await user.click(screen.getByRole('button', { name: 'Upload The File' }));
    expect(await findFormError('The file needs a column named phoneNumber.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload report' })).not.toBeInTheDocument();
  });

  it('shows the spec text when the failure carries no success flag', async () => {
    installFakeApi({
      '/org/users': () => usersReply([]),
      '/org/uploadFileWithUsers': () => ({ status: 502, body: 'Bad Gateway' }),
    });
    signInAs('org', 'Sunrise Foundation');
    const user = renderPage();
    await user.upload(fileField(), csv());
    await user.click(screen.getByRole('button', { name: 'Upload The File' }));
    expect(
      await findFormError('some error occurred while fetching numbers from the file!'),
    ).toBeInTheDocument();
  });

  it('asks for a file before uploading', async () => {
    const calls = installFakeApi({ '/org/users': () => usersReply([]) });
    signInAs('org', 'Sunrise Foundation');
    const user = renderPage();
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Upload The File' }));
    expect(fileField()).toHaveAccessibleDescription(/Choose a file to upload first\./);
    expect(fileField()).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});
