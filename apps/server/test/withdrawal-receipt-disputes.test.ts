import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { runWithdrawalCommand } from '../src/modules/cashier/cashier-cli.js';
import { TEST_DATABASES } from './test-app.js';
import { PNG, JPEG, useReceiptHarness } from './withdrawal-receipt-helpers.js';

/**
 * A paid withdrawal received in part or not at all (with a PNG or JPG proof): the disputed list and
 * proof for operators, and the operator CLI (disputes, settings, the auto-receipt job).
 */
describe.each(TEST_DATABASES)('withdrawal receipt disputes on %s', (kind) => {
  const { t, auth, consoleGet, paidOrder, confirm, proof, record } = useReceiptHarness(kind);

  it('records a partial receipt with the remainder, validating the amount', async () => {
    const orderNo = await paidOrder('500');
    for (const amountReceived of ['0', '500', '500.01', '9000'])
      expect((await confirm(orderNo, { outcome: 'PARTLY_RECEIVED', amountReceived })).json().code).toBe(
        'AMOUNT_OUT_OF_RANGE',
      );
    for (const bad of [
      { outcome: 'PARTLY_RECEIVED', amountReceived: 'abc' },
      { outcome: 'PARTLY_RECEIVED' },
      { outcome: 'NOT_RECEIVED' },
      { outcome: 'RECEIVED', extra: 1 },
      {},
    ])
      expect((await confirm(orderNo, bad)).json().code).toBe('VALIDATION_FAILED');
    expect((await record(orderNo)).receiptStatus).toBeNull();
    const res = await confirm(orderNo, { outcome: 'PARTLY_RECEIVED', amountReceived: '120.50' });
    expect(res.json().value).toMatchObject({
      receiptStatus: 'PARTLY_RECEIVED',
      amountReceived: '120.50',
      remainder: '379.50',
    });
    expect((await confirm(orderNo, { outcome: 'PARTLY_RECEIVED', amountReceived: '120.00' })).json().code).toBe(
      'RECEIPT_ALREADY_CONFIRMED',
    );
    expect((await confirm(orderNo, { outcome: 'RECEIVED' })).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');
    expect(await record(orderNo)).toMatchObject({
      receiptStatus: 'PARTLY_RECEIVED',
      amountReceived: '120.50',
      remainder: '379.50',
    });
  });

  it('takes "not received" only with a PNG or JPG proof of at most 5 MB; operators read it', async () => {
    const orderNo = await paidOrder('300');
    expect((await proof(orderNo, Buffer.from('GIF89a-not-allowed'))).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await proof(orderNo, Buffer.from('<svg/>'), 'image/jpeg')).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const gif = await proof(orderNo, Buffer.from('GIF89a'), 'image/gif');
    expect([gif.statusCode, gif.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    // JSON instead of an image is not an image body at all.
    expect((await proof(orderNo, JSON.stringify({ outcome: 'NOT_RECEIVED' }), 'application/json')).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const huge = await proof(orderNo, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await proof(orderNo, PNG, 'image/png', 'not-a-token-but-long-enough-xxxxx')).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    expect((await record(orderNo)).receiptStatus).toBeNull();

    const res = await proof(orderNo, PNG);
    expect(res.json().value).toMatchObject({
      receiptStatus: 'NOT_RECEIVED',
      amountReceived: '0.00',
      remainder: '300.00',
    });
    expect((await proof(orderNo, PNG)).json().value.receiptStatus).toBe('NOT_RECEIVED');
    expect((await proof(orderNo, JPEG, 'image/jpeg')).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');
    expect((await confirm(orderNo, { outcome: 'RECEIVED' })).json().code).toBe('RECEIPT_ALREADY_CONFIRMED');

    // The bytes must be what the header says: a JPEG labelled PNG is refused, labelled JPEG it is taken.
    const second = await paidOrder('200');
    expect((await proof(second, JPEG, 'image/png')).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await proof(second, Buffer.alloc(0), 'image/jpeg')).json().code).toBe('VALIDATION_FAILED');
    expect((await proof(second, JPEG, 'image/jpeg')).json().value.receiptStatus).toBe('NOT_RECEIVED');

    const disputed = (await consoleGet('withdrawals/disputed')).json().value;
    expect(disputed.find((d: { orderNo: string }) => d.orderNo === orderNo)).toMatchObject({
      username: 'demo',
      receiptStatus: 'NOT_RECEIVED',
      remainder: '300.00',
      hasProof: true,
    });
    expect(
      disputed.some(
        (d: { receiptStatus: string; hasProof: boolean }) => d.receiptStatus === 'PARTLY_RECEIVED' && !d.hasProof,
      ),
    ).toBe(true);
    expect(disputed.some((d: { receiptStatus: string }) => d.receiptStatus === 'RECEIVED')).toBe(false);
    const image = await consoleGet(`withdrawals/${orderNo}/proof`);
    expect(image.headers['content-type']).toBe('image/png');
    // The stored picture is the upload decoded and encoded again.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await consoleGet(`withdrawals/${second}/proof`)).headers['content-type']).toBe('image/jpeg');
    // A member's token is no staff session.
    const asMember = (url: string) => t.app.inject({ url: `/console/api/cashier/${url}`, headers: auth() });
    expect((await asMember(`withdrawals/${orderNo}/proof`)).json().code).toBe('NOT_LOGGED_IN');
    expect((await asMember('withdrawals/disputed')).json().code).toBe('NOT_LOGGED_IN');
    expect((await consoleGet('withdrawals/W2026010100000000/proof')).json().code).toBe('NOT_FOUND');
  });

  it('the operator CLI lists disputes, runs the job and sets the settings (audit-chained)', async () => {
    const cli = (...args: string[]) =>
      runWithdrawalCommand(t.database.db, undefined, 'FORTUNA', ['withdrawals', ...args], '', 'cli:test');
    expect(await cli('disputed')).toMatch(/NOT_RECEIVED\treceived 0\.00 of 300\.00/);
    expect(await cli('settings', '150', '45')).toBe('turnover 150% of deposits, auto-receipt after 45 minutes');
    expect((await consoleGet('withdrawalSettings', 'owner')).json().value).toEqual({
      turnoverPercent: 150,
      receiptConfirmMinutes: 45,
    });
    // The CLI's change is in the audit chain too, with what it replaced.
    const [entry] = (await t.app.services.auditChain.page({ action: 'withdrawal.settings', pageNo: 1, pageSize: 1 }))
      .list;
    expect(entry).toMatchObject({
      actorKind: 'cli',
      actor: 'test',
      before: { turnoverPercent: 0, receiptConfirmMinutes: 30 },
      after: { turnoverPercent: 150, receiptConfirmMinutes: 45 },
    });
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
    await expect(cli('settings', '-1', '45')).rejects.toThrow();
    expect(await cli('auto-receipt')).toMatch(/^\d+ withdrawal\(s\) treated as received$/);
  });
});
