import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AffiliateCheck,
  AffiliateQuery,
  ChangePasswordRequest,
  envelope,
  ForgotPasswordEmailRequest,
  ForgotPasswordMobileRequest,
  LoginResult,
  MemberIcon,
  MemberInfo,
  RegisterRequest,
  ResetPasswordRequest,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';
import type { RequestContext } from './member-service.js';

const tags = ['member'];
const security = [{ bearer: [] }];

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, session } = app.services;

  // Forgot password by e-mail is a classic form post (spec §3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  for (const [path, kind] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        config: { enc: true },
        schema: {
          tags,
          summary: `Register (${kind}-register, enc); fields judged by the brand's registration settings; logs the new member in`,
          body: RegisterRequest,
          response: { 200: envelope(LoginResult) },
        },
      },
      async (request) => {
        const ctx = requestContext(request);
        const created = await members.register(kind, request.body, ctx);
        return ok(
          await session.open(created, ctx, 'member', {
            firstTimeLogin: true,
            passwordExpired: false,
            weakPassword: false,
          }),
        );
      },
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary: "Check an agent's invitation (affiliate) code",
        querystring: AffiliateQuery,
        response: { 200: envelope(AffiliateCheck) },
      },
    },
    async (request) => ok(await members.checkAffiliate(request.query.code, request.ip)),
  );

  app.get(
    '/wps/member/info',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The logged-in member', security, response: { 200: envelope(MemberInfo) } },
    },
    async (request) => ok(await members.infoById(currentMember(request).id)),
  );

  app.get(
    '/wps/member/info/icon',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The member's avatar (initials)", security, response: { 200: envelope(MemberIcon) } },
    },
    async (request) => ok(await members.icon(currentMember(request).id)),
  );

  app.post(
    '/wps/member/password',
    {
      config: { enc: true },
      preHandler: app.authorize('member', 'agent'),
      schema: {
        tags,
        summary: 'Change password (enc); other sessions end',
        security,
        body: ChangePasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await members.changePassword(member.id, request.body, request.ip);
      await session.revokeAll(member.id, member.sessionId);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Forgot password by e-mail (form): mails a single-use 30-minute reset link',
        consumes: ['application/x-www-form-urlencoded'],
        body: ForgotPasswordEmailRequest,
        response: { 200: envelope(z.object({ expiredMinutes: z.number().int() })) },
      },
    },
    async (request) => ok(await members.requestPasswordReset(request.body, request.ip)),
  );

  app.post(
    '/wps/member/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; every session ends',
        body: ResetPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const memberId = await members.resetPassword(request.body, request.ip);
      await session.revokeAll(memberId, null);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      schema: {
        tags,
        summary: 'Forgot password by mobile: SMS code + new password; logs in',
        body: ForgotPasswordMobileRequest,
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => {
      const ctx = requestContext(request);
      const row = await members.resetPasswordByMobile(request.body, request.ip);
      await session.revokeAll(row.id, null);
      return ok(
        await session.open(row, ctx, 'member', { firstTimeLogin: false, passwordExpired: false, weakPassword: false }),
      );
    },
  );
};
