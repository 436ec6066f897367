import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';

/** A real 1×1 PNG and the start of a JPEG: what the slip check reads is the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 JPEG; a JPEG's magic bytes followed by anything else is not one. */
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } })
  .jpeg()
  .toBuffer();
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

describe.each(TEST_DATABASES)('bank-transfer deposits reviewed by finance staff on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let financeToken: string;
  let supportToken: string;
  const auth = (tk: string) => ({ authorization: `Bearer ${tk}` });
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    // Gateway orders call the sandbox gateway, which this app serves: it must listen.
    t = await createListeningTestApp(kind);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    otherToken = (await login(t.app, { username: 'player2', password: 'Player1234' })).json().value.token;
    financeToken = await staffToken(t.app, t.database.db, 'finance');
    supportToken = await staffToken(t.app, t.database.db, 'support');
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  const balance = async (tk = token) =>
    (await t.app.inject({ url: '/wps/member/balance', headers: auth(tk) })).json().value.balance as string;
  const bankDeposit = async (amount: string, tk = token) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: auth(tk),
      payload: { channelCode: 'BDO', amount, requestKey: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value as { orderNo: string; status: string; payUrl: string | null };
  };
  const upload = (orderNo: string, body: Buffer, type: string, tk = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/wps/cashier/deposits/${orderNo}/receipt`,
      headers: { ...auth(tk), 'content-type': type },
      payload: body,
    });
  const decide = (orderNo: string, action: 'approve' | 'reject', payload: object = {}, tk = financeToken) =>
    t.app.inject({
      method: 'POST',
      url: `/console/api/cashier/deposits/${orderNo}/${action}`,
      headers: auth(tk),
      payload,
    });
  const records = async (tk = token) =>
    (await t.app.inject({ url: `/wps/cashier/deposits?startDate=${today}&endDate=${today}`, headers: auth(tk) })).json()
      .value.list as Array<Record<string, unknown>>;
  const messages = async (tk = token) =>
    (await t.app.inject({ url: '/wps/member/messages', headers: auth(tk) })).json().value;

  it('shows the operator’s bank account on the channel and makes a pending order without a pay URL', async () => {
    const channels = (await t.app.inject({ url: '/wps/cashier/channels', headers: auth(token) })).json().value;
    expect(channels.find((c: { code: string }) => c.code === 'BDO')).toMatchObject({
      kind: 'BANK_TRANSFER',
      minAmount: '500.00',
      bank: { bankName: 'BDO Unibank', accountName: 'Fortuna Gaming Corp.', accountNo: '0012-3456-7890' },
    });
    const order = await bankDeposit('1500');
    expect(order).toMatchObject({ status: 'PENDING', payUrl: null });
    expect((await records()).find((r) => r.orderNo === order.orderNo)).toMatchObject({
      channelKind: 'BANK_TRANSFER',
      hasReceipt: false,
      status: 'PENDING',
    });
  });

  it('takes a png or jpg slip of at most 5 MB whose bytes are really an image, and shows it only to its owner and finance staff', async () => {
    const order = await bankDeposit('800');
    expect((await upload(order.orderNo, Buffer.from('not an image at all'), 'image/png')).json().code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((await upload(order.orderNo, JPEG, 'image/png')).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await upload(order.orderNo, PNG, 'application/pdf')).statusCode).toBe(415);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(order.orderNo, huge, 'image/png')).statusCode).toBe(413);
    expect((await upload(order.orderNo, PNG, 'image/png', otherToken)).json().code).toBe('NOT_FOUND');
    expect((await records()).find((r) => r.orderNo === order.orderNo)).toMatchObject({ hasReceipt: false });

    // Judged by decoding, not by magic bytes alone (issue 17, finding 16).
    expect((await upload(order.orderNo, FAKE_JPEG, 'image/jpeg')).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const ok = await upload(order.orderNo, JPEG, 'image/jpeg');
    expect(ok.json().value).toEqual({ orderNo: order.orderNo, hasReceipt: true });
    // A new slip replaces the old; bytes after the picture (a script behind a PNG) are not kept.
    const smuggled = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]);
    expect((await upload(order.orderNo, smuggled, 'image/png')).statusCode).toBe(200);
    const own = await t.app.inject({ url: `/wps/cashier/deposits/${order.orderNo}/receipt`, headers: auth(token) });
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.includes('<script>')).toBe(false);
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(
      (await t.app.inject({ url: `/wps/cashier/deposits/${order.orderNo}/receipt`, headers: auth(otherToken) }))
        .statusCode,
    ).toBe(404);
    const slip = (tk: string) =>
      t.app.inject({ url: `/console/api/cashier/deposits/${order.orderNo}/receipt`, headers: auth(tk) });
    expect((await slip(financeToken)).statusCode).toBe(200);
    expect((await slip(financeToken)).headers['cache-control']).toBe('private, no-store');
    expect((await slip(supportToken)).json().code).toBe('FORBIDDEN');
    expect((await slip(token)).json().code).toBe('NOT_LOGGED_IN');
  });

  it('credits an approved order once, with a notice to the member', async () => {
    const before = Number(await balance());
    const order = await bankDeposit('2000.50');
    await upload(order.orderNo, PNG, 'image/png');
    const queue = (tk: string) => t.app.inject({ url: '/console/api/cashier/deposits', headers: auth(tk) });
    const pending = (await queue(financeToken)).json().value.list;
    expect(pending.find((p: { orderNo: string }) => p.orderNo === order.orderNo)).toMatchObject({
      username: 'demo',
      amount: '2000.50',
    });
    expect(pending.find((p: { orderNo: string }) => p.orderNo === order.orderNo).receiptUploadedAt).not.toBeNull();
    expect((await queue(token)).statusCode).toBe(401);
    expect((await queue(supportToken)).statusCode).toBe(403);
    expect((await decide(order.orderNo, 'approve', {}, token)).statusCode).toBe(401);
    expect((await decide(order.orderNo, 'approve', {}, supportToken)).statusCode).toBe(403);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide(order.orderNo, 'approve', { note: 'slip matches' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['ORDER_NOT_PENDING']),
    );
    expect(Number(await balance()) - before).toBeCloseTo(2000.5, 2);
    expect((await records()).find((r) => r.orderNo === order.orderNo)).toMatchObject({ status: 'CREDITED' });
    expect((await decide(order.orderNo, 'reject', { note: 'too late' })).json().code).toBe('ORDER_NOT_PENDING');
    expect((await upload(order.orderNo, PNG, 'image/png')).json().code).toBe('ORDER_NOT_PENDING');
    const inbox = await messages();
    expect(inbox.list[0]).toMatchObject({
      kind: 'DEPOSIT_APPROVED',
      params: { orderNo: order.orderNo, amount: '2000.50' },
      read: false,
    });
  });

  it('rejects with a reason the member reads, and moves no money', async () => {
    const before = await balance();
    const order = await bankDeposit('600');
    expect((await decide(order.orderNo, 'reject', {})).json().code).toBe('VALIDATION_FAILED');
    expect((await decide(order.orderNo, 'reject', { note: '   ' })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide(order.orderNo, 'reject', { note: 'No transfer received' })).json().value).toEqual({
      orderNo: order.orderNo,
      status: 'REJECTED',
    });
    expect(await balance()).toBe(before);
    expect((await records()).find((r) => r.orderNo === order.orderNo)).toMatchObject({
      status: 'REJECTED',
      note: 'No transfer received',
    });
    expect((await messages()).list[0]).toMatchObject({
      kind: 'DEPOSIT_REJECTED',
      params: { orderNo: order.orderNo, note: 'No transfer received' },
    });
  });

  it('never lets staff settle a gateway order by hand, nor an unknown one', async () => {
    const online = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: auth(token),
        payload: { channelCode: 'GCASH', amount: '300', requestKey: randomUUID() },
      })
    ).json().value;
    expect((await decide(online.orderNo, 'approve')).json().code).toBe('NOT_FOUND');
    expect((await decide('D2026010112345678', 'approve')).json().code).toBe('NOT_FOUND');
    expect((await decide('not-an-order', 'approve')).json().code).toBe('VALIDATION_FAILED');
  });

  it('writes every decision to the audit chain (actor, order, before and after, reason) and the member’s audit log', async () => {
    const actions = await queryRows<{ action: string; operator: string | null }>(
      t.database.db,
      sql`SELECT action, details->>'operator' AS operator FROM audit_log
          WHERE action IN ('deposit.approved', 'deposit.rejected', 'deposit.receipt') ORDER BY id`,
    );
    expect(actions.filter((a) => a.action === 'deposit.approved')).toEqual([
      { action: 'deposit.approved', operator: 'staff:finance' },
    ]);
    expect(actions.filter((a) => a.action === 'deposit.rejected')).toHaveLength(1);
    expect(actions.filter((a) => a.action === 'deposit.receipt').length).toBeGreaterThanOrEqual(3);
    const chain = t.app.services.auditChain;
    const approved = (await chain.page({ action: 'deposit.approve', pageNo: 1, pageSize: 10 })).list;
    expect(approved).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actor: 'finance',
        before: { status: 'PENDING', amount: '2000.50', creditAmount: '2000.50' },
        after: { status: 'CREDITED', amount: '2000.50', creditAmount: '2000.50' },
        reason: 'slip matches',
        ip: '127.0.0.1',
      }),
    ]);
    const rejected = (await chain.page({ action: 'deposit.reject', pageNo: 1, pageSize: 10 })).list;
    expect(rejected).toEqual([
      expect.objectContaining({ actor: 'finance', after: expect.objectContaining({ status: 'REJECTED' }) }),
    ]);
    expect(rejected[0]?.reason).toBe('No transfer received');
    // Refused and failed decisions leave no entry; the chain still verifies.
    expect((await chain.page({ target: rejected[0]?.target ?? '', pageNo: 1, pageSize: 10 })).total).toBe(1);
    expect((await chain.verify()).ok).toBe(true);
  });
});
