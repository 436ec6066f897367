import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SandboxPaymentRequest } from '@fortuna/contracts/sandbox-gateway';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRawRoute } from '../../platform/define-route.js';
import type { SandboxGatewayRepository, SandboxPaymentRow } from '../cashier/sandbox-gateway-repository.js';
import { SIGNATURE_HEADER, signBody, verifySignature } from '../cashier/payment-signature.js';
import { checkoutPage, resultPage, sandboxPageCsp } from './sandbox-gateway-pages.js';

const routes = endpoints.sandboxGateway;

type Gateway = { store: SandboxGatewayRepository; clock: () => Date };

const paymentOf = async (store: SandboxGatewayRepository, id: string) => {
  if (!z.string().uuid().safeParse(id).success) return null;
  return store.payment(id);
};

/** The merchant's API: opens a payment, refused unless signed with the merchant's secret. The body is read raw (the signature covers it). */
async function paymentApi(api: FastifyInstance, { store, clock }: Gateway) {
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
    const secret = await store.merchantSecret(parsed.merchantCode);
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
}

/** The payer's checkout page of an open payment. */
function checkoutRoute(app: FastifyInstance, { store }: Gateway) {
  defineRawRoute(app, routes.checkout, async (request, reply) => {
    const payment = await paymentOf(store, request.params.id);
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
}

/** The signed server-to-server callback of a completed payment; its HTTP status is recorded (0 when unreachable). */
async function sendCallback({ store, clock }: Gateway, payment: SandboxPaymentRow, outcome: 'SUCCESS' | 'FAILED') {
  const secret = (await store.merchantSecret(payment.merchantCode)) ?? '';
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

/** The payer's choice: completes an open payment once, calls the merchant back, then sends the payer to the merchant. */
function completeRoute(app: FastifyInstance, gateway: Gateway) {
  const { store, clock } = gateway;
  defineRawRoute(app, routes.complete, async (request, reply) => {
    const payment = await paymentOf(store, request.params.id);
    const outcome = request.body.outcome === 'success' ? 'SUCCESS' : request.body.outcome === 'fail' ? 'FAILED' : null;
    if (!payment || !outcome)
      return reply
        .header('Content-Security-Policy', sandboxPageCsp(null))
        .status(400)
        .type('text/html')
        .send(resultPage('Invalid request', 'Unknown payment or choice.', null));
    if (payment.status === 'OPEN' && (await store.complete(payment.id, outcome, clock())))
      await sendCallback(gateway, payment, outcome);
    return reply.redirect(payment.returnUrl, 303);
  });
}

/**
 * The sandbox payment gateway: a stand-in for a payment company, served by the same process but
 * separate from the platform. Merchants open payments with a signed API call; the payer sees a
 * checkout page; the outcome reaches the merchant as a signed server-to-server callback over real
 * HTTP, then the payer is redirected back. It shares nothing with the platform but the secret.
 */
export function sandboxGatewayRoutes(store: SandboxGatewayRepository, clock: () => Date): FastifyPluginAsync {
  const gateway: Gateway = { store, clock };
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    await app.register(async (api) => paymentApi(api, gateway));
    checkoutRoute(app, gateway);
    completeRoute(app, gateway);
  };
}
