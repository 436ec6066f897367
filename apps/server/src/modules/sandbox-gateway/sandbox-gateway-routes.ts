import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SandboxPaymentRequest } from '@fortuna/contracts/sandbox-gateway';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRawRoute } from '../../platform/define-route.js';
import type { SandboxGatewayRepository } from '../cashier/sandbox-gateway-repository.js';
import { SIGNATURE_HEADER, signBody, verifySignature } from '../cashier/payment-signature.js';
import { checkoutPage, resultPage, sandboxPageCsp } from './sandbox-gateway-pages.js';

const routes = endpoints.sandboxGateway;

/**
 * The sandbox payment gateway: a stand-in for a payment company, served by the same process but
 * separate from the platform. Merchants open payments with a signed API call; the payer sees a
 * checkout page; the outcome reaches the merchant as a signed server-to-server callback over real
 * HTTP, then the payer is redirected back. It shares nothing with the platform but the secret.
 */
export function sandboxGatewayRoutes(store: SandboxGatewayRepository, clock: () => Date): FastifyPluginAsync {
  const secretOf = (merchantCode: string) => store.merchantSecret(merchantCode);
  const paymentOf = async (id: string) => {
    if (!z.string().uuid().safeParse(id).success) return null;
    return store.payment(id);
  };

  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    await app.register(async (api) => {
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      defineRawRoute(api, routes.createPayment, async (request, reply) => {
        const raw = request.body;
        let parsed: z.infer<typeof SandboxPaymentRequest>;
        try {
          parsed = SandboxPaymentRequest.parse(JSON.parse(raw));
        } catch {
          return reply.status(400).send({ error: 'invalid request' });
        }
        const secret = await secretOf(parsed.merchantCode);
        const header = request.headers[SIGNATURE_HEADER];
        if (!secret || typeof header !== 'string' || !verifySignature(secret, raw, header, clock().getTime())) {
          return reply.status(401).send({ error: 'invalid signature' });
        }
        const id = randomUUID();
        const payment = await store.openPayment({ id, ...parsed, status: 'OPEN' });
        if (!payment) return reply.status(500).send({ error: 'not stored' });
        const origin = new URL(parsed.callbackUrl).origin;
        return { paymentId: payment.id, payUrl: `${origin}/sandbox-gateway/pay/${payment.id}` };
      });
    });

    defineRawRoute(app, routes.checkout, async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      reply.header('Content-Security-Policy', sandboxPageCsp(payment?.returnUrl ?? null));
      if (!payment)
        return reply
          .status(404)
          .type('text/html')
          .send(resultPage('Payment not found', 'This payment link is not valid.', null));
      if (payment.status !== 'OPEN')
        return reply
          .type('text/html')
          .send(resultPage('Payment already completed', `Status: ${payment.status}`, payment.returnUrl));
      return reply.type('text/html').send(checkoutPage(payment));
    });

    defineRawRoute(app, routes.complete, async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      const outcome =
        request.body.outcome === 'success' ? 'SUCCESS' : request.body.outcome === 'fail' ? 'FAILED' : null;
      if (!payment || !outcome)
        return reply
          .header('Content-Security-Policy', sandboxPageCsp(null))
          .status(400)
          .type('text/html')
          .send(resultPage('Invalid request', 'Unknown payment or choice.', null));
      if (payment.status === 'OPEN') {
        if (await store.complete(payment.id, outcome, clock())) {
          const secret = (await secretOf(payment.merchantCode)) ?? '';
          const body = JSON.stringify({
            paymentId: payment.id,
            merchantRef: payment.merchantRef,
            amount: payment.amount,
            currency: payment.currency,
            status: outcome,
          });
          let callbackStatus = 0;
          try {
            const res = await fetch(payment.callbackUrl, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [SIGNATURE_HEADER]: signBody(secret, body, clock().getTime()),
              },
              body,
              signal: AbortSignal.timeout(10_000),
            });
            callbackStatus = res.status;
          } catch {
            callbackStatus = 0;
          }
          await store.recordCallback(payment.id, callbackStatus);
        }
      }
      return reply.redirect(payment.returnUrl, 303);
    });
  };
}
