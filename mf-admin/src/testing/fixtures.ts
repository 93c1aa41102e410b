// Replies this remote's tests use often; the test kit itself is @nclude/shared/testing.
import type { FakeReply } from '@nclude/shared/testing';

export const adminLoginReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    token: 'admin-token',
    scope: null,
    userId: 'admin-1',
    hasUserInfo: true,
    message: 'Logged in',
    role: 'admin',
    userName: 'Portal Admin',
    ...overrides,
  },
});

/** A successful bulk report. */
export const bulkReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    message: 'Successfully Whitelisted',
    added: 3,
    alreadyPresent: 1,
    invalid: [
      { row: 3, value: '12345', reason: 'Enter valid 10 Digit Number' },
      { row: 6, value: '=HYPERLINK("x")', reason: 'Formulas are not allowed' },
    ],
    ...overrides,
  },
});
