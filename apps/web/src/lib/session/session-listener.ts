import { createListenerMiddleware } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { clearRefreshToken, endSession } from './session';
import { sessionExpired } from './session-events';
import type { UserState } from './user-slice';

/** Reacts to the API client's `session/expired` (its token refresh failed). */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  actionCreator: sessionExpired,
  effect: (_action, listenerApi) => {
    const { user } = listenerApi.getOriginalState() as { user: UserState };
    // A guest's refused refresh is routine: keep their guest cart and other local data.
    if (!user?._id) {
      clearRefreshToken();
      return;
    }
    endSession(listenerApi.dispatch);
    // Same id as the API client's own toast, so the shopper sees the message once.
    toast.error('Your session has expired. Please log in again.', { id: 'session-expired' });
  },
});
