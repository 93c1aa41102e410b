import { screen, within } from '@testing-library/react';
import { DISABILITY_TYPES, clearAnnouncements, clearToasts, sessionStore } from '@nclude/shared';
import EditAccountPage from './EditAccountPage';
import { installFakeApi, renderPage } from '@nclude/shared/testing';
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

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);

describe('EditAccountPage', () => {
  it("offers the product's options and saves as multipart, then goes to the profile", async () => {
    const calls = installFakeApi({
      '/user/getAccountInfo': () => ({ body: { success: true, data: null } }),
      'PATCH /user/patchAccountInfo': () => ({ body: { success: true, data: {} } }),
    });
    const { user } = renderPage('/edit-account', '/edit-account', <EditAccountPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Account Information' }),
    ).toBeInTheDocument();
    const employment = await screen.findByRole('combobox', { name: 'Employment status' });
    expect(optionTexts(employment)).toEqual([
      'Employed-private sector',
      'Employed-public sector',
      'Unemployed',
      'Student',
      'Retired',
      'Other',
    ]);
    const jobSearch = screen.getByRole('combobox', { name: 'Job search status' });
    expect(optionTexts(jobSearch)).toHaveLength(6);
    const disability = screen.getByRole('combobox', { name: 'Disability' });
    expect(optionTexts(disability)).toEqual([...DISABILITY_TYPES]);

    await user.selectOptions(employment, 'Student');
    await user.selectOptions(jobSearch, 'Looking for Internship');
    await user.selectOptions(disability, 'Hearing Impairment');
    await user.type(screen.getByLabelText('Preferred industry'), 'Software');
    await user.type(screen.getByLabelText('Preferred role'), 'Tester');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    const patch = calls.find((call) => call.path === '/user/patchAccountInfo');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toEqual({
      employmentStatus: 'Student',
      jobSearchStatus: 'Looking for Internship',
      disability: 'Hearing Impairment',
      preferredIndustry: 'Software',
      preferredRole: 'Tester',
    });
    expect(screen.getByText('Your account information was saved.')).toBeInTheDocument();
  });

  it('starts from the saved values', async () => {
    installFakeApi({
      '/user/getAccountInfo': () => ({
        body: {
          success: true,
          data: {
            employmentStatus: 'Retired',
            jobSearchStatus: 'Not Looking',
            disability: 'Dwarfism',
            preferredIndustry: null,
            preferredRole: 'Advisor',
          },
        },
      }),
    });
    renderPage('/edit-account', '/edit-account', <EditAccountPage />);
    expect(await screen.findByRole('combobox', { name: 'Employment status' })).toHaveValue(
      'Retired',
    );
    expect(screen.getByRole('combobox', { name: 'Disability' })).toHaveValue('Dwarfism');
    expect(screen.getByLabelText('Preferred role')).toHaveValue('Advisor');
  });

  it('shows and announces a failed save and stays on the page', async () => {
    installFakeApi({
      '/user/getAccountInfo': () => ({ body: { success: true, data: null } }),
      'PATCH /user/patchAccountInfo': () => ({
        status: 400,
        body: { success: false, message: 'Choose an employment status from the list.' },
      }),
    });
    const { user } = renderPage('/edit-account', '/edit-account', <EditAccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const failure = await screen.findByText(
      'Your account information could not be saved: Choose an employment status from the list.',
    );
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    installFakeApi({
      '/user/getAccountInfo': () => ({ status: 503, body: { message: 'Try later.' } }),
    });
    renderPage('/edit-account', '/edit-account', <EditAccountPage />);
    expect(
      await screen.findByText('Your account information could not be loaded: Try later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
