// Replies and people this remote's tests use often; the test kit itself is @nclude/shared/testing.
import type { FakeReply } from '@nclude/shared/testing';
import { TEST_USER } from '@nclude/shared/testing';

export const loginReply = (overrides: Record<string, unknown> = {}): FakeReply => ({
  body: {
    success: true,
    token: 'token-123',
    scope: 'library',
    userId: 'user-1',
    hasUserInfo: false,
    message: 'Logged in',
    role: 'user',
    userName: 'Asha Rao',
    ...overrides,
  },
});

/** A signed-in user for the pages that need a token. */
export function signInTestUser(userName = TEST_USER.userName) {
  return { ...TEST_USER, userName };
}
