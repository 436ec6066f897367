import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { addSecondFinance, readyToWithdraw } from './cashier-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const NEW_DETAILS = { kind: 'BANK', providerName: 'BDO', accountName: 'Juan Dela Cruz', accountNo: '0012-9988-7766' };

/**
 * Maker–checker on a withdrawal's payout details (issue 19): staff propose, another staff member
 * with withdrawals.review approves, and only then the order is paid to the new details.
 */
describe.each(TEST_DATABASES)('payout detail changes of a withdrawal on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { maker: '', checker: '', support: '' };
  let withdraw: (amount: string) => Promise<string> = () => Promise.reject(new Error('not set up'));
  const propose = (orderNo: string, body: object = {}, who: keyof typeof tokens = 'maker') =>
    consoleCall(t.app, 'POST', `/console/api/cashier/withdrawals/${orderNo}/payout`, tokens[who], {
      ...NEW_DETAILS,
      reason: 'member wrote the wrong account',
      idempotencyKey: randomUUID(),
      ...body,
    });
  const decide = (id: number, decision: 'approve' | 'reject', who: keyof typeof tokens) =>
    consoleCall(
      t.app,
      'POST',
      `/console/api/approvals/${id}/${decision}`,
      tokens[who],
      { reason: 'checked' },
      '10.1.2.3',
    );
  const payoutOf = async (orderNo: string) =>
    (
      await queryRows<{ provider_name: string; account_no: string; removed: boolean }>(
        t.database.db,
        sql`SELECT p.provider_name, p.account_no, p.removed_at IS NOT NULL AS removed
            FROM withdrawal_order w JOIN payout_account p ON p.id = w.payout_account_id WHERE w.order_no = ${orderNo}`,
      )
    )[0];

  it('sets up two finance staff and a member with pending withdrawals', async () => {
    const { db } = t.database;
    await addSecondFinance(t.app);
    tokens.maker = await staffToken(t.app, db, 'finance');
    tokens.checker = await staffToken(t.app, db, 'finance2');
    tokens.support = await staffToken(t.app, db, 'support');
    ({ withdraw } = await readyToWithdraw(t, `payout-change:${kind}`));
  });

  it('changes the payout details only when a second staff member approves; the maker cannot', async () => {
    const orderNo = await withdraw('200');
    const res = await propose(orderNo);
    expect(res.statusCode).toBe(200);
    const { approvalId, status } = res.json().value;
    expect(status).toBe('pending');
    // Nothing changes before the approval.
    expect(await payoutOf(orderNo)).toMatchObject({ provider_name: 'GCash', account_no: '09171234567' });
    const self = await decide(approvalId, 'approve', 'maker');
    expect([self.statusCode, self.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    expect((await decide(approvalId, 'approve', 'support')).statusCode).toBe(403);
    expect(await payoutOf(orderNo)).toMatchObject({ provider_name: 'GCash' });

    const approved = await decide(approvalId, 'approve', 'checker');
    expect(approved.json().value).toMatchObject({ status: 'applied', checker: 'finance2', maker: 'finance' });
    // The corrected account is the order's, never a live account of the member.
    expect(await payoutOf(orderNo)).toEqual({ provider_name: 'BDO', account_no: '001299887766', removed: true });
    const accounts = await t.app.inject({
      url: '/wps/cashier/payoutAccounts',
      headers: {
        authorization: `Bearer ${(await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token}`,
      },
    });
    expect(accounts.json().value.map((a: { providerName: string }) => a.providerName)).toEqual(['GCash']);
    const [entry] = (
      await t.app.services.auditChain.page({
        action: 'withdrawal.payoutChange',
        target: orderNo,
        pageNo: 1,
        pageSize: 5,
      })
    ).list;
    expect(entry).toMatchObject({
      actor: 'finance2',
      before: { providerName: 'GCash', accountNo: '09171234567' },
      after: { providerName: 'BDO', accountNo: '001299887766', approvalId, maker: 'finance' },
      reason: 'member wrote the wrong account',
      ip: '10.1.2.3',
    });
    // The queue shows where it will be paid.
    const queue = await consoleCall(
      t.app,
      'GET',
      '/console/api/cashier/withdrawals?username=demo&pageSize=100',
      tokens.checker,
    );
    expect(queue.json().value.list.find((w: { orderNo: string }) => w.orderNo === orderNo).payoutAccount).toBe(
      'BDO 001299887766',
    );
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('racing approvals of one request give one outcome', async () => {
    const orderNo = await withdraw('150');
    const approvalId = (await propose(orderNo)).json().value.approvalId as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => decide(approvalId, 'approve', 'checker')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['APPROVAL_NOT_PENDING']),
    );
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_chain WHERE action = 'withdrawal.payoutChange' AND target = ${orderNo}`,
    );
    expect(n?.n).toBe(1);
  });

  it('refuses a proposal for a settled or unknown order, and an approval once the order is paid or changed since', async () => {
    const paid = await withdraw('120');
    const stale = (await propose(paid)).json().value.approvalId as number;
    expect(
      (await consoleCall(t.app, 'POST', `/console/api/cashier/withdrawals/${paid}/approve`, tokens.maker, {}))
        .statusCode,
    ).toBe(200);
    expect((await propose(paid)).json().code).toBe('ORDER_NOT_PENDING');
    const late = await decide(stale, 'approve', 'checker');
    expect([late.statusCode, late.json().code]).toEqual([409, 'ORDER_NOT_PENDING']);
    expect((await decide(stale, 'reject', 'checker')).json().value.status).toBe('rejected');
    expect((await propose('W2020010100000000')).json().code).toBe('NOT_FOUND');
    expect((await propose(paid, { accountNo: '12' })).json().code).toBe('VALIDATION_FAILED');

    const twice = await withdraw('110');
    const first = (await propose(twice)).json().value.approvalId as number;
    const second = (await propose(twice, { providerName: 'BPI' })).json().value.approvalId as number;
    expect((await decide(first, 'approve', 'checker')).json().value.status).toBe('applied');
    expect((await decide(second, 'approve', 'checker')).json().code).toBe('CONFLICT');
    expect(await payoutOf(twice)).toMatchObject({ provider_name: 'BDO' });
  });

  it('a repeated proposal with the same key is the same request', async () => {
    const orderNo = await withdraw('100');
    const key = randomUUID();
    const a = (await propose(orderNo, { idempotencyKey: key })).json().value;
    const b = (await propose(orderNo, { idempotencyKey: key })).json().value;
    expect(b).toEqual({ ...a, replayed: true });
    expect((await propose(orderNo, { idempotencyKey: key, providerName: 'BPI' })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });
});
