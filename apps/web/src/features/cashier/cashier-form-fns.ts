import type { z } from 'zod';

/**
 * The page's message key of an amount rule. The contracts' MoneyInput says 'amountFormat'; each
 * cashier page words it as its own `<page>.amountInvalid`. Any other message is already a key.
 */
export function amountMessageKey(page: string, message: string): string {
  return message === 'amountFormat' ? `${page}.amountInvalid` : message;
}

/** A contracts schema with the page's own amount rule (limits, balance): its message goes on `amount`. */
export function withAmountRule<T extends { amount: string }>(
  schema: z.ZodType<T, T>,
  problemOf: (amount: string) => string | null,
): z.ZodType<T, T> {
  return schema.superRefine((values, ctx) => {
    const message = problemOf(values.amount);
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
}

/** A fresh request key: one per filled-in form, so a retry never repeats a money movement. */
export const newRequestKey = (): string => crypto.randomUUID();
