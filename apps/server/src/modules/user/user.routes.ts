import { successEnvelope } from '@kirana/shared/envelope';
import {
  avatarData,
  forgotPasswordBody,
  loginBody,
  loginData,
  publicUser,
  refreshData,
  registerBody,
  resetPasswordBody,
  updateUserBody,
  verifyOtpBody,
} from '@kirana/shared/user';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import type { AttemptLimits } from '../../plugins/rate-limit';
import { readImageUpload } from '../file/image-upload';
import { uploadRateLimit } from '../file/upload-rate-limit';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';
import { clearSessionCookies, cookieOptions, readRefreshToken, setSessionCookies } from './session-cookies';
import { UserService } from './user.service';

const MINUTE = 60 * 1000;
/** Generous for a person, tight for a script; the OTP also voids itself after five wrong tries. */
export const ACCOUNT_LIMITS = {
  register: { perIp: { max: 20, windowMs: 60 * MINUTE }, perAccount: { max: 5, windowMs: 60 * MINUTE } },
  login: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  forgotPassword: {
    perIp: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 3, windowMs: 15 * MINUTE },
  },
  verifyOtp: { perIp: { max: 20, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  resetPassword: {
    perIp: { max: 20, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
  },
} satisfies Record<string, AttemptLimits>;

const messageOnly = z.object({ success: z.literal(true), error: z.literal(false), message: z.string() });
const userEnvelope = successEnvelope(publicUser);
const tags = ['user'];

/** The account calls of CONTRACT.md, mounted at /api/user. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, mailer, secrets, config } = app.deps;
  const users = new UserService(db, storage);
  const sessions = new SessionService(db, app.accessTokens);
  const resets = new PasswordResetService(db, mailer, secrets.jwtRefreshSecret);
  const cookies = cookieOptions(config);
  const limit = (name: keyof typeof ACCOUNT_LIMITS) => app.attemptLimit(name, ACCOUNT_LIMITS[name]);

  app.post(
    '/register',
    {
      schema: { tags, body: registerBody, response: { 201: userEnvelope } },
      preValidation: limit('register'),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await users.register(request.body), 'User registered successfully')),
  );

  app.post(
    '/login',
    {
      schema: { tags, body: loginBody, response: { 200: successEnvelope(loginData) } },
      preValidation: limit('login'),
    },
    async (request, reply) => {
      const tokens = await sessions.login(request.body.email, request.body.password);
      setSessionCookies(reply, cookies, tokens);
      const { accessToken, refreshToken } = tokens;
      const data = {
        accesstoken: accessToken,
        refreshToken,
        access_token: accessToken,
        refresh_token: refreshToken,
      };
      return ok(data, 'Login successfully');
    },
  );

  app.post(
    '/refresh-token',
    { schema: { tags, response: { 200: successEnvelope(refreshData) } } },
    async (request, reply) => {
      const tokens = await sessions.refresh(readRefreshToken(request));
      setSessionCookies(reply, cookies, tokens);
      const { accessToken, refreshToken } = tokens;
      const data = { accessToken, access_token: accessToken, refreshToken, refresh_token: refreshToken };
      return ok(data, 'New access token generated');
    },
  );

  // Works with an expired access token too: it ends the session its refresh token belongs to. The old
  // client calls GET; a client keeping the refresh token itself may POST it in the body.
  const logout = async (refreshToken: string | undefined, reply: FastifyReply) => {
    await sessions.logout(refreshToken);
    clearSessionCookies(reply, cookies);
    return { success: true as const, error: false as const, message: 'Logout successfully' };
  };
  app.get('/logout', { schema: { tags, response: { 200: messageOnly } } }, (request, reply) =>
    logout(request.cookies.refreshToken, reply),
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        body: z.object({ refreshToken: z.string().optional() }).nullish(),
        response: { 200: messageOnly },
      },
    },
    (request, reply) => logout(request.cookies.refreshToken ?? request.body?.refreshToken, reply),
  );

  app.get(
    '/user-details',
    { schema: { tags, response: { 200: userEnvelope } }, preHandler: app.requireUser },
    async (request) => ok(await users.details(request.user!.id), 'User details'),
  );

  app.put(
    '/update-user',
    { schema: { tags, body: updateUserBody, response: { 200: userEnvelope } }, preHandler: app.requireUser },
    async (request) => ok(await users.update(request.user!.id, request.body), 'Updated successfully'),
  );

  app.put(
    '/upload-avatar',
    {
      schema: { tags, response: { 200: successEnvelope(avatarData) } },
      preHandler: app.requireUser,
      config: uploadRateLimit('avatar'),
    },
    async (request) => {
      const image = await readImageUpload(request, 'avatar', ['image/jpeg', 'image/png', 'image/webp']);
      return ok(await users.setAvatar(request.user!.id, image), 'Profile picture updated');
    },
  );

  app.put(
    '/forgot-password',
    {
      schema: { tags, body: forgotPasswordBody, response: { 200: messageOnly } },
      preValidation: limit('forgotPassword'),
    },
    async (request) => {
      await resets.sendOtp(request.body.email);
      return {
        success: true as const,
        error: false as const,
        message: 'If this email has an account, we have sent it an otp',
      };
    },
  );

  app.put(
    '/verify-forgot-password-otp',
    {
      schema: { tags, body: verifyOtpBody, response: { 200: messageOnly } },
      preValidation: limit('verifyOtp'),
    },
    async (request) => {
      await resets.verifyOtp(request.body.email, request.body.otp);
      return { success: true as const, error: false as const, message: 'Otp verified successfully' };
    },
  );

  app.put(
    '/reset-password',
    {
      schema: { tags, body: resetPasswordBody, response: { 200: messageOnly } },
      preValidation: limit('resetPassword'),
    },
    async (request) => {
      const { email, newPassword, confirmPassword } = request.body;
      await resets.resetPassword(email, newPassword, confirmPassword);
      return { success: true as const, error: false as const, message: 'Password updated successfully' };
    },
  );
};
