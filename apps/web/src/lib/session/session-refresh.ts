import toast from 'react-hot-toast';
import { clearAccessToken, getAccessToken, setAccessToken } from './token-storage';

const baseUrl = import.meta.env.VITE_API_URL ?? '';
export const REFRESH_PATH = '/api/user/refresh-token';

export type RefreshOutcome = 'refreshed' | 'expired' | 'unavailable';

// Shared by every caller that hits a 401 while a refresh is under way (API calls and uploads alike),
// so the rotating refresh token is spent once.
let refreshing: Promise<RefreshOutcome> | null = null;

/** Trades the refresh cookie for a new access token, once for all concurrent callers. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export const isRefreshing = (): boolean => refreshing !== null;

async function requestRefresh(): Promise<RefreshOutcome> {
  let response: Response;
  try {
    // No bearer: the server reads the refresh token from its httpOnly cookie and must not mistake the
    // expired access token for it.
    response = await fetch(
      new Request(`${baseUrl}${REFRESH_PATH}`, { method: 'POST', credentials: 'include' }),
    );
  } catch {
    return 'unavailable';
  }
  // A server fault says nothing about the session: keep it and let the caller fail.
  if (response.status >= 500) return 'unavailable';
  const body = (await response.json().catch(() => undefined)) as
    | { data?: { access_token?: unknown } }
    | undefined;
  const token = body?.data?.access_token;
  if (response.ok && typeof token === 'string' && token) {
    setAccessToken(token);
    return 'refreshed';
  }
  const hadSession = getAccessToken() !== null;
  clearAccessToken();
  // A guest's 401 also lands here; only someone who was logged in needs telling.
  if (hadSession) toast.error('Your session has expired. Please log in again.', { id: 'session-expired' });
  return 'expired';
}
