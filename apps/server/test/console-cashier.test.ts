import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { endpoints, routePath, type Endpoint } from '@fortuna/contracts/endpoints';
import { runDepositCommand } from '../src/modules/cashier/deposit-cli.js';
import { queryRows } from '../src/platform/db.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { readyToWithdraw } from './cashier-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/** The console's cashier rows (issue 19): every operator cashier call, behind a staff session. */
const cashierRows = Object.entries(endpoints.console as Record<string, Endpoint>).filter(([, row]) =>
  row.path.startsWith('/console/api/cashier/'),
);
const sample = (path: string) =>
  routePath(path, {
    orderNo: path.includes('/deposits/') ? 'D2026010100000000' : 'W2026010100000000',
    code: 'BDO',
  });

/** What operators called before the console (a member-typed account with entry 'operator'). */
const OLD_ADMIN_CALLS = [
  ['GET', '/wps/admin/withdrawals'],
  ['POST', '/wps/admin/withdrawals/W2026010100000000/approve'],
  ['POST', '/wps/admin/withdrawals/W2026010100000000/reject'],
  ['GET', '/wps/admin/withdrawals/disputed'],
  ['GET', '/wps/admin/withdrawals/W2026010100000000/proof'],
  ['GET', '/wps/admin/withdrawalSettings'],
  ['PUT', '/wps/admin/withdrawalSettings'],
  ['GET', '/wps/admin/deposits'],
  ['GET', '/wps/admin/deposits/D2026010100000000/receipt'],
  ['POST', '/wps/admin/deposits/D2026010100000000/approve'],
  ['POST', '/wps/admin/deposits/D2026010100000000/reject'],
] as const;

