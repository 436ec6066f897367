import { describe, expect, it } from 'vitest';
import { retryOwed } from '../src/modules/agent-settlement/settlement-retry.js';
import { settleDue } from '../src/modules/agent-settlement/settlement-service.js';
import { memberMain } from '../src/modules/agent-settlement/settlement-payments.js';
import { insertMember } from './console-members-helpers.js';
import { login } from './identity-helpers.js';
import { ageMembers } from './team-helpers.js';
import { addContract, billPostings, billsOf, settlementKit } from './agent-settlement-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

// Market day D = 20 November (Asia/Manila, UTC+8): 2026-11-19T16:00Z to 2026-11-20T16:00Z.
const ACCEPTED = new Date('2026-11-18T00:00:00Z');
const IN_D = new Date('2026-11-20T02:00:00Z');
const D_START = '2026-11-19 16:00:00+00';
const NEXT_DAY = new Date('2026-11-20T17:00:00Z');

describe.each(TEST_DATABASES)('agent settlement on %s', (kind) => {
  const t = useTestApp(kind);
  const { deps, balance, play } = settlementKit(t, 'as');

  it('pays the worked example of the level-difference rule once (DAILY, day D on D+1)', async () => {
    const db = t.database.db;
    const a = await insertMember(db, { username: 'lvA', type: 1 });
    const b = await insertMember(db, { username: 'lvB', type: 1, parentId: a });
    const pa = await insertMember(db, { username: 'lvPA', parentId: a });
    const pb = await insertMember(db, { username: 'lvPB', parentId: b });
    await ageMembers(db, 12);
    // A's team bets 1.2M (of which B's team 500k), in minor units.
    await play(pa, IN_D, 70_000_000);
    await play(pb, IN_D, 50_000_000);
    await addContract(db, {
      kind: 'DAILY',
      memberId: a,
      uplineId: null,
      at: ACCEPTED,
      tiers: [
        { rate: 100, validBet: 1_000_000 },
        { rate: 200, validBet: 100_000_000, active: 2 },
      ],
    });
    await addContract(db, {
      kind: 'DAILY',
      memberId: b,
      uplineId: a,
      at: ACCEPTED,
      tiers: [
        { rate: 100, validBet: 1_000_000 },
        { rate: 150, validBet: 40_000_000 },
      ],
    });
    await t.app.teamRollups.catchUp(NEXT_DAY);

    // Day D is not settled before it ends.
    await settleDue(deps(), 'DAILY', new Date('2026-11-20T15:00:00Z'));
    expect((await billsOf(db, 'DAILY')).filter((r) => r.period_start === D_START)).toEqual([]);

    const done = await settleDue(deps(), 'DAILY', NEXT_DAY);
    expect(done.periods).toBeGreaterThan(0);
    const day = (await billsOf(db, 'DAILY')).filter((r) => r.period_start === D_START);
    expect(
      day.map((r) => [
        Number(r.member_id),
        r.status,
        r.tier,
        r.rate,
        r.team_valid_bet,
        r.gross,
        r.downline_total,
        r.net,
        r.paid,
        r.payer_id,
      ]),
    ).toEqual([
      [a, 'ISSUED', 2, 200, '120000000', '2400000', '750000', '1650000', '2400000', null],
      [b, 'ISSUED', 2, 150, '50000000', '750000', '0', '750000', '750000', String(a)],
    ]);
    // The day before D: nobody bet, nothing reached.
    expect(
      (await billsOf(db, 'DAILY')).filter((r) => r.period_start !== D_START).every((r) => r.status === 'NOT_REACHED'),
    ).toBe(true);
    expect(await balance(a)).toBe(1_650_000n);
    expect(await balance(b)).toBe(750_000n);

    // Run again (and later): nothing moves twice.
    await settleDue(deps(), 'DAILY', NEXT_DAY);
    await settleDue(deps(), 'DAILY', new Date(NEXT_DAY.getTime() + 3_600_000));
    expect(await balance(a)).toBe(1_650_000n);
    expect(await billPostings(db)).toMatchObject({ n: '2', keys: '2', total: '3150000' });
    expect(await t.app.services.ledger.checkInvariants()).toMatchObject({ ok: true });
  });

  it('the agent reads its daily salary records and its income (relays)', async () => {
    const token = (await login(t.app, { username: 'lvA', password: 'Old12345' })).json().value.token as string;
    const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const records = await get('/wps/agent/bills?kind=DAILY&startDate=2026-11-19&endDate=2026-11-20');
    expect(records.statusCode).toBe(200);
    expect(records.json().value).toMatchObject({
      total: 2,
      totals: { gross: '24000.00', net: '16500.00', received: '24000.00' },
      list: [
        {
          periodStart: '2026-11-19T16:00:00.000Z',
          status: 'ISSUED',
          tier: 2,
          rate: 200,
          teamValidBet: '1200000.00',
          gross: '24000.00',
          downlineTotal: '7500.00',
          net: '16500.00',
          paidBy: 'PLATFORM',
        },
        { status: 'NOT_REACHED', gross: '0.00' },
      ],
    });
    expect(
      (await get('/wps/agent/bills?kind=DAILY&startDate=2026-11-20&endDate=2026-11-20&status=ISSUED')).json().value
        .total,
    ).toBe(1);
    expect((await get('/wps/agent/bills?kind=WEEKLY&startDate=2026-11-20&endDate=2026-11-20')).statusCode).toBe(400);
    const income = (await get('/wps/agent/income?startDate=2026-11-20&endDate=2026-11-20')).json().value;
    expect(income.days).toEqual([{ date: '2026-11-20', kinds: expect.any(Object) }]);
    expect(income.totals.DAILY).toEqual({
      gross: '24000.00',
      net: '16500.00',
      received: '24000.00',
      paidDown: '7500.00',
    });
  });

  it('every payer state: INSUFFICIENT and PART_RECEIVED, arrears block, retried until paid (HOURLY)', async () => {
    const db = t.database.db;
    // X's own tiers ask far more than its team bets (NOT_REACHED); Y, its downline, reaches its tier.
    const x = await insertMember(db, { username: 'payX', type: 1 });
    const y = await insertMember(db, { username: 'payY', type: 1, parentId: x });
    const py = await insertMember(db, { username: 'payPY', parentId: y });
    const hour = new Date('2026-11-21T03:00:00Z');
    await play(py, new Date(hour.getTime() + 10 * 60_000), 10_000_000);
    await addContract(db, {
      kind: 'HOURLY',
      memberId: x,
      uplineId: null,
      at: new Date('2026-11-21T02:30:00Z'),
      tiers: [{ rate: 100, validBet: 900_000_000 }],
    });
    await addContract(db, {
      kind: 'HOURLY',
      memberId: y,
      uplineId: x,
      at: new Date('2026-11-21T02:30:00Z'),
      tiers: [{ rate: 100, validBet: 1_000_000 }],
    });
    const after = new Date('2026-11-21T04:06:00Z');
    await t.app.teamRollups.catchUp(after);
    // Not before the hour's 5 minutes of grace.
    await settleDue(deps(), 'HOURLY', new Date('2026-11-21T04:03:00Z'));
    expect(await billsOf(db, 'HOURLY')).toEqual([]);
    await settleDue(deps(), 'HOURLY', after);
    const owed = await billsOf(db, 'HOURLY');
    expect(owed.map((r) => [Number(r.member_id), r.status, r.gross, r.paid])).toEqual([
      [x, 'INSUFFICIENT', '0', '0'],
      [y, 'PART_RECEIVED', '100000', '0'],
    ]);
    // X may neither withdraw nor transfer while it owes Y.
    await expect(
      t.app.services.withdrawals.request(
        x,
        { amount: '100.00', payoutAccountId: 1, paymentPassword: 'x' } as never,
        '127.0.0.1',
      ),
    ).rejects.toMatchObject({ code: 'AGENT_IN_ARREARS' });
    await expect(
      t.app.services.transfers.toDownline({ id: x, ip: '127.0.0.1' }, {
        downline: 'payY',
        amount: '1.00',
        paymentPassword: 'x',
      } as never),
    ).rejects.toMatchObject({ code: 'AGENT_IN_ARREARS' });

    // X gets 400.00: a retry pays that much, still owed in part.
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: 'test:fund-x-1',
      postings: [
        { account: memberMain(x), amount: 40_000n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'ADJUSTMENTS' }, amount: -40_000n },
      ],
    });
    await retryOwed(deps(), after);
    expect((await billsOf(db, 'HOURLY')).map((r) => [r.status, r.paid])).toEqual([
      ['INSUFFICIENT', '0'],
      ['PART_RECEIVED', '40000'],
    ]);
    expect(await balance(x)).toBe(0n);
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: 'test:fund-x-2',
      postings: [
        { account: memberMain(x), amount: 100_000n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'ADJUSTMENTS' }, amount: -100_000n },
      ],
    });
    await retryOwed(deps(), after);
    await retryOwed(deps(), after);
    expect((await billsOf(db, 'HOURLY')).map((r) => [r.status, r.paid])).toEqual([
      ['NOT_REACHED', '0'],
      ['ISSUED', '100000'],
    ]);
    expect(await balance(x)).toBe(40_000n);
    expect(await balance(y)).toBe(100_000n);
    await expect(
      t.app.services.transfers.toDownline({ id: x, ip: '127.0.0.1' }, {
        downline: 'payY',
        amount: '1.00',
        paymentPassword: 'x',
      } as never),
    ).rejects.not.toMatchObject({ code: 'AGENT_IN_ARREARS' });
    expect(await t.app.services.ledger.checkInvariants()).toMatchObject({ ok: true });
  });
});
