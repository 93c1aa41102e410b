import { act, renderHook } from '@testing-library/react';
import { hasLibraryScope, isSignedIn, sessionStore, useSession, type SignInData } from './session';

const alice: SignInData = {
  token: 'tok-1',
  userId: 'u-1',
  role: 'user',
  scope: 'library',
  userName: 'Alice',
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.reload();
});

describe('sessionStore', () => {
  it('starts signed out with empty storage', () => {
    expect(sessionStore.get()).toEqual({
      token: null,
      userId: null,
      role: null,
      scope: null,
      userName: null,
    });
    expect(isSignedIn(sessionStore.get())).toBe(false);
  });

  it('persists sign-in to the five localStorage keys', () => {
    sessionStore.signIn(alice);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem('role')).toBe('user');
    expect(localStorage.getItem('scope')).toBe('library');
    expect(localStorage.getItem('userName')).toBe('Alice');
    expect(sessionStore.get()).toEqual(alice);
    expect(hasLibraryScope(sessionStore.get())).toBe(true);
  });

  it('does not store a null scope', () => {
    sessionStore.signIn({ ...alice, scope: null });
    expect(localStorage.getItem('scope')).toBeNull();
    expect(hasLibraryScope(sessionStore.get())).toBe(false);
  });

  it('reads a session persisted by an earlier page load', () => {
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('userId', 'u-2');
    localStorage.setItem('role', 'org');
    localStorage.setItem('userName', 'Org One');
    jest.isolateModules(() => {
      // A fresh module instance reads storage on load, as after a reload.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./session') as typeof import('./session');
      expect(fresh.sessionStore.get()).toEqual({
        token: 'tok-2',
        userId: 'u-2',
        role: 'org',
        scope: null,
        userName: 'Org One',
      });
    });
  });

  it('ignores an unknown stored role', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'superuser');
    sessionStore.reload();
    expect(sessionStore.get().role).toBeNull();
  });

  it('signOut removes token, userId, resume, scope, role and userName', () => {
    sessionStore.signIn(alice);
    localStorage.setItem('resume', 'resume.pdf');
    localStorage.setItem('a11ySettings', '{"fontSize":18}');
    sessionStore.signOut();
    for (const key of ['token', 'userId', 'resume', 'scope', 'role', 'userName']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // Settings that are not the session's survive a logout.
    expect(localStorage.getItem('a11ySettings')).toBe('{"fontSize":18}');
    expect(sessionStore.get().token).toBeNull();
  });

  it('notifies subscribers only on change, with a new snapshot', () => {
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    const before = sessionStore.get();
    sessionStore.signIn(alice);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).not.toBe(before);
    sessionStore.signIn(alice);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    sessionStore.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('update changes the user name of a signed-in session only', () => {
    sessionStore.update({ userName: 'Nobody' });
    expect(sessionStore.get().userName).toBeNull();
    sessionStore.signIn(alice);
    sessionStore.update({ userName: 'Alice B' });
    expect(localStorage.getItem('userName')).toBe('Alice B');
    expect(sessionStore.get()).toEqual({ ...alice, userName: 'Alice B' });
  });

  it("sees another tab's logout through the storage event", () => {
    sessionStore.signIn(alice);
    // The other tab removed the keys; this tab only gets the event.
    for (const key of ['token', 'userId', 'scope', 'role', 'userName'])
      localStorage.removeItem(key);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: 'tok-1', newValue: null }),
    );
    expect(sessionStore.get().token).toBeNull();
  });
});

describe('useSession', () => {
  it('re-renders on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    act(() => sessionStore.signIn(alice));
    expect(result.current).toEqual(alice);
    act(() => sessionStore.signOut());
    expect(result.current.token).toBeNull();
  });
});
