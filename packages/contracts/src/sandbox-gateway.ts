import { z } from 'zod';

/**
 * The sandbox payment gateway's own API (a stand-in payment company served by the same process).
 * A merchant opens a payment with this JSON, sent as signed text.
 */
export const SandboxPaymentRequest = z
  .object({
    merchantCode: z.string().min(1),
    merchantRef: z.string().min(1).max(64),
    amount: z.string().regex(/^\d+\.\d{2}$/),
    currency: z.string().length(3),
    callbackUrl: z.string().url(),
    returnUrl: z.string().url(),
  })
  .strict();
/** The signed text of a SandboxPaymentRequest; anything else reads as empty (refused as "invalid request"). */
export const SandboxPaymentText = z.string().catch('');
export const SandboxPaymentCreated = z.object({ paymentId: z.string(), payUrl: z.string() });
export const SandboxPaymentParams = z.object({ id: z.string() });
/** The payer's choice on the checkout page; anything unreadable is no choice (an error page). */
export const SandboxCheckoutChoice = z.object({ outcome: z.string().optional() }).catch({});
