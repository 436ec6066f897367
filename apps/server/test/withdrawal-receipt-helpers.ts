import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp } from './test-app.js';
import { login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 JPEG (uploads are decoded and re-encoded). */
export const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0c0' } })
  .jpeg()
  .toBuffer();
export const MINUTE = 60_000;

/**
 * What the withdrawal receipt specs share (withdrawal-*.test.ts): a test app on a clock the test
 * moves, the demo member with 10,000.00 deposited, a bank payout account and a payment password;
 * withdrawals, finance's approval (paid), the member's receipt answers, the withdrawal record,
 * console calls with staff sessions kept alive across the clock's jumps. Call it inside the
 * spec's describe: the app opens in its beforeAll, and the ledger's invariants are checked at the end.
 */
export function useReceiptHarness(kind: 'pglite' | 'postgres') {
  let now = Date.now();
  const t = useTestApp(kind, { clock: () => new Date(now) });
  let token = '';
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

  return {
    t,
    memberToken: () => token,
    auth,
    move,
    withdraw,
    config,
    staff,
    consoleGet,
    settings,
    approve,
    paidOrder,
    confirm,
    proof,
    record,
    now: () => now,
    advance: (ms: number) => void (now += ms),
  };
}
