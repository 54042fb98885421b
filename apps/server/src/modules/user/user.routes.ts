import { successEnvelope } from '@kirana/shared/envelope';
import { tooLong } from '@kirana/shared/text-fields';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieOptions } from '../../http/cookie-options';
import { forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { answers } from '../../http/responses';
import { readImageUpload } from '../file/image-upload';
import { uploadRateLimit } from '../file/upload-rate-limit';
import { ACCOUNT_LIMITS } from './account-limits';
import { isWrongPassword } from './password';
import * as resets from './password-reset.service';
import * as sessions from './session.service';
import { clearSessionCookies, isCrossSite, readRefreshToken, setSessionCookies } from './session-cookies';
import * as users from './user.service';

const messageOnly = z.object({ success: z.literal(true), error: z.literal(false), message: z.string() });
const userEnvelope = successEnvelope(publicUser);
const tags = ['user'];

/** The account calls of docs/api.md, mounted at /api/user. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, outbox, secrets, config } = app.deps;
  const userContext: users.UserContext = { db, storage, outbox };
  const resetContext: resets.ResetContext = { db, outbox, secrets };
  const sessionContext: sessions.SessionContext = { db, accessTokens: app.accessTokens };
  const cookies = cookieOptions(config);
  const ttl = app.accessTokens.ttlSeconds;
  const limit = (name: keyof typeof ACCOUNT_LIMITS) => app.attemptLimit(name, ACCOUNT_LIMITS[name]).check;
  const loginLimit = app.attemptLimit('login', ACCOUNT_LIMITS.login);
  const confirmLimit = app.attemptLimit(
    'confirmPassword',
    ACCOUNT_LIMITS.confirmPassword,
    (request) => request.user?.id,
  );

  app.post(
    '/register',
    {
      schema: { tags, body: registerBody, response: answers({ 201: userEnvelope }) },
      preValidation: limit('register'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await users.register(userContext, request.body), 'User registered successfully')),
  );

  app.post(
    '/login',
    {
      schema: { tags, body: loginBody, response: answers({ 200: successEnvelope(loginData) }) },
      preValidation: loginLimit.check,
    },
    async (request, reply) => {
      const tokens = await sessions
        .login(sessionContext, request.body.email, request.body.password)
        .catch(async (error) => {
          if (isWrongPassword(error)) await loginLimit.fail(request);
          throw error;
        });
      setSessionCookies(reply, cookies, tokens, ttl);
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
    { schema: { tags, response: answers({ 200: successEnvelope(refreshData) }) } },
    async (request, reply) => {
      const tokens = await sessions.refresh(sessionContext, readRefreshToken(request));
      setSessionCookies(reply, cookies, tokens, ttl);
      const { accessToken, refreshToken } = tokens;
      const data = { accessToken, access_token: accessToken, refreshToken, refresh_token: refreshToken };
      return ok(data, 'New access token generated');
    },
  );

  // Works with an expired access token too: it ends the session its refresh token (or valid access token)
  // belongs to. The old client calls GET; a client keeping the refresh token itself may POST it in the body.
  const logout = async (request: FastifyRequest, reply: FastifyReply, refreshToken: string | undefined) => {
    const user = await app.identifyUser(request);
    await sessions.logout(sessionContext, refreshToken, user?.sessionId);
    clearSessionCookies(reply, cookies);
    return { success: true as const, error: false as const, message: 'Logout successfully' };
  };
  app.get(
    '/logout',
    { schema: { tags, response: answers({ 200: messageOnly }) } },
    async (request, reply) => {
      // Lax cookies ride along on a top-level GET from any site: a link elsewhere must not sign anyone out.
      if (isCrossSite(request, config)) throw forbidden('Please log out from the store itself');
      return logout(request, reply, request.cookies.refreshToken);
    },
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        body: z.object({ refreshToken: z.string().max(200, tooLong(200)).optional() }).nullish(),
        response: answers({ 200: messageOnly }),
      },
    },
    (request, reply) => logout(request, reply, request.cookies.refreshToken ?? request.body?.refreshToken),
  );

  app.get(
    '/user-details',
    { schema: { tags, response: answers({ 200: userEnvelope }) }, preHandler: app.requireUser },
    async (request) => ok(await users.details(userContext, request.user!.id), 'User details'),
  );

  // Changing the email needs the current password: a stolen access token must not become the account.
  app.put(
    '/update-user',
    {
      schema: { tags, body: updateUserBody, response: answers({ 200: userEnvelope }) },
      preHandler: [app.requireUser, confirmLimit.check],
    },
    async (request) => {
      const user = await users.update(userContext, request.user!, request.body).catch(async (error) => {
        if (isWrongPassword(error)) await confirmLimit.fail(request);
        throw error;
      });
      return ok(user, 'Updated successfully');
    },
  );

  app.put(
    '/upload-avatar',
    {
      schema: { tags, response: answers({ 200: successEnvelope(avatarData) }) },
      preHandler: app.requireUser,
      config: uploadRateLimit('avatar'),
    },
    async (request) => {
      const image = await readImageUpload(request, 'avatar', ['image/jpeg', 'image/png', 'image/webp']);
      return ok(await users.setAvatar(userContext, request.user!.id, image), 'Profile picture updated');
    },
  );

  app.put(
    '/forgot-password',
    {
      schema: { tags, body: forgotPasswordBody, response: answers({ 200: messageOnly }) },
      preValidation: limit('forgotPassword'),
    },
    async (request) => {
      await resets.sendOtp(resetContext, request.body.email);
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
      schema: { tags, body: verifyOtpBody, response: answers({ 200: messageOnly }) },
      preValidation: limit('verifyOtp'),
    },
    async (request) => {
      await resets.verifyOtp(resetContext, request.body.email, request.body.otp);
      return { success: true as const, error: false as const, message: 'Otp verified successfully' };
    },
  );

  app.put(
    '/reset-password',
    {
      schema: { tags, body: resetPasswordBody, response: answers({ 200: messageOnly }) },
      preValidation: limit('resetPassword'),
    },
    async (request) => {
      const { email, newPassword, confirmPassword } = request.body;
      await resets.resetPassword(resetContext, email, newPassword, confirmPassword);
      return { success: true as const, error: false as const, message: 'Password updated successfully' };
    },
  );
};
