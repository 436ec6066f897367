import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Announcements, AnnouncementsQuery, Banners, BannersQuery, envelope } from '@fortuna/contracts';
import { ok } from '../../platform/errors.js';

const tags = ['content'];

/** Announcements (notice popup, marquee, announcement popup, promotions) and banners by group. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;

  for (const url of ['/lgw/games/announcements', '/wps/relay/announcements']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Announcements of types B, PL, PU, PR, H grouped as banners, player, popup, promotion',
          querystring: AnnouncementsQuery,
          response: { 200: envelope(Announcements) },
        },
      },
      async (request) => ok(await content.announcements(request.query)),
    );
  }

  app.get(
    '/wps/content/banners',
    {
      schema: {
        tags,
        summary: 'Banners of a group (w_home, w_reg, w_leftmenu)',
        querystring: BannersQuery,
        response: { 200: envelope(Banners) },
      },
    },
    async (request) => ok(await content.banners(request.query)),
  );
};
