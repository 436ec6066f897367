import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES } from './test-app.js';
import { PNG, MINUTE, useReceiptHarness } from './withdrawal-receipt-helpers.js';

/** Paid withdrawals nobody confirmed are treated as received after the brand’s minutes: once, irreversibly, audited. */
describe.each(TEST_DATABASES)('withdrawal auto-receipt on %s', (kind) => {
  const { t, settings, paidOrder, confirm, proof, record, now, advance } = useReceiptHarness(kind);

  it('treats orders unconfirmed past the minutes as received, once, irreversibly', async () => {
    await settings({ turnoverPercent: 0, receiptConfirmMinutes: 30 });
    const early = await paidOrder('100');
    advance(10 * MINUTE);
    const late = await paidOrder('100');
    const runJob = () => t.app.services.withdrawalReceipts.autoConfirmDue();
    advance(25 * MINUTE); // early is 35 minutes old, late 25
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a + b).toBe(1);
    expect(await runJob()).toBe(0);
    expect(await record(early)).toMatchObject({
      receiptStatus: 'AUTO_RECEIVED',
      amountReceived: '100.00',
      remainder: '0.00',
      receiptAt: new Date(now()).toISOString(),
    });
    expect((await record(late)).receiptStatus).toBeNull();
    expect((await confirm(early, { outcome: 'RECEIVED' })).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');
    expect((await proof(early, PNG)).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'withdrawal.auto_receipt' AND details->>'orderNo' = ${early}`,
    );
    expect(audits[0]?.n).toBe(1);

    // Past its deadline but before the job ran: the member's answer comes too late.
    advance(6 * MINUTE);
    const res = await confirm(late, { outcome: 'PARTLY_RECEIVED', amountReceived: '50' });
    expect(res.json()).toMatchObject({ code: 'RECEIPT_ALREADY_CONFIRMED', value: { receiptStatus: 'AUTO_RECEIVED' } });
    expect((await record(late)).receiptStatus).toBe('AUTO_RECEIVED');
    expect(await runJob()).toBe(0);
  });
});
