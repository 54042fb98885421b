import type { SuccessEnvelope } from '@kirana/shared/envelope';
import type {
  ForgotPasswordBody,
  LoginBody,
  LoginData,
  PublicUser,
  RegisterBody,
  ResetPasswordBody,
  VerifyOtpBody,
} from '@kirana/shared/user';
import { api } from '../../../lib/api';

/** Calls made before a session exists: register, login and password recovery (docs/product-rules.md "Flows"). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<SuccessEnvelope<PublicUser>, RegisterBody>({
      query: (body) => ({ url: '/api/user/register', method: 'POST', body }),
    }),
    login: build.mutation<SuccessEnvelope<LoginData>, LoginBody>({
      query: (body) => ({ url: '/api/user/login', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<SuccessEnvelope<unknown>, ForgotPasswordBody>({
      query: (body) => ({ url: '/api/user/forgot-password', method: 'PUT', body }),
    }),
    verifyForgotPasswordOtp: build.mutation<SuccessEnvelope<unknown>, VerifyOtpBody>({
      query: (body) => ({ url: '/api/user/verify-forgot-password-otp', method: 'PUT', body }),
    }),
    resetPassword: build.mutation<SuccessEnvelope<unknown>, ResetPasswordBody>({
      query: (body) => ({ url: '/api/user/reset-password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useVerifyForgotPasswordOtpMutation,
  useResetPasswordMutation,
} = authApi;
