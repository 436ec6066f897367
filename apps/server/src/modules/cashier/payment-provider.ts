/**
 * What the cashier needs from an online payment gateway. Each real gateway gets an adapter;
 * the project ships the sandbox adapter (sandbox-provider.ts), which talks to the sandbox
 * gateway over real HTTP exactly as an adapter would talk to a payment company.
 */
export type CreatePaymentInput = {
  merchantRef: string;
  /** Decimal string, e.g. "500.00". */
  amount: string;
  currency: string;
  callbackUrl: string;
  returnUrl: string;
};

export type PaymentProvider = {
  name: string;
  /** Opens a payment at the gateway; the member is sent to `payUrl` to pay. */
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; payUrl: string }>;
  /** True when `rawBody` carries the gateway's valid signature (checked before parsing). */
  verifyCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): Promise<boolean>;
};
