import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetUserDetailsQuery } from '../api/user-api';
import { selectUser, type UserState } from '../user-slice';

/**
 * Mounted once by the root layout: loads the user at start (the httpOnly cookies may still hold a
 * session) and keeps the query subscribed, so invalidating 'User' reloads it.
 */
export function useSession(): UserState {
  const { error } = useGetUserDetailsQuery();

  useEffect(() => {
    // A 401 only means a guest is browsing.
    if (!error || ('status' in error && error.status === 401)) return;
    console.error('Could not load the user details', error);
    toast.error(getErrorMessage(error), { id: 'user-details' });
  }, [error]);

  return useSelector(selectUser);
}
