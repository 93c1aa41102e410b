import { screen, waitFor } from '@testing-library/react';
import { NAME_FIELD_MAX, clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import EditProfilePage from './EditProfilePage';
import {
  type FakeReply,
  announced,
  installFakeApi,
  pdfFile,
  renderPage,
} from '@nclude/shared/testing';
import { signInTestUser } from '../testing/fixtures';

const realFetch = globalThis.fetch;

const userReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    user: {
      userId: 'user-1',
      userName: 'Asha Rao',
      email: null,
      phoneNumber: '9000000001',
      role: 'user',
      profileInfo: 'Tester',
      resume: null,
      social: [],
      ...overrides,
    },
  },
});

beforeEach(() => {
  sessionStore.signIn(signInTestUser());
  clearAnnouncements();
  clearToasts();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const input = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('EditProfilePage', () => {
  it('shows the form with read-only contacts and a link for the missing one', async () => {
    installFakeApi({ '/user/getUserInfo': () => userReply() });
    renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Profile Information' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Profile information')).toHaveValue('Tester');
    expect(input('User name *')).toHaveValue('Asha Rao');
    expect(input('Mobile Number')).toHaveAttribute('readonly');
    expect(input('Mobile Number')).toHaveValue('9000000001');
    expect(input('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Link an email address' })).toHaveAttribute(
      'href',
      '/link/email',
    );
    expect(screen.queryByRole('link', { name: 'Link a mobile number' })).not.toBeInTheDocument();
    expect(input('Social link 1 (LinkedIn)')).toHaveAttribute(
      'placeholder',
      'https://www.linkedin.com/in/your-name',
    );
  });

  it('allows at most 3 social links: the 4th gives the alert', async () => {
    installFakeApi({ '/user/getUserInfo': () => userReply() });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    const add = await screen.findByRole('button', { name: 'Add social link' });
    await user.click(add);
    expect(input('Social link 2 (Twitter)')).toHaveFocus();
    expect(input('Social link 2 (Twitter)')).toHaveAttribute(
      'placeholder',
      'https://twitter.com/your-name',
    );
    await user.click(add);
    expect(input('Social link 3')).toBeInTheDocument();
    expect(screen.queryByText(/You can add a maximum/)).not.toBeInTheDocument();
    await user.click(add);
    expect(
      screen.getByText(/You can add a maximum of 3 social links/).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.queryByLabelText('Social link 4')).not.toBeInTheDocument();
    // Removing one clears the alert and lets the user add again.
    await user.click(screen.getByRole('button', { name: 'Remove social link 3' }));
    expect(screen.queryByText(/You can add a maximum of 3 social links/)).not.toBeInTheDocument();
    expect(input('Social link 2 (Twitter)')).toHaveFocus();
  });

  it("checks the user name with shared's rule (3 to 100 characters), tied to the field", async () => {
    const calls = installFakeApi({ '/user/getUserInfo': () => userReply() });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    const name = await screen.findByLabelText('User name *', { selector: 'input' });
    // The input's bound is in code units and leaves room for 100 letters of any script; the
    // 100-letter rule is validateUserName's, which counts what a reader sees.
    expect(name).toHaveAttribute('maxlength', String(NAME_FIELD_MAX));
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(/Enter a user name of at most 100 characters\./);
    await user.clear(name);
    await user.type(name, ' As ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Enter a user name of at least 3 characters\./);
    expect(calls.some((call) => call.path === '/user/patchUser')).toBe(false);
  });

  it('validates social links and the resume type, tied to their fields', async () => {
    const calls = installFakeApi({ '/user/getUserInfo': () => userReply() });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />, {
      applyAccept: false,
    });
    await user.type(await screen.findByLabelText('Social link 1 (LinkedIn)'), 'linkedin');
    await user.upload(
      input('Resume (PDF only)'),
      new File(['x'], 'resume.docx', { type: 'application/msword' }),
    );
    expect(screen.getByText('Please choose a PDF file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const social = input('Social link 1 (LinkedIn)');
    expect(social).toHaveAttribute('aria-invalid', 'true');
    expect(social).toHaveAccessibleDescription(/Enter a full web address/);
    // Focus goes to the first problem in form order: the resume, which comes before the links.
    expect(input('Resume (PDF only)')).toHaveFocus();
    expect(calls.some((call) => call.path === '/user/patchUser')).toBe(false);
  });

  it('saves as multipart with progress, updates the session name and returns to the profile', async () => {
    const calls = installFakeApi({
      '/user/getUserInfo': () => userReply(),
      'PATCH /user/patchUser': () => ({ body: { success: true, message: 'Saved' } }),
    });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    const name = await screen.findByLabelText('User name *', { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Asha R');
    await user.type(input('Social link 1 (LinkedIn)'), 'https://www.linkedin.com/in/asha');
    await user.click(screen.getByRole('button', { name: 'Add social link' }));
    await user.type(input('Social link 2 (Twitter)'), 'https://twitter.com/asha');
    await user.upload(input('Resume (PDF only)'), pdfFile('My resume.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    const patch = calls.find((call) => call.path === '/user/patchUser');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body.userName).toBe('Asha R');
    expect(patch?.body.phoneNumber).toBe('9000000001');
    expect(patch?.body.email).toBe('');
    expect(JSON.parse(String(patch?.body.social))).toEqual([
      'https://www.linkedin.com/in/asha',
      'https://twitter.com/asha',
    ]);
    expect((patch?.body.file as File).name).toBe('My resume.pdf');
    expect(sessionStore.get().userName).toBe('Asha R');
    expect(screen.getByText('Your profile was saved.')).toBeInTheDocument();
    await waitFor(() => expect(announced()).toMatch(/Your profile was saved\./));
  });

  it('shows the progress bar with milestones announced while the resume uploads', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    installFakeApi({
      '/user/getUserInfo': () => userReply(),
      'PATCH /user/patchUser': () => new Promise<FakeReply>((resolve) => (finish = resolve)),
    });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    await user.upload(await screen.findByLabelText('Resume (PDF only)'), pdfFile('cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '100'));
    expect(announced()).toMatch(/Upload 100% complete\./);
    finish({ status: 413, body: { success: false, message: 'The file is larger than 5 MB.' } });
    expect(
      await screen.findByText('Your profile could not be saved: The file is larger than 5 MB.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a server refusal and stays on the page', async () => {
    installFakeApi({
      '/user/getUserInfo': () => userReply(),
      'PATCH /user/patchUser': () => ({
        status: 400,
        body: { success: false, message: 'You can add a maximum of 3 social links' },
      }),
    });
    const { user } = renderPage('/edit-profile', '/edit-profile', <EditProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const failure = await screen.findByText(/Your profile could not be saved/);
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(sessionStore.get().userName).toBe('Asha Rao');
  });
});
