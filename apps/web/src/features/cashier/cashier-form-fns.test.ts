import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountMessageKey, withAmountRule } from './cashier-form-fns';

describe('cashier form rules', () => {
  it("words the contracts' amount format message as the page's own", () => {
    expect(amountMessageKey('deposit', 'amountFormat')).toBe('deposit.amountInvalid');
    expect(amountMessageKey('transfer', 'transfer.amountRange')).toBe('transfer.amountRange');
  });

  it("puts the page's amount rule on the amount field", () => {
    const schema = withAmountRule(z.object({ amount: z.string() }), (amount) =>
      amount === '0' ? 'transfer.amountInvalid' : null,
    );
    expect(schema.safeParse({ amount: '5' }).success).toBe(true);
    const refused = schema.safeParse({ amount: '0' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'transfer.amountInvalid'],
    ]);
  });
});
