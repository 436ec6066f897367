import { AppError } from '../../platform/errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { SIGNATURE_HEADER, signBody, verifySignature } from './payment-signature.js';

/** Adapter for the project's sandbox gateway (modules/sandbox-gateway), reached at `gatewayUrl`. */
export function createSandboxProvider(opts: {
  gatewayUrl: string;
  merchantCode: string;
  secret: () => Promise<string>;
  clock: () => Date;
}): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(input) {
      const body = JSON.stringify({ merchantCode: opts.merchantCode, ...input });
      let response: Response;
      try {
        response = await fetch(`${opts.gatewayUrl}/sandbox-gateway/api/payments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(await opts.secret(), body, opts.clock().getTime()),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, {
          reason: error instanceof Error ? error.message : 'unreachable',
        });
      }
      if (!response.ok) throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { status: response.status });
      const answer = (await response.json()) as { paymentId?: string; payUrl?: string };
      if (!answer.paymentId || !answer.payUrl) throw new AppError('PAYMENT_PROVIDER_ERROR');
      return { paymentId: answer.paymentId, payUrl: answer.payUrl };
    },
    async verifyCallback(rawBody, headers, nowMs) {
      const header = headers[SIGNATURE_HEADER];
      return typeof header === 'string' && verifySignature(await opts.secret(), rawBody, header, nowMs);
    },
  };
}
