import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionStore, testUser } from '../../test/session-test-kit';
import { sessionExpired } from './session-events';
import { selectIsLoggedIn } from './user-slice';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('session/expired', () => {
  it('logs a user out: forgets them and clears local storage, with a toast', () => {
    const toastError = vi.spyOn(toast, 'error');
    const store = makeSessionStore(testUser());
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('kirana.other', 'x');

    store.dispatch(sessionExpired());

    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("keeps a guest's local data (their guest cart) and stays quiet", () => {
    const toastError = vi.spyOn(toast, 'error');
    const store = makeSessionStore();
    localStorage.setItem('refreshToken', 'stale');
    localStorage.setItem('kirana.guestCart', '[]');

    store.dispatch(sessionExpired());

    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('kirana.guestCart')).toBe('[]');
    expect(toastError).not.toHaveBeenCalled();
  });
});
