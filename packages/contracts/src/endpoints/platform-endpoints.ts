import {
  SandboxCheckoutChoice,
  SandboxPaymentCreated,
  SandboxPaymentParams,
  SandboxPaymentText,
} from '../sandbox-gateway.js';
import { endpointsOf } from './endpoint.js';

const gateway = endpointsOf(['sandbox gateway']);
const web = endpointsOf(['web']);

/**
 * The sandbox payment gateway: separate from the platform, it answers plain JSON and HTML, not
 * the envelope. Merchants open payments with a signed call; the payer completes them on its page.
 */
export const sandboxGatewayEndpoints = {
  createPayment: gateway({
    method: 'POST',
    path: '/sandbox-gateway/api/payments',
    auth: 'gatewaySignature',
    bodyKind: 'text',
    responseKind: 'json',
    summary: 'Open a payment (a SandboxPaymentRequest as signed JSON text): answers its pay URL',
    body: SandboxPaymentText,
    response: SandboxPaymentCreated,
  }),
  checkout: gateway({
    method: 'GET',
    path: '/sandbox-gateway/pay/:id',
    responseKind: 'html',
    summary: 'The checkout page of a payment',
    params: SandboxPaymentParams,
  }),
  complete: gateway({
    method: 'POST',
    path: '/sandbox-gateway/pay/:id/complete',
    bodyKind: 'form',
    responseKind: 'redirect',
    summary: 'The payer pays or fails the payment: the merchant gets a signed callback, the payer goes back',
    params: SandboxPaymentParams,
    body: SandboxCheckoutChoice,
  }),
};

/** What the server serves besides the API: the web app, the operator console and the API documentation. */
export const webEndpoints = {
  app: web({
    method: 'GET',
    path: '/*',
    responseKind: 'static',
    summary: 'The built web app; page paths answer index.html (history-mode routing)',
  }),
  console: web({
    method: 'GET',
    path: '/console/*',
    responseKind: 'static',
    summary: 'The built operator console (apps/console); its page paths answer its index.html',
  }),
  docs: web({
    method: 'GET',
    path: '/docs',
    tags: ['docs'],
    responseKind: 'html',
    summary: 'This API documentation (Swagger UI)',
  }),
  openApi: web({
    method: 'GET',
    path: '/docs/json',
    tags: ['docs'],
    responseKind: 'json',
    summary: 'The OpenAPI document, generated from the endpoint table',
  }),
};
