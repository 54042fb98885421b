import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '../api-error';
import { paths } from '../paths';
import { endSession, type SessionDispatch } from './session';
import { useLogoutMutation } from './user-api';

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
      navigate(paths.home);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
}
