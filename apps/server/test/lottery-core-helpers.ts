import { sql } from 'drizzle-orm';
import { priceLine } from '@fortuna/contracts/lottery/bet-kind';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { marketDate } from '@fortuna/contracts';
import { queryRows, type Db } from '../src/platform/db.js';
import type { LedgerService } from '../src/modules/wallet/ledger-service.js';
import { lotteryBank } from '../src/modules/lottery/lottery-money.js';
import { lotteryRepository, type LotteryGameRow } from '../src/modules/lottery/lottery-repository.js';
import { seedHashOf } from '../src/modules/lottery/lottery-draws.js';
import { openRounds } from '../src/modules/play/lottery-rounds.js';
import type { StoredLine } from '../src/modules/lottery/settlement-fns.js';

/**
 * Lottery fixtures on a migrated database, without the betting API (another helper's): a game,
 * issues with known seeds, funded members and tickets bought the way a slip is (one BET posting,
 * the ticket row, its OPEN round).
 */
export const KNOWN_SEED = '9f'.repeat(32);

export async function addGame(
  db: Db,
  game: { code: string; family: string; source?: 'FAIR' | 'PROVIDER' | 'MANUAL'; cadenceSeconds?: number | null },
): Promise<LotteryGameRow> {
  await lotteryRepository.addGames(db, 'FORTUNA', [
    {
      vassalage: 'LOTT',
      gameCode: game.code,
      nodeId: 1,
      name: game.code,
      gameType: 'LOTT',
      family: game.family as never,
      source: (game.source ?? 'FAIR') as 'FAIR',
      cadenceSeconds: game.cadenceSeconds === undefined ? 60 : game.cadenceSeconds,
      schedule: { offsetMinutes: 480 },
      closeSeconds: 10,
    },
  ]);
  if (game.source === 'MANUAL')
    await db.execute(sql`UPDATE lottery_game SET source = 'MANUAL' WHERE game_code = ${game.code}`);
  return (await lotteryRepository.gameByCode(db, 'FORTUNA', game.code))!;
}

/** An issue of the game drawing at `drawAt` (its sale ends 10 s before), seeded with `seed`. */
export async function addIssue(db: Db, gameId: number, code: string, drawAt: Date, seed: string | null = KNOWN_SEED) {
  await lotteryRepository.openIssues(db, [
    {
      gameId,
      code,
      saleStart: new Date(drawAt.getTime() - 60_000),
      saleEnd: new Date(drawAt.getTime() - 10_000),
      drawAt,
      seed,
      seedHash: seed ? seedHashOf(seed) : null,
    },
  ]);
  return Number((await lotteryRepository.issueByCode(db, gameId, code))!.id);
}

export async function fund(ledger: LedgerService, memberId: number, amount: bigint) {
  await ledger.post({
    kind: 'DEPOSIT',
    idempotencyKey: `lottery-test:fund:${memberId}:${amount}:${Math.random()}`,
    postings: [
      { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount },
      { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -amount },
    ],
  });
}

export type BuyLine = { kind: string; selection: unknown; unit: number; multiple: number };

/** Buys one ticket of `lines` on an issue: the stake debited, the ticket PENDING, its round OPEN. */
export async function buy(
  db: Db,
  ledger: LedgerService,
  a: { memberId: number; game: LotteryGameRow; issueId: number; lines: BuyLine[]; chaseId?: number; at?: Date },
): Promise<number> {
  const rules = familyRules(a.game.family)!;
  const lines: StoredLine[] = a.lines.map((l) => {
    const kind = rules.kindOf(l.kind)!;
    const priced = priceLine(kind, kind.selection.parse(l.selection), l.unit, l.multiple, a.game.prize_group);
    return {
      kind: l.kind,
      selection: l.selection,
      unit: l.unit,
      multiple: l.multiple,
      notes: priced.notes,
      noteStake: priced.noteStake,
      stake: priced.stake,
      groups: priced.groups.map((g) => ({
        key: g.key,
        notes: g.notes,
        ...(g.cost ? { cost: g.cost } : {}),
        oddsBp: g.oddsBp,
      })),
    };
  });
  const stake = lines.reduce((n, l) => n + l.stake, 0);
  const maxPayout = lines.reduce(
    (n, l) =>
      n + l.groups.reduce((m, g) => m + Math.floor((g.notes * (g.cost ?? 1) * l.noteStake! * g.oddsBp) / 10_000), 0),
    0,
  );
  const slipKey = `slip-${Math.random().toString(36).slice(2)}`;
  const at = a.at ?? new Date();
  return db.transaction(async (tx) => {
    await ledger.post(
      {
        kind: 'BET',
        idempotencyKey: `lottery:slip:${a.memberId}:${slipKey}`,
        postings: [
          { account: { ownerKind: 'member', ownerId: a.memberId, wallet: 'MAIN' }, amount: -BigInt(stake) },
          { account: lotteryBank(a.memberId), amount: BigInt(stake) },
        ],
      },
      tx,
    );
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO lottery_ticket (merchant_code, member_id, game_id, issue_id, slip_key, chase_id, lines, stake, max_payout)
          VALUES ('FORTUNA', ${a.memberId}, ${a.game.id}, ${a.issueId}, ${slipKey}, ${a.chaseId ?? null},
                  ${JSON.stringify(lines)}::jsonb, ${stake}, ${maxPayout})
          RETURNING id::text`,
    );
    const ticketId = Number(row!.id);
    await openRounds(tx, [
      {
        merchantCode: 'FORTUNA',
        memberId: a.memberId,
        ticketId,
        nodeId: Number(a.game.node_id),
        vassalage: a.game.vassalage,
        gameType: a.game.game_type,
        gameCode: a.game.game_code,
        gameName: a.game.name,
        stake: BigInt(stake),
        startedAt: at,
        businessDate: marketDate(at, 'Asia/Manila'),
      },
    ]);
    return ticketId;
  });
}

export async function addChase(db: Db, memberId: number, gameId: number, issues: number, stopOnWin: boolean) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO lottery_chase (member_id, game_id, issues, stop_on_win) VALUES (${memberId}, ${gameId}, ${issues}, ${stopOnWin})
        RETURNING id::text`,
  );
  return Number(row!.id);
}

export const ticketOf = async (db: Db, id: number) =>
  (
    await queryRows<{ status: string; payout: string }>(
      db,
      sql`SELECT status, payout::text FROM lottery_ticket WHERE id = ${id}`,
    )
  )[0]!;

export const roundOf = async (db: Db, ticketId: number) =>
  (
    await queryRows<{ status: string; payout: string; valid_bet: string }>(
      db,
      sql`SELECT status, payout::text, valid_bet::text FROM game_round WHERE provider = 'LOTTERY' AND round_id = ${`T${ticketId}`}`,
    )
  )[0]!;