describe.each(TEST_DATABASES)('the console cashier on %s', (kind) => {
  const t = useTestApp(kind);
  const chain = () => t.app.services.auditChain;
  /** One session per role for the file (an authenticator code is taken once: a second login in its step is refused). */
  const sessions = new Map<string, Promise<string>>();
  const staff = (role: string) => {
    const held = sessions.get(role) ?? staffToken(t.app, t.database.db, role);
    sessions.set(role, held);
    return held;
  };
  const entries = async (action: string, target: string) =>
    (await chain().page({ action, target, pageNo: 1, pageSize: 10 })).list;

  /** demo with 3,000.00, a withdraw password and a payout account (set up once): order makers. */
  let prepared: ReturnType<typeof prepare> | undefined;
  const member = () => (prepared ??= prepare());
  async function prepare() {
    const { token, withdraw, bankDeposit } = await readyToWithdraw(t, `console-cashier:${kind}`);
    return { token, withdraw, bankDeposit };
  }

  it('the old operator API is gone: every /wps/admin call answers 404, whoever calls', async () => {
    const finance = await staff('finance');
    const demo = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token as string;
    for (const [method, url] of OLD_ADMIN_CALLS)
      for (const token of [finance, demo, null])
        expect((await consoleCall(t.app, method, url, token, method === 'GET' ? undefined : {})).statusCode).toBe(404);
  });

  it('support and content staff get 403 on every cashier call, a member token and no token 401', async () => {
    expect(cashierRows.length).toBe(14);
    const demo = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token as string;
    const callers: Array<[string | null, number]> = [
      [await staff('support'), 403],
      [await staff('content'), 403],
      [demo, 401],
      [null, 401],
    ];
    for (const [token, status] of callers)
      for (const [name, row] of cashierRows) {
        const res = await consoleCall(
          t.app,
          row.method,
          sample(row.path),
          token,
          row.method === 'GET' ? undefined : {},
        );
        expect(res.statusCode, name).toBe(status);
      }
  });

  it('finance pays and rejects withdrawals: each decision one audit-chain entry with the money, none for a refused one', async () => {
    const { withdraw } = await member();
    const finance = await staff('finance');
    const [paid, refused] = [await withdraw('400'), await withdraw('250')];
    const decide = (orderNo: string, action: string, payload: object = {}) =>
      consoleCall(
        t.app,
        'POST',
        `/console/api/cashier/withdrawals/${orderNo}/${action}`,
        finance,
        payload,
        '198.51.100.7',
      );

    expect((await decide(paid, 'approve', { note: 'bank ref 7781' })).json().value).toEqual({
      orderNo: paid,
      status: 'PAID',
    });
    expect((await decide(refused, 'reject', { note: 'name mismatch' })).json().value.status).toBe('REJECTED');
    // Deciding again changes nothing and writes nothing.
    expect((await decide(paid, 'reject', { note: 'late' })).json()).toMatchObject({
      code: 'ORDER_NOT_PENDING',
      value: { status: 'PAID' },
    });
    expect(await entries('withdrawal.pay', paid)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actor: 'finance',
        target: paid,
        before: { status: 'PENDING', amount: '400.00' },
        after: { status: 'PAID', amount: '400.00' },
        reason: 'bank ref 7781',
        ip: '198.51.100.7',
      }),
    ]);
    expect(await entries('withdrawal.reject', refused)).toEqual([
      expect.objectContaining({
        actor: 'finance',
        after: { status: 'REJECTED', amount: '250.00' },
        reason: 'name mismatch',
      }),
    ]);
    expect(await entries('withdrawal.reject', paid)).toEqual([]);
    // The order names its reviewer as the chain does.
    const [row] = await queryRows<{ reviewed_by: string }>(
      t.database.db,
      sql`SELECT reviewed_by FROM withdrawal_order WHERE order_no = ${paid}`,
    );
    expect(row?.reviewed_by).toBe('staff:finance');
    expect((await chain().verify()).ok).toBe(true);
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });

  it('a decision whose audit-chain entry cannot be written moves no money and settles nothing', async () => {
    const { withdraw } = await member();
    const orderNo = await withdraw('120');
    const status = async () =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`SELECT status FROM withdrawal_order WHERE order_no = ${orderNo}`,
        )
      )[0]?.status;
    await t.database.db.execute(sql`ALTER TABLE audit_chain RENAME TO audit_chain_away`);
    try {
      await expect(
        t.app.services.withdrawals.approve(orderNo, { kind: 'staff', name: 'finance', ip: null }),
      ).rejects.toThrow();
    } finally {
      await t.database.db.execute(sql`ALTER TABLE audit_chain_away RENAME TO audit_chain`);
    }
    expect(await status()).toBe('PENDING');
    const [payout] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transaction WHERE reference = ${orderNo} AND kind = 'WITHDRAW_PAYOUT'`,
    );
    expect(payout?.n).toBe(0);
    const finance = await staff('finance');
    const res = await consoleCall(t.app, 'POST', `/console/api/cashier/withdrawals/${orderNo}/approve`, finance, {});
    expect(res.json().value).toEqual({ orderNo, status: 'PAID' });
    expect(await entries('withdrawal.pay', orderNo)).toHaveLength(1);
    expect((await chain().verify()).ok).toBe(true);
  });

  it('the CLI’s decisions are chained too (actor kind cli)', async () => {
    const { bankDeposit } = await member();
    const orderNo = await bankDeposit('700');
    const cli = (...args: string[]) =>
      runDepositCommand(t.database.db, undefined, 'FORTUNA', ['deposits', ...args], 'slip ok', 'cli:ops');
    expect(await cli('approve', orderNo)).toBe(`${orderNo}: CREDITED`);
    await expect(cli('approve', orderNo)).rejects.toThrow();
    expect(await entries('deposit.approve', orderNo)).toEqual([
      expect.objectContaining({
        actorKind: 'cli',
        actor: 'ops',
        ip: null,
        reason: 'slip ok',
        after: { status: 'CREDITED', amount: '700.00', creditAmount: '700.00' },
      }),
    ]);
    expect((await chain().verify()).ok).toBe(true);
  });

  it('no member account acts as operator: a session of the old operator type is dead', async () => {
    const username = `oldop${kind.slice(0, 2)}`;
    await t.database.db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type)
      VALUES ('FORTUNA', ${username}, 'x', ${MEMBER_TYPE.OPERATOR})`);
    const [op] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM member WHERE username = ${username}`,
    );
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.database.db.execute(sql`INSERT INTO member_session (member_id, token_hash, entry, ip, expires_at)
      VALUES (${op?.id}, ${hash}, 'operator', '127.0.0.1', now() + interval '1 hour')`);
    expect((await consoleCall(t.app, 'GET', '/wps/member/info', token)).statusCode).toBe(401);
    expect((await consoleCall(t.app, 'GET', '/console/api/cashier/withdrawals', token)).statusCode).toBe(401);
  });
});
