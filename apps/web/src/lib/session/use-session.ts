import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { getErrorMessage } from '../api-error';
import { useUserDetails } from './use-user-details';
import { selectUser, type UserState } from './user-slice';

/**
 * Mounted once by the root layout: loads the user at start when an access token is stored
 * (useUserDetails) and keeps the query subscribed, so invalidating 'User' reloads it.
 */
export function useSession(): UserState {
  const { error } = useUserDetails();

  useEffect(() => {
    // A 401 only means a guest is browsing.
    if (!error || ('status' in error && error.status === 401)) return;
    console.error('Could not load the user details', error);
    toast.error(getErrorMessage(error), { id: 'user-details' });
  }, [error]);

  return useSelector(selectUser);
}
