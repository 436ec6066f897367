import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../../platform/auth.js';
import { defineRoute } from '../../../platform/define-route.js';
import type { RequestContext } from './member-service.js';

const { identity } = endpoints;

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export const memberRoutes: FastifyPluginAsync = async (app) => {
  const { members, session } = app.services;

  // Forgot password by e-mail is a classic form post (spec §3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  for (const [endpoint, kind] of [
    [identity.register, 'username'],
    [identity.registerMobile, 'mobile'],
  ] as const) {
    defineRoute(app, endpoint, async (request) => {
      const ctx = requestContext(request);
      const created = await members.register(kind, request.body, ctx);
      return session.open(created, ctx, 'member', {
        firstTimeLogin: true,
        passwordExpired: false,
        weakPassword: false,
      });
    });
  }

  defineRoute(app, identity.affiliate, (request) => members.checkAffiliate(request.query.code, request.ip));
  defineRoute(app, identity.memberInfo, (request) => members.infoById(currentMember(request).id));
  defineRoute(app, identity.memberIcon, (request) => members.icon(currentMember(request).id));

  defineRoute(app, identity.changePassword, async (request) => {
    const member = currentMember(request);
    await members.changePassword(member.id, request.body, request.ip);
    await session.revokeAll(member.id, member.sessionId);
    await session.passwordChanged(member.sessionId);
    return null;
  });

  defineRoute(app, identity.forgotPasswordEmail, (request) => members.requestPasswordReset(request.body, request.ip));

  defineRoute(app, identity.resetPassword, async (request) => {
    const memberId = await members.resetPassword(request.body, request.ip);
    await session.revokeAll(memberId, null);
    return null;
  });

  defineRoute(app, identity.forgotPasswordMobile, async (request) => {
    const ctx = requestContext(request);
    const row = await members.resetPasswordByMobile(request.body, request.ip);
    await session.revokeAll(row.id, null);
    return session.open(row, ctx, 'member', { firstTimeLogin: false, passwordExpired: false, weakPassword: false });
  });
};
