import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import { sessionExpired } from './session/session-events';
import { isRefreshing, REFRESH_PATH, refreshAccessToken } from './session/session-refresh';
import { getAccessToken } from './session/token-storage';

const baseUrl = import.meta.env.VITE_API_URL ?? '';
// A 401 from these means wrong credentials or a dead refresh token, not an expired access token.
const NO_REFRESH_PATHS = new Set(['/api/user/login', REFRESH_PATH]);

const authorizedQuery = fetchBaseQuery({
  baseUrl,
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const pathOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';

/** fetchBaseQuery plus one token refresh and retry on a 401. */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenSent = getAccessToken();
  const result = await authorizedQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || NO_REFRESH_PATHS.has(pathOf(args))) return result;

  // Another request already refreshed while this one was in flight: retry with the new token.
  const tokenNow = getAccessToken();
  if (!isRefreshing() && tokenNow && tokenNow !== tokenSent) return authorizedQuery(args, api, extraOptions);

  const outcome = await refreshAccessToken();
  if (outcome === 'expired') api.dispatch(sessionExpired());
  return outcome === 'refreshed' ? authorizedQuery(args, api, extraOptions) : result;
};
