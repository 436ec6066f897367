import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { acceptImage, acceptImageBodies } from '../../platform/image-upload.js';

const { cashier: routes } = endpoints;

/** Bank-transfer deposits: the member's payment slip (staff decide in the console: console-cashier-routes.ts). */
export const depositReviewRoutes: FastifyPluginAsync = async (app) => {
  const review = app.services.depositReview;

  // Slips are sent as the image file itself (image/png or image/jpeg), at most 5 MB.
  await app.register(async (uploads) => {
    acceptImageBodies(uploads);
    defineRoute(uploads, routes.uploadDepositReceipt, async (request) =>
      review.attachReceipt(
        currentMember(request).id,
        request.params.orderNo,
        await acceptImage(request.body, request.headers['content-type']),
        request.ip,
      ),
    );
  });

  defineRawRoute(app, routes.depositReceipt, async (request, reply) => {
    const image = await review.receipt(request.params.orderNo, currentMember(request).id);
    return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
  });
};
