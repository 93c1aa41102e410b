import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckUserReply } from '@nclude/shared/api-schemas';
import { installFakeApi, uninstallFakeApi } from '@nclude/shared/testing';
import { CheckUserPanel, describeAdder, describeCheck } from './CheckUserPanel';

const whitelisted: CheckUserReply = {
  success: true,
  contact: '9000000001',
  kind: 'phone',
  whitelisted: true,
  scope: null,
  addedBy: null,
  addedAt: '2025-11-21T12:00:00.000Z',
  accountExists: false,
};

afterEach(() => {
  uninstallFakeApi();
});

describe('describeAdder', () => {
  it('names the role and the account email address', () => {
    expect(describeAdder({ role: 'admin', userId: 'a-1', email: 'admin@nclude.local' })).toBe(
      'Administrator (admin@nclude.local)',
    );
    expect(describeAdder({ role: 'org', userId: 'o-1', email: 'org@nclude.local' })).toBe(
      'Organisation (org@nclude.local)',
    );
    expect(describeAdder({ role: 'user', userId: 'u-1', email: 'someone@example.org' })).toBe(
      'User (someone@example.org)',
    );
  });

  it('falls back to the account id when the account has no email address', () => {
    expect(describeAdder({ role: 'org', userId: '7d1c-42', email: null })).toBe(
      'Organisation (account 7d1c-42)',
    );
  });
});

describe('describeCheck', () => {
  it('says who added the entry and when', () => {
    expect(
      describeCheck({
        ...whitelisted,
        addedBy: { role: 'org', userId: 'o-1', email: 'org@nclude.local' },
      }),
    ).toEqual([
      '9000000001 is whitelisted, without access to the Accessible Library.',
      'It was added by Organisation (org@nclude.local) on 21 November 2025.',
      'No account exists with this mobile number yet.',
    ]);
  });

  it('names nobody when the system added the entry or the adder is gone', () => {
    expect(describeCheck(whitelisted)).toContain('It was added on 21 November 2025.');
    expect(describeCheck({ ...whitelisted, addedAt: null }).join(' ')).not.toMatch(/added/);
  });
});

describe('CheckUserPanel', () => {
  it('shows the adder of the checked contact in the result', async () => {
    installFakeApi({
      '/admin/checkUser': () => ({
        body: {
          ...whitelisted,
          scope: 'library',
          addedBy: { role: 'admin', userId: 'a-1', email: 'admin@nclude.local' },
          accountExists: true,
        },
      }),
    });
    const user = userEvent.setup();
    render(<CheckUserPanel />);
    await user.type(screen.getByLabelText('Mobile number or email address'), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'It was added by Administrator (admin@nclude.local) on 21 November 2025.',
      ),
    ).toBeInTheDocument();
  });
});
