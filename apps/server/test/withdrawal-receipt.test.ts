import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './test-app.js';
import { login } from './identity-helpers.js';
import { PNG, MINUTE, useReceiptHarness } from './withdrawal-receipt-helpers.js';

/** The member confirms a paid withdrawal as received, once; unpaid, others’, staff and trial answers are refused. */
describe.each(TEST_DATABASES)('withdrawal receipt on %s', (kind) => {
  const { t, auth, withdraw, staff, paidOrder, confirm, proof, record, now } = useReceiptHarness(kind);

  it('confirms received once: a retry answers the same, a change is refused', async () => {
    const orderNo = await paidOrder('500');
    expect(await record(orderNo)).toMatchObject({
      receiptStatus: null,
      amountReceived: null,
      receiptDueAt: new Date(now() + 30 * MINUTE).toISOString(),
    });
    const res = await confirm(orderNo, { outcome: 'RECEIVED' });
    expect(res.json().value).toMatchObject({
      orderNo,
      receiptStatus: 'RECEIVED',
      amountReceived: '500.00',
      remainder: '0.00',
    });
    expect((await confirm(orderNo, { outcome: 'RECEIVED' })).json().value.receiptStatus).toBe('RECEIVED');
    expect((await confirm(orderNo, { outcome: 'PARTLY_RECEIVED', amountReceived: '100' })).json().code).toBe(
      'RECEIPT_ALREADY_CONFIRMED',
    );
    expect((await proof(orderNo, PNG)).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');
    expect(await record(orderNo)).toMatchObject({
      receiptStatus: 'RECEIVED',
      amountReceived: '500.00',
      remainder: '0.00',
      receiptDueAt: null,
    });
  });

  it('refuses unpaid orders, other members’ orders, staff sessions and trial players', async () => {
    const pending = (await withdraw('150')).json().value.orderNo;
    expect((await confirm(pending, { outcome: 'RECEIVED' })).json().code).toBe('ORDER_NOT_PAID');
    expect((await proof(pending, PNG)).json().code).toBe('ORDER_NOT_PAID');
    const rejected = (await withdraw('150')).json().value.orderNo;
    await t.app.inject({
      method: 'POST',
      url: `/console/api/cashier/withdrawals/${rejected}/reject`,
      headers: auth(await staff('finance')),
      payload: { note: 'x' },
    });
    expect((await confirm(rejected, { outcome: 'RECEIVED' })).json().code).toBe('ORDER_NOT_PAID');
    const paid = await paidOrder('150');
    const other = (await login(t.app, { username: 'player2', password: 'Player1234' })).json().value.token;
    expect((await confirm(paid, { outcome: 'RECEIVED' }, other)).json().code).toBe('NOT_FOUND');
    expect((await proof(paid, PNG, 'image/png', other)).json().code).toBe('NOT_FOUND');
    expect((await confirm(paid, { outcome: 'RECEIVED' }, await staff('finance'))).json().code).toBe('NOT_LOGGED_IN');
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    expect((await confirm(paid, { outcome: 'RECEIVED' }, trial)).json().code).toBe('TRIAL_NOT_ALLOWED');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/wps/cashier/withdrawals/${paid}/receipt`,
          payload: { outcome: 'RECEIVED' },
        })
      ).json().code,
    ).toBe('NOT_LOGGED_IN');
    expect((await confirm('W2026010100000000', { outcome: 'RECEIVED' })).json().code).toBe('NOT_FOUND');
    expect((await confirm('D123', { outcome: 'RECEIVED' })).json().code).toBe('VALIDATION_FAILED');
    expect((await record(paid)).receiptStatus).toBeNull();
    expect((await confirm(paid, { outcome: 'RECEIVED' })).json().value.receiptStatus).toBe('RECEIVED');
  });
});
