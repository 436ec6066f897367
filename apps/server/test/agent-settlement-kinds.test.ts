import { describe, expect, it } from 'vitest';
import { decideDividend } from '../src/modules/agent-settlement/settlement-retry.js';
import { settleDue } from '../src/modules/agent-settlement/settlement-service.js';
import { queryRows } from '../src/platform/db.js';
import { sql } from 'drizzle-orm';
import { insertMember } from './console-members-helpers.js';
import { ageMembers } from './team-helpers.js';
import { addContract, billPostings, billsOf, settlementKit } from './agent-settlement-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)('agent dividends and real-time salary on %s', (kind) => {
  const t = useTestApp(kind);
  const { deps, balance, play } = settlementKit(t, 'ak');
  const noAudit = async () => undefined;

  it('dividends carry team winnings forward, wait for approval top-down, and pay once', async () => {
    const db = t.database.db;
    const a = await insertMember(db, { username: 'dvA', type: 1 });
    const b = await insertMember(db, { username: 'dvB', type: 1, parentId: a });
    const pa = await insertMember(db, { username: 'dvPA', parentId: a });
    const pb = await insertMember(db, { username: 'dvPB', parentId: b });
    await ageMembers(db, 12);
    // 20 Nov (Manila): B's player wins 2M net; 21 Nov: B's player loses 5M, A's loses 4M.
    await play(pb, new Date('2026-11-20T02:00:00Z'), 1_000_000, 3_000_000);
    await play(pb, new Date('2026-11-21T02:00:00Z'), 5_000_000);
    await play(pa, new Date('2026-11-21T03:00:00Z'), 4_000_000);
    const at = new Date('2026-11-19T00:00:00Z');
    await addContract(db, {
      kind: 'DIVIDEND',
      period: 'DAILY',
      memberId: a,
      uplineId: null,
      at,
      tiers: [{ rate: 3000, validBet: 0, teamLoss: 1 }],
    });
    await addContract(db, {
      kind: 'DIVIDEND',
      period: 'DAILY',
      memberId: b,
      uplineId: a,
      at,
      tiers: [{ rate: 2000, validBet: 0, teamLoss: 1 }],
    });
    const now = new Date('2026-11-21T17:00:00Z');
    await t.app.teamRollups.catchUp(now);
    await settleDue(deps(), 'DIVIDEND', now);
    const bills = await billsOf(db, 'DIVIDEND');
    expect(bills.map((r) => [Number(r.member_id), r.period_start, r.status, r.gross, r.downline_total, r.net])).toEqual(
      [
        [a, '2026-11-19 16:00:00+00', 'NOT_REACHED', '0', '0', '0'],
        [b, '2026-11-19 16:00:00+00', 'NOT_REACHED', '0', '0', '0'],
        // A: (9M lost − 2M carried) × 30 %; B: (5M − 2M) × 20 %; A keeps the difference.
        [a, '2026-11-20 16:00:00+00', 'UNAPPROVED', '2100000', '600000', '1500000'],
        [b, '2026-11-20 16:00:00+00', 'UNAPPROVED', '600000', '0', '600000'],
      ],
    );
    const [billA, billB] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id::text FROM agent_bill WHERE kind = 'DIVIDEND' AND status = 'UNAPPROVED' ORDER BY depth`,
    );
    const decide = (id: string, decision: 'APPROVE' | 'REJECT') =>
      decideDividend({ ...deps(), audit: noAudit }, Number(id), { staffId: 1, decision }, now);
    // The console's queue; top-down: B waits for A.
    const staff = await staffToken(t.app, db, 'owner');
    const queue = (
      await consoleCall(t.app, 'GET', '/console/api/agent-bills?kind=DIVIDEND&status=UNAPPROVED', staff)
    ).json().value;
    expect(
      queue.list.map((r: { username: string; waitsForUpline: boolean; payer: string | null }) => [
        r.username,
        r.waitsForUpline,
        r.payer,
      ]),
    ).toEqual([
      ['dvA', false, null],
      ['dvB', true, 'dvA'],
    ]);
    await expect(decide(billB!.id, 'APPROVE')).rejects.toMatchObject({ code: 'CONFLICT' });
    const approved = await consoleCall(t.app, 'POST', `/console/api/agent-bills/${billA!.id}/decision`, staff, {
      decision: 'APPROVE',
      reason: 'checked',
    });
    expect(approved.json().value).toEqual({ status: 'ISSUED', paid: '21000.00' });
    const runs = (await consoleCall(t.app, 'GET', '/console/api/agent-settlement/runs?kind=DIVIDEND', staff)).json()
      .value;
    expect(runs.list[0]).toMatchObject({
      kind: 'DIVIDEND',
      period: 'DAILY',
      bills: 2,
      gross: '27000.00',
      paid: '0.00',
    });
    await expect(decide(billA!.id, 'APPROVE')).rejects.toMatchObject({ code: 'APPROVAL_NOT_PENDING' });
    expect((await decide(billB!.id, 'APPROVE')).status).toBe('ISSUED');
    expect(await balance(a)).toBe(1_500_000n);
    expect(await balance(b)).toBe(600_000n);
    // Settling again pays nothing more.
    await settleDue(deps(), 'DIVIDEND', new Date(now.getTime() + 86_400_000));
    expect(await billPostings(db)).toMatchObject({ n: '2', keys: '2', total: '2700000' });
    expect(await t.app.services.ledger.checkInvariants()).toMatchObject({ ok: true });
  });

  it('real-time salary: tier from the day so far, rate on each 5-minute window', async () => {
    const db = t.database.db;
    const r = await insertMember(db, { username: 'rtA', type: 1 });
    const p = await insertMember(db, { username: 'rtP', parentId: r });
    await play(p, new Date('2026-11-22T01:01:00Z'), 6_000_000);
    await play(p, new Date('2026-11-22T01:06:00Z'), 6_000_000);
    await addContract(db, {
      kind: 'REALTIME',
      memberId: r,
      uplineId: null,
      at: new Date('2026-11-22T00:50:00Z'),
      tiers: [
        { rate: 50, validBet: 1 },
        { rate: 100, validBet: 10_000_000 },
      ],
    });
    const now = new Date('2026-11-22T01:12:00Z');
    await t.app.teamRollups.catchUp(now);
    await settleDue(deps(), 'REALTIME', now);
    await settleDue(deps(), 'REALTIME', now);
    const bills = (await billsOf(db, 'REALTIME')).filter((x) => Number(x.member_id) === r);
    expect(bills.map((x) => [x.period_start, x.tier, x.rate, x.gross, x.status])).toEqual([
      ['2026-11-22 01:00:00+00', 1, 50, '30000', 'ISSUED'],
      ['2026-11-22 01:05:00+00', 2, 100, '60000', 'ISSUED'],
    ]);
    expect(await balance(r)).toBe(90_000n);
  });
});
