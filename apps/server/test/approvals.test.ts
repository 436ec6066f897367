import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { runAdjustmentCommand } from '../src/modules/adjustments/adjustment-cli.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { addSecondFinance } from './cashier-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/**
 * Maker–checker and manual balance adjustments through the console API on the real database:
 * the threshold, four eyes, races of decisions, the ledger and the audit chain.
 */
describe.each(TEST_DATABASES)('maker–checker balance adjustments on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<'maker' | 'checker' | 'owner' | 'support', string> = {
    maker: '',
    checker: '',
    owner: '',
    support: '',
  };
  let memberId = 0;
  const main = () => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
  const balance = () => t.app.services.ledger.balanceOf(main());
  /** Through the operator CLI (audited). */
  const setThreshold = (minor: bigint) =>
    runAdjustmentCommand(
      t.database.db,
      'FORTUNA',
      ['adjustments', 'threshold', formatMinor(minor)],
      'test',
      'cli:test',
    );
  const adjust = (body: Record<string, unknown>, who: keyof typeof tokens = 'maker') =>
    consoleCall(t.app, 'POST', '/console/api/adjustments', tokens[who], {
      memberId,
      direction: 'credit',
      category: 'compensation',
      reason: 'game outage 26 Nov',
      idempotencyKey: randomUUID(),
      ...body,
    });
  const decide = (
    id: number,
    decision: 'approve' | 'reject' | 'cancel',
    who: keyof typeof tokens,
    reason = 'checked',
  ) => consoleCall(t.app, 'POST', `/console/api/approvals/${id}/${decision}`, tokens[who], { reason }, '10.9.8.7');
  /** A pending request above the threshold (1,000.00 by default). */
  const pending = async (body: Record<string, unknown> = {}) => {
    const res = await adjust({ amount: '1500.00', ...body });
    expect(res.json().value).toMatchObject({ status: 'pending', transactionId: null });
    return res.json().value.approvalId as number;
  };
  const ledgerRows = (key: string) =>
    queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM ledger_transaction WHERE idempotency_key = ${key}`);

  it('signs in a maker, a second finance member, an owner and support', async () => {
    const { db } = t.database;
    await addSecondFinance(t.app);
    tokens.maker = await staffToken(t.app, db, 'finance');
    tokens.checker = await staffToken(t.app, db, 'finance2');
    tokens.owner = await staffToken(t.app, db, 'owner');
    tokens.support = await staffToken(t.app, db, 'support');
    const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM member WHERE username = 'demo'`);
    memberId = Number(row?.id);
  });

  it('applies an adjustment at or below the threshold at once, once per idempotency key', async () => {
    const before = await balance();
    const key = randomUUID();
    const res = await adjust({ amount: '1000.00', idempotencyKey: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'applied', approvalId: null, replayed: false });
    expect(await balance()).toBe(before + 100_000n);
    const again = await adjust({ amount: '1000.00', idempotencyKey: key });
    expect(again.json().value).toMatchObject({ status: 'applied', replayed: true });
    expect(again.json().value.transactionId).toBe(res.json().value.transactionId);
    expect(await balance()).toBe(before + 100_000n);
    const other = await adjust({ amount: '999.00', idempotencyKey: key });
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await ledgerRows(`adjust:${key}`)).toHaveLength(1);
  });

  it('answers concurrent repeats of one create as one adjustment, at once or pending', async () => {
    const before = await balance();
    const now = randomUUID();
    const later = randomUUID();
    const [small, large] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => adjust({ amount: '10.00', idempotencyKey: now }))),
      Promise.all(Array.from({ length: 6 }, () => adjust({ amount: '2000.00', idempotencyKey: later }))),
    ]);
    expect(new Set(small.map((r) => r.json().value.transactionId as number)).size).toBe(1);
    expect(small.filter((r) => !r.json().value.replayed)).toHaveLength(1);
    expect(new Set(large.map((r) => r.json().value.approvalId as number)).size).toBe(1);
    expect(large.filter((r) => !r.json().value.replayed)).toHaveLength(1);
    expect(await balance()).toBe(before + 1_000n);
    const id = large[0]?.json().value.approvalId as number;
    expect((await decide(id, 'reject', 'checker', 'duplicate of a paid claim')).json().value.status).toBe('rejected');
  });

  it('keeps a larger one pending until a second staff member approves it; the maker may not decide it', async () => {
    const before = await balance();
    const key = randomUUID();
    const id = await pending({ idempotencyKey: key });
    expect(await balance()).toBe(before);
    // A repeat answers the request, even once the threshold would let it apply at once.
    await setThreshold(200_000n);
    const retry = await adjust({ amount: '1500.00', idempotencyKey: key });
    expect(retry.json().value).toMatchObject({ status: 'pending', approvalId: id, replayed: true });
    await setThreshold(100_000n);
    expect(await balance()).toBe(before);
    for (const decision of ['approve', 'reject'] as const) {
      const own = await decide(id, decision, 'maker');
      expect([own.statusCode, own.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    }
    const notMaker = await decide(id, 'cancel', 'checker');
    expect([notMaker.statusCode, notMaker.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await balance()).toBe(before);
    const ok = await decide(id, 'approve', 'checker', 'matches the outage report');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'applied', maker: 'finance', checker: 'finance2' });
    expect(ok.json().value.result).toMatchObject({ balanceAfter: formatMinor(before + 150_000n) });
    expect(await balance()).toBe(before + 150_000n);
    const twice = await decide(id, 'approve', 'owner');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'APPROVAL_NOT_PENDING']);
    const repeat = await adjust({ amount: '1500.00', idempotencyKey: key });
    expect(repeat.json().value).toMatchObject({ status: 'applied', approvalId: id, replayed: true });
    expect(await balance()).toBe(before + 150_000n);
  });

  it('answers exactly one of 15 concurrent approvals; the money moves once', async () => {
    const before = await balance();
    const key = randomUUID();
    const id = await pending({ idempotencyKey: key });
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => decide(id, 'approve', i % 2 ? 'checker' : 'owner')),
    );
    const codes = results.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'APPROVAL_NOT_PENDING')).toHaveLength(14);
    expect(await balance()).toBe(before + 150_000n);
    expect(await ledgerRows(`adjust:${key}`)).toHaveLength(1);
  });

  it('decides concurrent approve and reject one way only', async () => {
    for (let round = 0; round < 4; round++) {
      const before = await balance();
      const id = await pending();
      const [approve, reject] = await Promise.all([decide(id, 'approve', 'checker'), decide(id, 'reject', 'owner')]);
      const winners = [approve, reject].filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      const loser = approve.statusCode === 200 ? reject : approve;
      expect(loser.json().code).toBe('APPROVAL_NOT_PENDING');
      const applied = approve.statusCode === 200;
      expect(await balance()).toBe(applied ? before + 150_000n : before);
    }
  });

  it('lets the maker cancel their own pending request', async () => {
    const before = await balance();
    const id = await pending();
    const res = await decide(id, 'cancel', 'maker', 'wrong member');
    expect(res.json().value).toMatchObject({ status: 'cancelled', checker: 'finance', decisionReason: 'wrong member' });
    const late = await decide(id, 'approve', 'checker');
    expect(late.json().code).toBe('APPROVAL_NOT_PENDING');
    expect(await balance()).toBe(before);
  });

  it('never takes a balance below zero: refused at once, or at approval with the request left pending', async () => {
    const before = await balance();
    const beyond = formatMinor(before + 1n);
    const cli = (...args: string[]) => runAdjustmentCommand(t.database.db, 'FORTUNA', args, '', 'cli:test');
    expect(await cli('adjustments', 'threshold')).toBe('adjustment approval threshold: 1000.00');
    await expect(cli('adjustments', 'threshold', '-1')).rejects.toThrow(/not an amount/);
    expect(await setThreshold(toMinor('100000000.00'))).toBe('adjustment approval threshold: 100000000.00');
    const now = await adjust({ direction: 'debit', amount: beyond });
    expect([now.statusCode, now.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    await setThreshold(0n);
    const count = async () =>
      (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM approval_request`))[0]?.n;
    const requests = await count();
    const asked = await adjust({ direction: 'debit', amount: beyond });
    expect([asked.statusCode, asked.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await count()).toBe(requests);
    // Two debits of the whole balance: the second finds it spent when approved.
    const first = await pending({ direction: 'debit', amount: formatMinor(before) });
    const second = await pending({ direction: 'debit', amount: formatMinor(before) });
    expect((await decide(first, 'approve', 'checker')).statusCode).toBe(200);
    const refused = await decide(second, 'approve', 'checker');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await balance()).toBe(0n);
    const list = await consoleCall(t.app, 'GET', '/console/api/approvals?status=pending', tokens.checker);
    expect(list.json().value.list.map((r: { id: number }) => r.id)).toContain(second);
    await decide(second, 'reject', 'checker', 'balance spent');
    await setThreshold(toMinor('100000000.00'));
    expect((await adjust({ amount: formatMinor(before) })).json().value.status).toBe('applied');
    await setThreshold(100_000n);
  });

  it('lists requests by status and kind, newest first, with paging', async () => {
    const page = await consoleCall(
      t.app,
      'GET',
      '/console/api/approvals?kind=balanceAdjustment&pageSize=2',
      tokens.owner,
    );
    expect(page.statusCode).toBe(200);
    const value = page.json().value;
    expect(value.list).toHaveLength(2);
    expect(value.list[0].id).toBeGreaterThan(value.list[1].id);
    expect(value.total).toBeGreaterThan(2);
    const cancelled = await consoleCall(t.app, 'GET', '/console/api/approvals?status=cancelled', tokens.maker);
    expect(cancelled.json().value.list.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);
    expect(cancelled.json().value.total).toBe(1);
    const one = await consoleCall(t.app, 'GET', `/console/api/approvals/${value.list[0].id}`, tokens.checker);
    expect(one.json().value).toEqual(value.list[0]);
    expect((await consoleCall(t.app, 'GET', '/console/api/approvals/987654', tokens.checker)).statusCode).toBe(404);
    const settings = await consoleCall(t.app, 'GET', '/console/api/adjustments/settings', tokens.maker);
    expect(settings.json().value).toEqual({ approvalThreshold: '1000.00' });
  });

  it('refuses support (403) and bad input with clear errors, never a 500', async () => {
    expect((await adjust({ amount: '1.00' }, 'support')).statusCode).toBe(403);
    expect((await consoleCall(t.app, 'GET', '/console/api/approvals', tokens.support)).statusCode).toBe(403);
    const bad: Array<[Record<string, unknown>, number]> = [
      [{ amount: '0.00' }, 400],
      [{ amount: '-5' }, 400],
      [{ amount: 5 }, 400],
      [{ amount: 'abc' }, 400],
      [{ amount: '1.234' }, 400],
      [{ amount: '' }, 400],
      [{ reason: '' }, 400],
      [{ category: 'gift' }, 400],
      [{ idempotencyKey: 'x' }, 400],
      [{ memberId: 987_654, amount: '1.00' }, 404],
      [{ memberId: 'abc' }, 400],
    ];
    for (const [body, status] of bad) expect((await adjust(body)).statusCode, JSON.stringify(body)).toBe(status);
    expect((await decide(987_654, 'approve', 'checker')).statusCode).toBe(404);
    const junk = await consoleCall(t.app, 'POST', '/console/api/approvals/abc/approve', tokens.checker, {});
    expect(junk.statusCode).toBe(400);
  });

  it('shows the member its adjustments, keeps the audit chain whole and the books balanced', async () => {
    const member = await login(t.app, { username: 'demo', password: 'Demo1234', withImage: true });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const record = await t.app.inject({
      url: `/wps/member/transactions?startDate=${today}&endDate=${today}`,
      headers: { authorization: `Bearer ${member.json().value.token as string}` },
    });
    const lines = record.json().value.list as Array<{ event: string; reference: string; amount: string }>;
    expect(
      lines.some((l) => l.event === 'ADJUSTMENT' && l.reference === 'compensation' && l.amount === '1500.00'),
    ).toBe(true);
    const chain = await consoleCall(t.app, 'GET', '/console/api/audit/chain', tokens.owner);
    expect(chain.json().value).toMatchObject({ ok: true, firstBroken: null });
    const actions = await queryRows<{ action: string; n: string }>(
      t.database.db,
      sql`SELECT action, count(*) AS n FROM audit_chain WHERE action LIKE 'approval.%' OR action = 'balance.adjust' GROUP BY action`,
    );
    const byAction = Object.fromEntries(actions.map((a) => [a.action, Number(a.n)]));
    expect(byAction).toMatchObject({ 'approval.approve': expect.any(Number), 'approval.reject': expect.any(Number) });
    expect(byAction['approval.cancel']).toBe(1);
    const [approved] = await queryRows<{ ip: string; reason: string; before: { status: string } }>(
      t.database.db,
      sql`SELECT ip, reason, before FROM audit_chain WHERE action = 'approval.approve' ORDER BY seq LIMIT 1`,
    );
    expect(approved).toMatchObject({
      ip: '10.9.8.7',
      reason: 'matches the outage report',
      before: { status: 'pending' },
    });
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
});
