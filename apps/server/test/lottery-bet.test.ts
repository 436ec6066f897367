import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';
import { balanceOf, bearer, lotteryGame, lotteryPlayers, openTestIssues, setRisk, slipKey } from './lottery-helpers.js';

/** Placing slips through HTTP: one debit per slip, tickets with fixed odds, every limit refused whole. */
describe.each(TEST_DATABASES)('lottery slips on %s', (kind) => {
  const clock = testClock('2026-11-26T10:00:30Z');
  const t = useTestApp(kind, { clock: clock.now });
  let game: { id: number; gameCode: string; vassalage: string };
  let seq = 0;

  async function setUp(funds = 1_000_000n) {
    game ??= await lotteryGame(t.database.db, 'SSC');
    const prefix = `B${++seq}x`;
    // Each set-up's issues draw after the previous set-up's (one game, distinct draw times).
    const start = new Date(clock.now().getTime() + (seq - 1) * 300_000);
    await openTestIssues(t.database.db, game.id, prefix, start, 5);
    const [member] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: `lb${kind[0]}${seq}p`, funds });
    return { prefix, member: member!, start };
  }

  const place = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/lotto/lgw/orders', headers: bearer(token), payload: body });
  const slip = (issueCode: string, lines: unknown[], more: Record<string, unknown> = {}) => ({
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    issueCode,
    lines,
    idempotencyKey: slipKey(),
    ...more,
  });
  const number = (digits: number[], unit = '2.00', multiple = 1) => ({
    kind: 'SSC_POSITION_NUMBER',
    selection: { ball: 1, digits },
    unit,
    multiple,
  });

  it('accepts a slip of two kinds: one debit, one ticket with the odds fixed, a round in the betting record', async () => {
    await setRisk(t.database.db, (game ??= await lotteryGame(t.database.db, 'SSC')).id, {});
    const { prefix, member } = await setUp();
    const res = await place(
      member.token,
      slip(`${prefix}01`, [
        number([1, 2, 3], '2.00', 5),
        { kind: 'SSC_SUM_SIDE', selection: { pick: 'BIG' }, unit: '1.00', multiple: 10 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ total: '40.00', balance: '9960.00', chaseId: null, replayed: false });
    expect(value.tickets).toHaveLength(1);
    expect(value.tickets[0]).toMatchObject({
      issueCode: `${prefix}01`,
      status: 'PENDING',
      stake: '40.00',
      maxPayout: '316.80', // 3 × 10.00 × 9.9 + 10.00 × 1.98
      cancellable: true,
      lines: [
        { kind: 'SSC_POSITION_NUMBER', notes: 3, stake: '30.00', odds: [{ key: 'n', notes: 3, oddsBp: 99_000 }] },
        { kind: 'SSC_SUM_SIDE', notes: 1, stake: '10.00', odds: [{ key: 'n', notes: 1, oddsBp: 19_800 }] },
      ],
    });
    expect(await balanceOf(t.app, member.id)).toBe(996_000n);
    const rounds = await queryRows<{ status: string; bet_amount: string }>(
      t.database.db,
      sql`SELECT status, bet_amount::text FROM game_round WHERE provider = 'LOTTERY' AND member_id = ${member.id}`,
    );
    expect(rounds).toEqual([{ status: 'OPEN', bet_amount: '4000' }]);
  });

  it('answers a retry with the first result, and refuses the same key with another slip', async () => {
    const { prefix, member } = await setUp();
    const body = slip(`${prefix}01`, [number([7])]);
    const first = await place(member.token, body);
    const again = await place(member.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.replayed).toBe(true);
    expect(again.json().value.tickets.map((x: { ticketId: number }) => x.ticketId)).toEqual(
      first.json().value.tickets.map((x: { ticketId: number }) => x.ticketId),
    );
    const other = await place(member.token, { ...body, lines: [number([8])] });
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await balanceOf(t.app, member.id)).toBe(1_000_000n - 200n);
  });

  it('buys a chase of three issues in one debit, one ticket per issue', async () => {
    const { prefix, member } = await setUp();
    const res = await place(
      member.token,
      slip(`${prefix}02`, [number([4])], { chase: { issues: 3, stopOnWin: true } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.tickets.map((x: { issueCode: string }) => x.issueCode)).toEqual([
      `${prefix}02`,
      `${prefix}03`,
      `${prefix}04`,
    ]);
    expect(value.total).toBe('6.00');
    expect(value.chaseId).toEqual(expect.any(Number));
    expect(new Set(value.tickets.map((x: { chaseId: number }) => x.chaseId))).toEqual(new Set([value.chaseId]));
    const debits = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM ledger_transaction WHERE idempotency_key LIKE ${`lottery:slip:${member.id}:%`}`,
    );
    expect(debits[0]?.n).toBe('1');
    // Past the issues open so far, the issues the game keeps ahead are opened and bought.
    const longer = await place(
      member.token,
      slip(`${prefix}04`, [number([4])], { chase: { issues: 5, stopOnWin: false } }),
    );
    expect(longer.statusCode, longer.body).toBe(200);
    const codes = longer.json().value.tickets.map((x: { issueCode: string }) => x.issueCode);
    expect(codes.slice(0, 2)).toEqual([`${prefix}04`, `${prefix}05`]);
    expect(codes).toHaveLength(5);
  });

  it('refuses a chase past the issues a game keeps open, naming the field', async () => {
    const vn = await lotteryGame(t.database.db, 'VN_NORTH');
    await openTestIssues(t.database.db, vn.id, 'VNX', new Date(clock.now().getTime() + 3_000_000), 2);
    const [member] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: `lb${kind[0]}vn`, funds: 10_000_000n });
    const res = await place(member!.token, {
      gameCode: vn.gameCode,
      vassalage: vn.vassalage,
      issueCode: 'VNX01',
      lines: [{ kind: 'VN_DE', selection: { numbers: ['27'] }, unit: '1.00', multiple: 1 }],
      chase: { issues: 50, stopOnWin: false },
      idempotencyKey: slipKey(),
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().value.errors[0].path).toBe('body.chase.issues');
  });

  it('refuses a slip after its issue’s sale end by the server clock, and an unknown issue', async () => {
    const { prefix, member, start } = await setUp();
    const accepted = slip(`${prefix}01`, [number([2])]);
    expect((await place(member.token, accepted)).statusCode).toBe(200);
    const ahead = start.getTime() - clock.now().getTime() + 60_000 - 10_000 + 1;
    clock.tick(ahead); // the first issue's sale ended 1 ms ago
    try {
      const late = await place(member.token, slip(`${prefix}01`, [number([1])]));
      expect([late.statusCode, late.json().code]).toEqual([409, 'SALE_CLOSED']);
      // A retry of the slip accepted before the sale ended still gets its answer.
      const retry = await place(member.token, accepted);
      expect([retry.statusCode, retry.json().value.replayed]).toEqual([200, true]);
      const next = await place(member.token, slip(`${prefix}02`, [number([1])]));
      expect(next.statusCode).toBe(200);
    } finally {
      clock.tick(-ahead);
    }
    const unknown = await place(member.token, slip('NOPE01', [number([1])]));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a kind the game lacks and a selection its kind refuses', async () => {
    const { prefix, member } = await setUp();
    const k3 = await place(
      member.token,
      slip(`${prefix}01`, [{ kind: 'K3_FACE', selection: { faces: [1] }, unit: '1.00', multiple: 1 }]),
    );
    expect([k3.statusCode, k3.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(k3.json().value.errors[0].path).toBe('body.lines.0.kind');
    const dup = await place(member.token, slip(`${prefix}01`, [number([1, 1])]));
    expect([dup.statusCode, dup.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(dup.json().value.errors[0].path).toBe('body.lines.0.selection');
  });

  it('names the minimum and maximum stake of the kind, and the line', async () => {
    const { prefix, member } = await setUp();
    await setRisk(t.database.db, game.id, { limits: { SSC_POSITION_NUMBER: { minStake: 500, maxStake: 2_000 } } });
    try {
      const low = await place(member.token, slip(`${prefix}01`, [number([1, 2])]));
      expect([low.statusCode, low.json().code]).toEqual([409, 'LOTTERY_LIMIT']);
      expect(low.json().value).toEqual({ limit: 'minStake', value: '5.00', kind: 'SSC_POSITION_NUMBER', line: 1 });
      const high = await place(member.token, slip(`${prefix}01`, [number([1], '2.00', 5), number([2], '2.00', 11)]));
      expect(high.json().value).toEqual({ limit: 'maxStake', value: '20.00', kind: 'SSC_POSITION_NUMBER', line: 2 });
      expect(await balanceOf(t.app, member.id)).toBe(1_000_000n);
    } finally {
      await setRisk(t.database.db, game.id, {});
    }
  });

  it('caps the stake on one number of one issue across players, naming the number', async () => {
    const { prefix, member } = await setUp();
    const [other] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: `lb${kind[0]}${seq}q`, funds: 1_000_000n });
    await setRisk(t.database.db, game.id, { limits: { '*': { maxPerNumber: 1_000 } } });
    try {
      expect((await place(member.token, slip(`${prefix}01`, [number([5], '2.00', 3)]))).statusCode).toBe(200);
      const over = await place(other!.token, slip(`${prefix}01`, [number([6, 5], '2.00', 3)]));
      expect([over.statusCode, over.json().code]).toEqual([409, 'LOTTERY_LIMIT']);
      expect(over.json().value).toEqual({
        limit: 'maxPerNumber',
        value: '10.00',
        kind: 'SSC_POSITION_NUMBER',
        number: '5',
        line: 1,
      });
      // Refused whole: the 6 was not counted either, and nothing was debited.
      expect(await balanceOf(t.app, other!.id)).toBe(1_000_000n);
      expect((await place(other!.token, slip(`${prefix}01`, [number([6, 5], '2.00', 2)]))).statusCode).toBe(200);
      // Another issue has its own counter.
      expect((await place(other!.token, slip(`${prefix}02`, [number([5], '2.00', 5)]))).statusCode).toBe(200);
    } finally {
      await setRisk(t.database.db, game.id, {});
    }
  });

  it('caps a player’s potential payout on one issue over several slips', async () => {
    const { prefix, member } = await setUp();
    await setRisk(t.database.db, game.id, { maxPayoutPerPlayer: 10_000 });
    try {
      // 5.00 on a number pays 49.50: two slips fit under 100.00, the third would not.
      for (let i = 0; i < 2; i++)
        expect((await place(member.token, slip(`${prefix}01`, [number([i], '5.00')]))).statusCode).toBe(200);
      const third = await place(member.token, slip(`${prefix}01`, [number([9], '5.00')]));
      expect(third.json()).toMatchObject({ code: 'LOTTERY_LIMIT', value: { limit: 'maxPayout', value: '100.00' } });
    } finally {
      await setRisk(t.database.db, game.id, {});
    }
  });

  it('refuses a closed number and pays a restricted one its share of the odds', async () => {
    const { prefix, member } = await setUp();
    await setRisk(t.database.db, game.id, { closed: ['*:4'], restricted: { 'SSC_POSITION_NUMBER:b1:3': 50 } });
    try {
      const closed = await place(member.token, slip(`${prefix}01`, [number([3]), number([2, 4])]));
      expect(closed.json()).toMatchObject({
        code: 'NUMBER_CLOSED',
        value: { kind: 'SSC_POSITION_NUMBER', number: '4', line: 2 },
      });
      const cut = await place(member.token, slip(`${prefix}01`, [number([3])]));
      expect(cut.json().value.tickets[0].lines[0].odds[0].oddsBp).toBe(49_500);
    } finally {
      await setRisk(t.database.db, game.id, {});
    }
  });

  it('refuses a slip the balance does not cover', async () => {
    const { prefix, member } = await setUp(100n);
    const res = await place(member.token, slip(`${prefix}01`, [number([1])]));
    expect([res.statusCode, res.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const none = await queryRows(t.database.db, sql`SELECT 1 FROM lottery_ticket WHERE member_id = ${member.id}`);
    expect(none).toEqual([]);
  });

  it('sends trial accounts to register and visitors to log in', async () => {
    game ??= await lotteryGame(t.database.db, 'SSC');
    const [trial] = await lotteryPlayers(t.app, t.database.db, 1, {
      prefix: `lb${kind[0]}trial`,
      type: MEMBER_TYPE.TRIAL,
    });
    const body = slip('ANY01', [number([1])]);
    expect((await place(trial!.token, body)).json().code).toBe('TRIAL_NOT_ALLOWED');
    const visitor = await t.app.inject({ method: 'POST', url: '/lotto/lgw/orders', payload: body });
    expect(visitor.statusCode).toBe(401);
  });
});
