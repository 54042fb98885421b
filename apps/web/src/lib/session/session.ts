import type { LoginData } from '@kirana/shared/user';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import { sessionLoggedIn } from './session-events';
import { setAccessToken } from './token-storage';
import { userApi } from './user-api';
import { userCleared } from './user-slice';

export type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

// The old client's key; kept so a session survives switching clients.
const REFRESH_TOKEN_KEY = 'refreshToken';

export const clearRefreshToken = (): void => localStorage.removeItem(REFRESH_TOKEN_KEY);

/** After a successful login: keep the tokens, load the user, then let other features react. */
export async function startSession(dispatch: SessionDispatch, tokens: Partial<LoginData>): Promise<void> {
  const accessToken = tokens.access_token ?? tokens.accesstoken;
  const refreshToken = tokens.refresh_token ?? tokens.refreshToken;
  if (accessToken) setAccessToken(accessToken);
  if (refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  await dispatch(
    userApi.endpoints.getUserDetails.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  // A different user: the cart, addresses and orders cached so far belong to someone else.
  dispatch(api.util.invalidateTags(['Cart', 'Address', 'Order']));
  dispatch(sessionLoggedIn());
}

/** After logout or an expired session: forget the user, every stored key and every cached answer. */
export function endSession(dispatch: SessionDispatch): void {
  localStorage.clear();
  dispatch(userCleared());
  dispatch(api.util.resetApiState());
}
