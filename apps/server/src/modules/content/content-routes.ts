import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';

/** Announcements (notice popup, marquee, announcement popup, promotions) and banners by group. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const content = app.services.content;
  for (const endpoint of [endpoints.content.announcements, endpoints.content.relayAnnouncements]) {
    defineRoute(app, endpoint, (request) => content.announcements(request.query));
  }
  defineRoute(app, endpoints.content.banners, (request) => content.banners(request.query));
  // The agent centre's announcements (agentAnnouncement): the agent auth of the row guards it.
  defineRoute(app, endpoints.team.announcements, (request) => content.agentAnnouncements(request.query.language));
};
