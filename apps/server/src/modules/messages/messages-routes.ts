import type { FastifyPluginAsync } from 'fastify';
import { BANNER_GROUPS } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';

const routes = endpoints.messages;

export const messagesRoutes: FastifyPluginAsync = async (app) => {
  const { messages, wallet, content, system } = app.services;

  defineRoute(app, routes.publicState, async (request) => {
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
    return {
      ...summary,
      hasVip: false,
      vipLabelName: '',
      vipRankLevel: 0,
      availablePromoCount: 0,
      unreadMessage: unread,
      notice: announcements.player.map((a) => ({ id: a.id, title: a.title })),
      banners: bannerGroups.flat().map((b) => ({ groupName: b.groupName, url: b.url })),
      whitelabelVal: whitelabel,
    };
  });

  defineRoute(app, routes.list, (request) => messages.list(currentMember(request).id, request.query));
  defineRoute(app, routes.markRead, (request) => messages.markRead(currentMember(request).id, request.body));

  defineRawRoute(app, routes.events, (request, reply) => {
    const member = currentMember(request);
    app.realtime.admit(member.id, member.sessionId);
    reply.hijack();
    app.realtime.attach(member.id, member.sessionId, reply.raw);
  });
};
