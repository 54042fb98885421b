import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import toast from 'react-hot-toast';
import { sessionExpired } from './session-events';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';

const baseUrl = import.meta.env.VITE_API_URL ?? '';
const REFRESH_PATH = '/api/user/refresh-token';
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

// Sends no bearer: the server takes the refresh token from its httpOnly cookie and must not
// mistake the expired access token for it.
const refreshQuery = fetchBaseQuery({ baseUrl, credentials: 'include' });

type RefreshOutcome = 'refreshed' | 'expired' | 'unavailable';

// Shared by every request that hits a 401 while a refresh is under way, so the rotating refresh
// token is spent once.
let refreshing: Promise<RefreshOutcome> | null = null;

async function refreshSession(api: BaseQueryApi, extraOptions: object): Promise<RefreshOutcome> {
  const result = await refreshQuery({ url: REFRESH_PATH, method: 'POST' }, api, extraOptions);
  const token = (result.data as { data?: { access_token?: unknown } } | undefined)?.data?.access_token;
  if (typeof token === 'string' && token) {
    setAccessToken(token);
    return 'refreshed';
  }
  const status = result.error?.status;
  // Offline or a server fault says nothing about the session: keep it and let the caller fail.
  if (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    (typeof status === 'number' && status >= 500)
  ) {
    return 'unavailable';
  }
  const hadSession = getAccessToken() !== null;
  clearAccessToken();
  api.dispatch(sessionExpired());
  // A guest's 401 also lands here; only someone who was logged in needs telling.
  if (hadSession) toast.error('Your session has expired. Please log in again.', { id: 'session-expired' });
  return 'expired';
}

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
  if (!refreshing && tokenNow && tokenNow !== tokenSent) return authorizedQuery(args, api, extraOptions);

  refreshing ??= refreshSession(api, extraOptions).finally(() => {
    refreshing = null;
  });
  return (await refreshing) === 'refreshed' ? authorizedQuery(args, api, extraOptions) : result;
};
