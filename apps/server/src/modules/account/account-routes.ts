import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountProfile,
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  envelope,
  PaymentPasswordRequest,
  SmsSent,
  TotpCodeRequest,
  TotpSetup,
  UpdateProfileRequest,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';

const tags = ['account'];
const security = [{ bearer: [] }];
const done = { 200: envelope(z.null()) };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = app.services.account;
  // Trial members have no account to manage (spec §6): they are asked to register.
  const realMember = app.authorize('member', 'agent');

  app.get(
    '/wps/member/profile',
    { preHandler: realMember, schema: { tags, security, summary: 'My account profile', querystring: z.object({}).strict(), response: { 200: envelope(AccountProfile) } } },
    async (request) => ok(await account.profile(currentMember(request).id)),
  );

  app.put(
    '/wps/member/profile',
    { preHandler: realMember, schema: { tags, security, summary: 'Update profile fields the brand shows', body: UpdateProfileRequest, response: done } },
    async (request) => {
      await account.updateProfile(currentMember(request).id, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/paymentPassword',
    {
      config: { enc: true },
      preHandler: realMember,
      schema: { tags, security, summary: 'Set or change the withdraw password (enc)', body: PaymentPasswordRequest, response: done },
    },
    async (request) => {
      await account.setPaymentPassword(currentMember(request).id, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp/setup',
    { preHandler: realMember, schema: { tags, security, summary: 'Start binding an authenticator', response: { 200: envelope(TotpSetup) } } },
    async (request) => ok(await account.startTotp(currentMember(request).id)),
  );

  app.post(
    '/wps/member/totp/confirm',
    { preHandler: realMember, schema: { tags, security, summary: 'Bind the authenticator with its first code', body: TotpCodeRequest, response: done } },
    async (request) => {
      await account.confirmTotp(currentMember(request).id, request.body.code, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp/remove',
    { preHandler: realMember, schema: { tags, security, summary: 'Unbind the authenticator (needs a current code)', body: TotpCodeRequest, response: done } },
    async (request) => {
      await account.removeTotp(currentMember(request).id, request.body.code, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/mobile',
    { preHandler: realMember, schema: { tags, security, summary: 'Bind or change the mobile number with an SMS code', body: BindMobileRequest, response: done } },
    async (request) => {
      await account.bindMobile(currentMember(request).id, request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/wps/verification/email/bind',
    {
      preHandler: realMember,
      schema: {
        tags,
        security,
        summary: 'Mail a code to the e-mail address to bind (throttled like SMS: 1 per second, hourly caps)',
        body: EmailCodeRequest,
        response: { 200: envelope(SmsSent) },
      },
    },
    async (request) => ok(await account.sendEmailCode(currentMember(request).id, request.body.email, request.ip)),
  );

  app.post(
    '/wps/member/email',
    { preHandler: realMember, schema: { tags, security, summary: 'Bind or change the e-mail with the code mailed to it', body: BindEmailRequest, response: done } },
    async (request) => {
      await account.bindEmail(currentMember(request).id, request.body, request.ip);
      return ok(null);
    },
  );
};
