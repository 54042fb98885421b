import { getAccessToken } from './token-storage';
import { useGetUserDetailsQuery } from './user-api';

/**
 * The logged-in user's record. A guest (no stored access token) has no session to load, so the query is
 * skipped rather than answered with a 401 and a refused token refresh, both logged in the console. Read
 * on every render: logging in stores the token before loading the user (session.ts), logging out clears
 * it, and either re-renders the session's readers through the user slice.
 */
export const useUserDetails = () => useGetUserDetailsQuery(undefined, { skip: getAccessToken() === null });
