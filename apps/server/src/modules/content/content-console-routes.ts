import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import type { Db } from '../../platform/db.js';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { acceptImage, acceptImageBodies } from '../../platform/image-upload.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { createAnnouncementConsole } from './announcement-console-service.js';
import { createContentConsole, type ContentActor } from './content-console-service.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): ContentActor => ({
  username: currentStaff(request).username,
  ip: request.ip,
});

/**
 * The console's Content API (content.manage): banners by group. The player site's banner call
 * reads the table on every request (no cache on any instance), so a change is served at once.
 */
export const contentConsoleRoutes =
  ({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsync =>
  async (app) => {
    const deps = { db, clock, merchantCode: app.config.merchantCode, auditChain: app.services.auditChain };
    const edits = createContentConsole(deps);
    const notices = createAnnouncementConsole(deps);
    defineRoute(app, rows.consoleAnnouncements, (request) => notices.list(request.query));
    defineRoute(app, rows.createAnnouncement, (request) => notices.create(actorOf(request), request.body));
    defineRoute(app, rows.updateAnnouncement, (request) =>
      notices.update(actorOf(request), request.params.id, request.body),
    );
    defineRoute(app, rows.disableAnnouncement, (request) =>
      notices.disable(actorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.consoleBanners, (request) => edits.banners(request.query));
    defineRoute(app, rows.createBanner, (request) => edits.create(actorOf(request), request.body));
    defineRoute(app, rows.updateBanner, (request) => edits.update(actorOf(request), request.params.id, request.body));
    defineRoute(app, rows.disableBanner, (request) =>
      edits.disable(actorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.removeBanner, (request) =>
      edits.remove(actorOf(request), request.params.id, request.body.reason),
    );
    // Pictures arrive as the file itself (image/png or image/jpeg, at most 5 MB), decoded and re-encoded.
    await app.register(async (uploads) => {
      acceptImageBodies(uploads);
      defineRoute(uploads, rows.uploadBannerImage, async (request) =>
        edits.setImage(
          actorOf(request),
          request.params.id,
          await acceptImage(request.body, request.headers['content-type']),
        ),
      );
    });
    // The address changes with the picture, so a copy never goes stale.
    defineRawRoute(app, endpoints.media.bannerImage, async (request, reply) => {
      const image = await edits.image(request.params.file);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    });
  };
