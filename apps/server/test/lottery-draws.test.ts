import { describe, expect, it } from 'vitest';
import { MEMBER_EVENTS } from '../src/platform/realtime.js';
import { AppError } from '../src/platform/errors.js';
import type { LotteryService } from '../src/modules/lottery/lottery-module.js';
import type { LedgerService } from '../src/modules/wallet/ledger-service.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db.js';
import { addChase, addGame, addIssue, buy, fund, KNOWN_SEED, roundOf, ticketOf } from './lottery-core-helpers.js';
import { lotteryPlayers } from './lottery-helpers.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));
const main = (memberId: number) => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
const TIGER = [{ kind: 'SSC_DRAGON_TIGER', selection: { pick: 'TIGER' }, unit: 200, multiple: 3 }];

describe.each(TEST_DATABASES)('lottery draws, voids and refunds on %s', (kind) => {
  const clock = testClock('2026-11-26T10:00:00Z');
  const t = useTestApp(kind, { clock: clock.now });
  const services = () => t.app.services as unknown as { lottery: LotteryService; ledger: LedgerService };
  const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  it('a known seed gives a known result, and the verification endpoint agrees', async () => {
    const { lottery } = services();
    const game = await addGame(t.database.db, { code: 'T_VERIFY_SSC', family: 'SSC' });
    await addIssue(t.database.db, Number(game.id), '202611260001', at(-1));
    const before = await t.app.inject({ url: '/lotto/api/verify?gameCode=T_VERIFY_SSC&issue=202611260001' });
    expect(before.json().value).toMatchObject({
      status: 'OPEN',
      seed: null,
      seedMatchesHash: null,
      resultMatches: null,
    });

    const events: string[] = [];
    await t.app.events.subscribe(MEMBER_EVENTS, (m) => events.push(m));
    const drawn = await lottery.drawDue(clock.now());
    expect(drawn.map((d) => [d.issueCode, d.resultText])).toContainEqual(['202611260001', '4,5,0,3,5']);
    const answer = await t.app.inject({ url: '/lotto/api/verify?gameCode=T_VERIFY_SSC&issue=202611260001' });
    expect(answer.json().value).toMatchObject({
      family: 'SSC',
      status: 'DRAWN',
      seed: KNOWN_SEED,
      resultSource: 'FAIR',
      resultText: '4,5,0,3,5',
      recomputedText: '4,5,0,3,5',
      result: [4, 5, 0, 3, 5],
      seedMatchesHash: true,
      resultMatches: true,
    });
    // The draw went to every open stream (a broadcast on the member events bus).
    expect(events.map((m) => JSON.parse(m) as unknown)).toContainEqual({
      memberId: null,
      event: {
        type: 'lottery',
        lottery: { gameCode: 'T_VERIFY_SSC', vassalage: 'LOTT', issueCode: '202611260001', resultText: '4,5,0,3,5' },
      },
    });
    const unknown = await t.app.inject({ url: '/lotto/api/verify?gameCode=T_VERIFY_SSC&issue=202611269999' });
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('voids an issue: every pending ticket refunded in full, rounds rolled back; a second void is refused', async () => {
    const { lottery, ledger } = services();
    const db = t.database.db;
    const game = await addGame(db, { code: 'T_VOID', family: 'SSC' });
    const issueId = await addIssue(db, Number(game.id), '202611260700', at(120));
    await fund(ledger, 81_001, 10_000n);
    const tickets = [
      await buy(db, ledger, { memberId: 81_001, game, issueId, lines: TIGER }),
      await buy(db, ledger, { memberId: 81_001, game, issueId, lines: TIGER }),
    ];
    expect(await ledger.balanceOf(main(81_001))).toBe(8_800n);
    expect(await lottery.voidIssue(issueId, '  ', 'ops1').catch(codeOf)).toBe('VALIDATION_FAILED');
    const { refunded } = await lottery.voidIssue(issueId, 'draw machine failure', 'ops1');
    expect(refunded).toHaveLength(2);
    for (const id of tickets) {
      expect(await ticketOf(db, id)).toEqual({ status: 'VOID', payout: '600' });
      expect((await roundOf(db, id)).status).toBe('ROLLED_BACK');
    }
    expect(await ledger.balanceOf(main(81_001))).toBe(10_000n);
    expect(await lottery.voidIssue(issueId, 'again', 'ops1').catch(codeOf)).toBe('CONFLICT');
    // A void issue is never drawn.
    clock.tick(180_000);
    expect((await lottery.drawDue(clock.now())).map((d) => d.issueCode)).not.toContain('202611260700');
  });

  it('refuses a void once tickets have settled, and an operator result before the sale ends or of the wrong shape', async () => {
    const { lottery, ledger } = services();
    const db = t.database.db;
    const game = await addGame(db, { code: 'T_MANUAL', family: 'K3', source: 'MANUAL' });
    const later = await addIssue(db, Number(game.id), '202611260800', at(600), null);
    const issueId = await addIssue(db, Number(game.id), '202611260801', at(-1), null);
    await fund(ledger, 81_002, 10_000n);
    await buy(db, ledger, {
      memberId: 81_002,
      game,
      issueId,
      lines: [{ kind: 'K3_SUM_SIDE', selection: { pick: 'BIG' }, unit: 100, multiple: 1 }],
    });
    const record = (id: number, result: unknown) =>
      db.transaction((tx) => lottery.recordResult(tx, id, result, 'OPERATOR')).catch(codeOf);
    expect(await record(later, [1, 2, 3])).toBe('CONFLICT');
    expect(await record(issueId, [1, 2, 7])).toBe('VALIDATION_FAILED');
    expect(await record(issueId, { DB: ['1'] })).toBe('VALIDATION_FAILED');
    expect(await record(issueId, [6, 6, 5])).toMatchObject({ resultText: '6,6,5' });
    expect(await record(issueId, [1, 1, 1])).toBe('CONFLICT');
    await lottery.settleDrawn();
    expect(await lottery.voidIssue(issueId, 'too late', 'ops1').catch(codeOf)).toBe('CONFLICT');
    // 6,6,5 is 17, big: 100 × 2.035 (K3 big wins 105 of 216).
    expect(await ledger.balanceOf(main(81_002))).toBe(10_000n - 100n + 203n);
  });

  it('a cancel refunds a pending ticket once; a stop-on-win chase refunds its later tickets after a win', async () => {
    const { lottery, ledger } = services();
    const db = t.database.db;
    const game = await addGame(db, { code: 'T_CHASE', family: 'SSC', source: 'MANUAL' });
    const issues = [
      await addIssue(db, Number(game.id), '202611260901', at(-1), null),
      await addIssue(db, Number(game.id), '202611260902', at(60), null),
      await addIssue(db, Number(game.id), '202611260903', at(120), null),
    ];
    await fund(ledger, 81_003, 10_000n);
    const chaseId = await addChase(db, 81_003, Number(game.id), 3, true);
    const tickets = [];
    for (const issueId of issues)
      tickets.push(await buy(db, ledger, { memberId: 81_003, game, issueId, chaseId, lines: TIGER }));
    const single = await buy(db, ledger, { memberId: 81_003, game, issueId: issues[2]!, lines: TIGER });
    await db.transaction((tx) => lottery.refundTickets(tx, [single], 'CANCEL'));
    expect(await db.transaction((tx) => lottery.refundTickets(tx, [single], 'CANCEL'))).toEqual([]);
    expect(await ticketOf(db, single)).toEqual({ status: 'CANCELLED', payout: '600' });

    await db.transaction((tx) => lottery.recordResult(tx, issues[0]!, [3, 0, 7, 1, 9], 'OPERATOR'));
    await lottery.settleDrawn();
    expect(await ticketOf(db, tickets[0]!)).toEqual({ status: 'WON', payout: '1320' });
    for (const id of tickets.slice(1)) expect(await ticketOf(db, id)).toEqual({ status: 'CANCELLED', payout: '600' });
    expect(await ledger.balanceOf(main(81_003))).toBe(10_000n - 600n + 1320n);
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  });

  it('feeds a real win of at least 1,000.00 over the stake to the winner board, and a small one not', async () => {
    const { lottery, ledger } = services();
    const db = t.database.db;
    const [player] = await lotteryPlayers(t.app, db, 1, { prefix: 'lcwinner', funds: 100_000n });
    const game = await addGame(db, { code: 'T_BOARD', family: 'K3', source: 'MANUAL' });
    const issueId = await addIssue(db, Number(game.id), '202611261001', at(-1), null);
    const line = (kind: string, selection: unknown) => [{ kind, selection, unit: 1000, multiple: 1 }];
    await buy(db, ledger, { memberId: player!.id, game, issueId, lines: line('K3_TRIPLE', { faces: [4] }) });
    await buy(db, ledger, { memberId: player!.id, game, issueId, lines: line('K3_ANY_TRIPLE', {}) });
    await db.transaction((tx) => lottery.recordResult(tx, issueId, [4, 4, 4], 'OPERATOR'));
    await lottery.settleDrawn();
    const board = await queryRows<{ customer_name: string; win_amount: string }>(
      db,
      sql`SELECT customer_name, win_amount::text FROM winner_board_entry WHERE customer_name = 'lcwinner1'`,
    );
    // Triple of 4 at 213.84× pays 213,840 (2,128.40 over the stake); any triple (35.64×) 35,640: not on the board.
    expect(board).toEqual([{ customer_name: 'lcwinner1', win_amount: '213840' }]);
  });
});
