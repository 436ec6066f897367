import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { runWithdrawalCommand } from '../src/modules/cashier/cashier-cli.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 JPEG (uploads are decoded and re-encoded). */
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0c0' } })
  .jpeg()
  .toBuffer();
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('withdrawal receipt and turnover on %s', (kind) => {
  let t: TestApp;
  let now = Date.now();
  let token: string;
  let memberId: number;
  let accountId: number;
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
  const member = (wallet = 'MAIN') => ({ ownerKind: 'member' as const, ownerId: memberId, wallet });
  const system = (wallet: string) => ({ ownerKind: 'system' as const, ownerId: 0, wallet });
  const move = (kindName: string, amount: bigint, other: string) =>
    t.app.services.ledger.post({
      kind: kindName,
      idempotencyKey: `receipt-test:${randomUUID()}`,
      postings: [
        { account: member(), amount },
        { account: system(other), amount: -amount },
      ],
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => new Date(now));
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    memberId = (await t.app.inject({ url: '/wps/member/info', headers: auth() })).json().value.id;
    await setPaymentPassword(t.app, token, 'Demo1234', '135790');
    await move('DEPOSIT', 1_000_000n, 'PAYMENT_CLEARING');
    const account = await sendEnc(
      t.app,
      'POST',
      '/wps/cashier/payoutAccounts',
      {
        kind: 'BANK',
        providerName: 'BDO',
        accountName: 'Juan Dela Cruz',
        accountNo: '001122334455',
        loginPassword: 'Demo1234',
      },
      { token },
    );
    accountId = account.json().value.id;
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  const withdraw = (amount: string, tk = token) =>
    sendEnc(
      t.app,
      'POST',
      '/wps/cashier/withdraw',
      { requestKey: randomUUID(), payoutAccountId: accountId, amount, paymentPassword: '135790' },
      { token: tk, now },
    );
  const config = async () => (await t.app.inject({ url: '/wps/cashier/withdrawConfig', headers: auth() })).json().value;
  /**
   * Staff sessions (finance decides, owners change the settings) end after 30 idle minutes of the
   * test clock: a session unused for 20 is replaced (a new login, at a later authenticator step).
   */
  const sessions = new Map<string, { token: string; usedAt: number }>();
  const staff = async (role: 'finance' | 'owner') => {
    const held = sessions.get(role);
    const token =
      held && now - held.usedAt < 20 * MINUTE
        ? held.token
        : await staffToken(t.app, t.database.db, role, { now: () => new Date(now) });
    sessions.set(role, { token, usedAt: now });
    return token;
  };
  const consoleGet = async (url: string, role: 'finance' | 'owner' = 'finance') =>
    t.app.inject({ url: `/console/api/cashier/${url}`, headers: auth(await staff(role)) });
  const settings = async (payload: object, tk?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/console/api/cashier/withdrawalSettings',
      headers: auth(tk ?? (await staff('owner'))),
      payload,
    });
  const approve = async (orderNo: string) =>
    t.app.inject({
      method: 'POST',
      url: `/console/api/cashier/withdrawals/${orderNo}/approve`,
      headers: auth(await staff('finance')),
      payload: {},
    });
  const paidOrder = async (amount = '500.00') => {
    const orderNo = (await withdraw(amount)).json().value.orderNo as string;
    const approved = (await approve(orderNo)).json();
    expect(approved.value?.status, JSON.stringify(approved)).toBe('PAID');
    return orderNo;
  };
  const confirm = (orderNo: string, payload: object, tk = token) =>
    t.app.inject({ method: 'POST', url: `/wps/cashier/withdrawals/${orderNo}/receipt`, headers: auth(tk), payload });
  const proof = (orderNo: string, body: Buffer | string, type = 'image/png', tk = token) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${orderNo}/receipt/proof`,
      headers: { ...auth(tk), 'content-type': type },
      payload: body,
    });
  const record = async (orderNo: string) => {
    const page = (
      await t.app.inject({
        url: '/wps/cashier/withdrawals?startDate=2000-01-01&endDate=2100-01-01&pageSize=100',
        headers: auth(),
      })
    ).json().value;
    return page.list.find((r: { orderNo: string }) => r.orderNo === orderNo);
  };

  it('refuses a withdrawal until the turnover requirement is met, showing required and achieved', async () => {
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 }, token)).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    // Finance reads the settings; only owners change them (cashier.settings).
    const financeSet = await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 }, await staff('finance'));
    expect(financeSet.statusCode).toBe(403);
    expect((await settings({ turnoverPercent: -1, receiptConfirmMinutes: 30 })).json().code).toBe('VALIDATION_FAILED');
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 0 })).json().code).toBe('VALIDATION_FAILED');
    expect((await settings({ turnoverPercent: 100, receiptConfirmMinutes: 30 })).json().value).toEqual({
      turnoverPercent: 100,
      receiptConfirmMinutes: 30,
    });
    expect(await config()).toMatchObject({
      turnoverRequired: '10000.00',
      turnoverAchieved: '0.00',
      receiptConfirmMinutes: 30,
    });
    const refused = await withdraw('500');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      value: { required: '10000.00', achieved: '0.00' },
    });
    expect(refused.json().message).toContain('required 10000.00, achieved 0.00');
    await move('BET', -600_000n, 'GAME_BANK');
    await move('ROLLBACK', 100_000n, 'GAME_BANK');
    await move('WIN', 900_000n, 'GAME_BANK');
    expect(await config()).toMatchObject({ turnoverRequired: '10000.00', turnoverAchieved: '5000.00', locked: '0.00' });
    expect((await withdraw('500')).json()).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      value: { required: '10000.00', achieved: '5000.00' },
    });
    await move('BET', -500_000n, 'GAME_BANK');
    expect((await config()).turnoverAchieved).toBe('10000.00');
    expect((await withdraw('500')).json().value.status).toBe('PENDING');
    expect((await consoleGet('withdrawalSettings')).json().value.turnoverPercent).toBe(100);
    await settings({ turnoverPercent: 0, receiptConfirmMinutes: 30 });
  });

  it('confirms received once: a retry answers the same, a change is refused', async () => {
    const orderNo = await paidOrder('500');
    expect(await record(orderNo)).toMatchObject({
      receiptStatus: null,
      amountReceived: null,
      receiptDueAt: new Date(now + 30 * MINUTE).toISOString(),
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

  it('treats orders unconfirmed past the minutes as received, once, irreversibly', async () => {
    await settings({ turnoverPercent: 0, receiptConfirmMinutes: 30 });
    const early = await paidOrder('100');
    now += 10 * MINUTE;
    const late = await paidOrder('100');
    const runJob = () => t.app.services.withdrawalReceipts.autoConfirmDue();
    now += 25 * MINUTE; // early is 35 minutes old, late 25
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a + b).toBe(1);
    expect(await runJob()).toBe(0);
    expect(await record(early)).toMatchObject({
      receiptStatus: 'AUTO_RECEIVED',
      amountReceived: '100.00',
      remainder: '0.00',
      receiptAt: new Date(now).toISOString(),
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
    now += 6 * MINUTE;
    const res = await confirm(late, { outcome: 'PARTLY_RECEIVED', amountReceived: '50' });
    expect(res.json()).toMatchObject({ code: 'RECEIPT_ALREADY_CONFIRMED', value: { receiptStatus: 'AUTO_RECEIVED' } });
    expect((await record(late)).receiptStatus).toBe('AUTO_RECEIVED');
    expect(await runJob()).toBe(0);
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
