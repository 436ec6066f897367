// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['sandboxGateway']> = Extract<Endpoints['sandboxGateway'][K], Endpoint>;

export const sandboxGateway = {
  createPayment: /* @__PURE__ */ route<E<'createPayment'>>(
    'POST',
    '/sandbox-gateway/api/payments',
    'gatewaySignature',
    { bodyKind: 'text', responseKind: 'json' },
  ),
  checkout: /* @__PURE__ */ route<E<'checkout'>>('GET', '/sandbox-gateway/pay/:id', 'public', { responseKind: 'html' }),
  complete: /* @__PURE__ */ route<E<'complete'>>('POST', '/sandbox-gateway/pay/:id/complete', 'public', {
    bodyKind: 'form',
    responseKind: 'redirect',
  }),
};
