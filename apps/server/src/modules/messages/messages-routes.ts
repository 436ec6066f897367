import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANNER_GROUPS,
  envelope,
  MarkMessagesRead,
  MemberMessagePage,
  MemberMessageQuery,
  PublicState,
  PublicStateQuery,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';

const tags = ['messages'];
const security = [{ bearer: [] }];

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages, wallet, content, system } = app.services;

  app.get(
    '/wps/member/publicState',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Everything the logged-in header needs in one call (spec §3 public state)',
        querystring: PublicStateQuery,
        response: { 200: envelope(PublicState) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = request.query.language;
      // Trial members skip unread-message loading (spec §6).
      const trial = member.role === 'trial';
      const [summary, unread, announcements, bannerGroups, whitelabel] = await Promise.all([
        wallet.summary(member),
        trial ? Promise.resolve(0) : messages.unread(member.id),
        content.announcements({ types: ['PL'], platform: 'W', execution: 'B', language }),
        Promise.all(BANNER_GROUPS.map((groupName) => content.banners({ groupName, language }))),
        system.whitelabel(),
      ]);
      return ok({
        ...summary,
        hasVip: false,
        vipLabelName: '',
        vipRankLevel: 0,
        availablePromoCount: 0,
        unreadMessage: unread,
        notice: announcements.player.map((a) => ({ id: a.id, title: a.title })),
        banners: bannerGroups.flat().map((b) => ({ groupName: b.groupName, url: b.url })),
        whitelabelVal: whitelabel,
      });
    },
  );

  app.get(
    '/wps/member/messages',
    {
      preHandler: app.authorize('member', 'agent'),
      schema: {
        tags,
        security,
        summary: 'Internal messages (messageV2): deposit and withdrawal notices, newest first',
        querystring: MemberMessageQuery,
        response: { 200: envelope(MemberMessagePage) },
      },
    },
    async (request) => ok(await messages.list(currentMember(request).id, request.query)),
  );

  app.post(
    '/wps/member/messages/read',
    {
      preHandler: app.authorize('member', 'agent'),
      schema: {
        tags,
        security,
        summary: 'Mark messages read (the listed ids, or all)',
        body: MarkMessagesRead,
        response: { 200: envelope(z.object({ unread: z.number().int() })) },
      },
    },
    async (request) => ok(await messages.markRead(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/member/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Live updates (server-sent events: balance, message) for the logged-in member',
        querystring: z.object({}).strict(),
      },
    },
    (request, reply) => {
      reply.hijack();
      app.realtime.attach(currentMember(request).id, reply.raw);
    },
  );
};
