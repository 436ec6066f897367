import { describe, expect, it } from 'vitest';
import type { LotteryService } from '../src/modules/lottery/lottery-module.js';
import type { LedgerService } from '../src/modules/wallet/ledger-service.js';
import { addGame, addIssue, buy, fund, roundOf, ticketOf, type BuyLine } from './lottery-core-helpers.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';

/** Published North sheet of 2016-01-01 and the constructed South, Thai and 4D sheets of the contracts tests. */
const NORTH = {
  DB: ['52552'],
  G1: ['56247'],
  G2: ['84402', '15788'],
  G3: ['06060', '22520', '39216', '26435', '51168', '06334'],
  G4: ['9032', '2187', '5037', '1935'],
  G5: ['5704', '9718', '1378', '8009', '0896', '7197'],
  G6: ['488', '376', '768'],
  G7: ['78', '72', '17', '16'],
};
const SOUTH = {
  G8: ['47'],
  G7: ['512'],
  G6: ['3047', '8821', '0090'],
  G5: ['6547'],
  G4: ['11111', '22222', '33347', '44444', '55555', '66666', '77777'],
  G3: ['88888', '99999'],
  G2: ['12345'],
  G1: ['54321'],
  DB: ['901247'],
};
const THAI = { first: '820866', front3: ['266', '830'], back3: ['112', '112'], back2: '06' };
const FOUR_D = {
  first: '1234',
  second: '5678',
  third: '9012',
  starter: ['4321', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'],
  consolation: ['3412', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
};

// [name, family, result, kind, selection, stake, payout, status]: ₱2.00 × 3 a note, prize group 1980.
const CASES: Array<[string, string, unknown, string, unknown, number, number, string]> = [
  ['SSC ball 1 is 3 or 5', 'SSC', [3, 0, 7, 1, 9], 'SSC_POSITION_NUMBER', { ball: 1, digits: [3, 5] }, 1200, 5940, 'WON'],
  ['SSC 3 < 9: tiger', 'SSC', [3, 0, 7, 1, 9], 'SSC_DRAGON_TIGER', { pick: 'TIGER' }, 600, 1320, 'WON'],
  ['SSC dragon loses', 'SSC', [3, 0, 7, 1, 9], 'SSC_DRAGON_TIGER', { pick: 'DRAGON' }, 600, 0, 'LOST'],
  ['PK10 place 2 is 8', 'PK10', [3, 8, 1, 10, 5, 2, 9, 4, 6, 7], 'PK10_PLACE_NUMBER', { place: 2, cars: [8, 9] }, 1200, 5940, 'WON'],
  ['PK10 sum 11: big pushes', 'PK10', [3, 8, 1, 10, 5, 2, 9, 4, 6, 7], 'PK10_SUM_SIDE', { pick: 'BIG' }, 600, 600, 'PUSH'],
  ['K3 2,2,5 pair of 2', 'K3', [2, 2, 5], 'K3_PAIR', { faces: [2, 5] }, 1200, 8019, 'WON'],
  ['K3 a triple loses big', 'K3', [4, 4, 4], 'K3_SUM_SIDE', { pick: 'BIG' }, 600, 0, 'LOST'],
  ['11x5 drawn 11 pushes big', '11X5', [3, 11, 7, 1, 9], 'X115_PLACE_SIDE', { place: 2, pick: 'BIG' }, 600, 600, 'PUSH'],
  ['11x5 any 2 of 3, 7, 8', '11X5', [3, 11, 7, 1, 9], 'X115_ANY', { n: 2, numbers: [3, 7, 8] }, 1800, 3267, 'WON'],
  ['North lô 16, 35, 99: 4 hits', 'VN_NORTH', NORTH, 'VN_LO2', { numbers: ['16', '35', '99'] }, 48_600, 237_600, 'WON'],
  ['North 3 càng 552', 'VN_NORTH', NORTH, 'VN_CANG3', { numbers: ['552'] }, 600, 594_000, 'WON'],
  ['South 7 lô 47: 4 hits', 'VN_SOUTH', SOUTH, 'VN_LO7', { numbers: ['47'] }, 4200, 237_600, 'WON'],
  ['Thai 3 top 866', 'THAI', THAI, 'TH_3TOP', { numbers: ['866'] }, 600, 594_000, 'WON'],
  ['Thai 2 bottom 60', 'THAI', THAI, 'TH_2BOTTOM', { numbers: ['60'] }, 600, 0, 'LOST'],
  ['4D Big on the first prize', '4D', FOUR_D, '4D_BIG', { numbers: ['1234', '7777'] }, 1200, 2_320_312, 'WON'],
]; // prettier-ignore

const main = (memberId: number) => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
let next = 0;

describe.each(TEST_DATABASES)('lottery settlement on %s', (kind) => {
  const clock = testClock('2026-11-26T10:00:00Z');
  const t = useTestApp(kind, { clock: clock.now });
  const services = () => t.app.services as unknown as { lottery: LotteryService; ledger: LedgerService };

  /** A ticket on an issue of a MANUAL game whose sale ended; the operators' result is recorded and settled. */
  async function settled(family: string, result: unknown, lines: BuyLine[]) {
    const { lottery, ledger } = services();
    const db = t.database.db;
    const memberId = 70_000 + ++next;
    await fund(ledger, memberId, 10_000_000n);
    const game = await addGame(db, { code: `T_${family}_${next}`, family, source: 'MANUAL', cadenceSeconds: null });
    const issueId = await addIssue(db, Number(game.id), '20261126', new Date(clock.now().getTime() - 1000), null);
    const ticketId = await buy(db, ledger, { memberId, game, issueId, lines });
    await db.transaction((tx) => lottery.recordResult(tx, issueId, result, 'OPERATOR'));
    await lottery.settleDrawn();
    return { ticketId, memberId, issueId };
  }

  it.each(CASES)('%s', async (_name, family, result, kindCode, selection, stake, payout, status) => {
    const { ticketId, memberId } = await settled(family, result, [
      { kind: kindCode, selection, unit: 200, multiple: 3 },
    ]);
    expect(await ticketOf(t.database.db, ticketId)).toEqual({ status, payout: String(payout) });
    expect(await services().ledger.balanceOf(main(memberId))).toBe(10_000_000n - BigInt(stake) + BigInt(payout));
    const round = await roundOf(t.database.db, ticketId);
    expect(round).toEqual({
      status: 'SETTLED',
      payout: String(payout),
      valid_bet: status === 'PUSH' ? '0' : String(stake),
    });
  });

  it('settles a ticket of several lines by each line, and a re-run pays nothing twice', async () => {
    const lines = [
      { kind: 'SSC_DRAGON_TIGER', selection: { pick: 'TIGER' }, unit: 200, multiple: 3 },
      { kind: 'SSC_SUM_SIDE', selection: { pick: 'BIG' }, unit: 100, multiple: 1 },
    ];
    const { ticketId, memberId } = await settled('SSC', [3, 0, 7, 1, 9], lines);
    expect(await ticketOf(t.database.db, ticketId)).toEqual({ status: 'WON', payout: '1320' });
    await services().lottery.settleDrawn();
    expect(await services().ledger.balanceOf(main(memberId))).toBe(10_000_000n - 700n + 1320n);
  });

  it('keeps the books balanced', async () => {
    expect(await services().ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  });
});
