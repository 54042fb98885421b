// The key the earlier client used, kept so a session survives switching clients.
const ACCESS_TOKEN_KEY = 'accesstoken';

export const getAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);

export const setAccessToken = (token: string): void => localStorage.setItem(ACCESS_TOKEN_KEY, token);

export const clearAccessToken = (): void => localStorage.removeItem(ACCESS_TOKEN_KEY);
