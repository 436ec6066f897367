import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, FreeplayRequest, LoginRequest, LoginResult } from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';
import { requestContext } from '../member/member-routes.js';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session } = app.services;

  app.post(
    '/wps/session/login',
    {
      config: { enc: true },
      schema: {
        tags,
        summary:
          'Log in by username + password (+ slider, + image captcha after a failure) or by mobile + SMS code (enc)',
        description:
          'Refusals carry value.captcha (true: show the image captcha next time). NEW_IP_VERIFICATION carries value.methods; retry with verification {method, value}. ACCOUNT_LOCKED and RATE_LIMITED carry value.retryAfterSeconds.',
        body: LoginRequest,
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => ok(await session.login(request.body, requestContext(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags,
        summary: 'Free play: a new trial account and its token',
        body: FreeplayRequest,
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => ok(await session.freeplay(requestContext(request), request.body ?? {})),
  );

  app.delete(
    '/wps/session/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'End this session (the token stops working)',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await session.logout(currentMember(request), request.ip);
      return ok(null);
    },
  );
};
