import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '../../../lib/api-error';
import { useLogoutMutation } from '../api/user-api';
import { endSession, type SessionDispatch } from '../session';

/** Logs out on the server (it clears the cookies), then forgets the user locally and goes home. */
export function useLogOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch<SessionDispatch>();
  const navigate = useNavigate();

  return async () => {
    try {
      const response = await logout().unwrap();
      endSession(dispatch);
      toast.success(response.message || 'Logged out');
      navigate('/');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
}
