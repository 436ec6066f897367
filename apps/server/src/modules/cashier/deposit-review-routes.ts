import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DepositStatus, envelope, formatMinor, Money } from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';
import { acceptImage, acceptImageBodies } from '../../platform/image-upload.js';

const security = [{ bearer: [] }];
const OrderNo = z.object({ orderNo: z.string().regex(/^D\d{16}$/) });
const PendingDeposit = z.object({
  orderNo: z.string(),
  username: z.string(),
  channelName: z.string(),
  amount: Money,
  creditAmount: Money,
  createdAt: z.string(),
  receiptUploadedAt: z.string().nullable(),
});

/** Bank-transfer deposits: the member's payment slip, and the operator's decision (until the console exists). */
export const depositReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.services.depositReview;
  const realMember = app.authorize('member', 'agent');
  const operator = app.authorize('operator');

  // Slips are sent as the image file itself (image/png or image/jpeg), at most 5 MB.
  await app.register(async (uploads) => {
    acceptImageBodies(uploads);
    uploads.withTypeProvider<ZodTypeProvider>().put(
      '/wps/cashier/deposits/:orderNo/receipt',
      {
        preHandler: realMember,
        schema: {
          tags: ['cashier'],
          security,
          summary: 'Upload the payment slip of a pending bank-transfer deposit (png/jpg, ≤ 5 MB, raw body)',
          params: OrderNo,
          response: { 200: envelope(z.object({ orderNo: z.string(), hasReceipt: z.boolean() })) },
        },
      },
      async (request) =>
        ok(
          await review.attachReceipt(
            currentMember(request).id,
            request.params.orderNo,
            acceptImage(request.body, request.headers['content-type']),
            request.ip,
          ),
        ),
    );
  });

  app.get(
    '/wps/cashier/deposits/:orderNo/receipt',
    {
      preHandler: realMember,
      schema: { tags: ['cashier'], security, summary: 'The member’s own payment slip', params: OrderNo },
    },
    async (request, reply) => {
      const image = await review.receipt(request.params.orderNo, currentMember(request).id);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );

  app.get(
    '/wps/admin/deposits',
    {
      preHandler: operator,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Pending bank-transfer deposits, oldest first',
        querystring: z.object({}).strict(),
        response: { 200: envelope(z.array(PendingDeposit)) },
      },
    },
    async () =>
      ok(
        (await review.pending()).map((d) => ({
          orderNo: d.orderNo,
          username: d.username,
          channelName: d.channelName,
          amount: formatMinor(d.amount),
          creditAmount: formatMinor(d.creditAmount),
          createdAt: d.createdAt.toISOString(),
          receiptUploadedAt: d.receiptAt?.toISOString() ?? null,
        })),
      ),
  );

  app.get(
    '/wps/admin/deposits/:orderNo/receipt',
    {
      preHandler: operator,
      schema: { tags: ['admin'], security, summary: 'A deposit’s payment slip', params: OrderNo },
    },
    async (request, reply) => {
      const image = await review.receipt(request.params.orderNo, null);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/wps/admin/deposits/:orderNo/${action}`,
      {
        preHandler: operator,
        schema: {
          tags: ['admin'],
          security,
          summary:
            action === 'approve' ? 'Credit a pending bank-transfer deposit' : 'Reject a pending bank-transfer deposit',
          params: OrderNo,
          // The member reads the reason of a rejection, so it is required there.
          body:
            action === 'approve'
              ? z
                  .object({ note: z.string().trim().max(200).default('') })
                  .strict()
                  .default({ note: '' })
              : z.object({ note: z.string().trim().min(1).max(200) }).strict(),
          response: { 200: envelope(z.object({ orderNo: z.string(), status: DepositStatus })) },
        },
      },
      async (request) => {
        const who = `operator:${currentMember(request).username}`;
        const { orderNo } = request.params;
        return ok(
          action === 'approve'
            ? await review.approve(orderNo, who, request.body.note)
            : await review.reject(orderNo, who, request.body.note),
        );
      },
    );
  }
};
