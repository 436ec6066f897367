import type { FastifyPluginAsync } from 'fastify';
import { formatMinor } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { acceptImage, acceptImageBodies } from '../../platform/image-upload.js';

const { cashier: routes, admin } = endpoints;

/** Bank-transfer deposits: the member's payment slip, and the operator's decision (until the console exists). */
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

  defineRoute(app, admin.pendingDeposits, async () =>
    (await review.pending()).map((d) => ({
      orderNo: d.orderNo,
      username: d.username,
      channelName: d.channelName,
      amount: formatMinor(d.amount),
      creditAmount: formatMinor(d.creditAmount),
      createdAt: d.createdAt.toISOString(),
      receiptUploadedAt: d.receiptAt?.toISOString() ?? null,
    })),
  );

  defineRawRoute(app, admin.depositReceipt, async (request, reply) => {
    const image = await review.receipt(request.params.orderNo, null);
    return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
  });

  defineRoute(app, admin.approveDeposit, (request) =>
    review.approve(request.params.orderNo, `operator:${currentMember(request).username}`, request.body.note),
  );
  defineRoute(app, admin.rejectDeposit, (request) =>
    review.reject(request.params.orderNo, `operator:${currentMember(request).username}`, request.body.note),
  );
};
