import {
  formatMinor,
  marketDate,
  type LotteryCancelResult,
  type LotteryPlaceSlip,
  type LotterySlipResult,
} from '@fortuna/contracts';
import { exposureOf, sumExposures } from '@fortuna/contracts/lottery/exposure-fns';
import type { PricedLine } from '@fortuna/contracts/lottery/bet-kind';
import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError, validationError } from '../../platform/errors.js';
import { openRounds } from '../play/lottery-rounds.js';
import type { LedgerService, PostInput } from '../wallet/ledger-service.js';
import { lotteryBetRepository as repo, type BetGameRow } from './lottery-bet-repository.js';
import type { LotteryReads } from './lottery-read-service.js';
import { limitError, priceSlip, slipHash, type PricedSlip } from './lottery-slip-fns.js';

/** Refunds tickets through the ledger and marks them (CORE's settlement service: lottery-refunds.ts). */
export type RefundTickets = (
  tx: DbTransaction,
  ticketIds: readonly number[],
  reason: 'CANCELLED' | 'VOID',
) => Promise<unknown>;

export type LotteryBetDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  ledger: LedgerService;
  reads: LotteryReads;
  refundTickets: RefundTickets;
};

/** The house's side of stakes, sharded so concurrent slips do not queue on one balance row. */
export const LOTTERY_BANK_SHARDS = 16;
const houseShard = (memberId: number) =>
  ({ ownerKind: 'house', ownerId: memberId % LOTTERY_BANK_SHARDS, wallet: 'LOTTERY_BANK' }) as const;

/** The slip's one ledger posting: the member's MAIN pays every ticket of every issue. */
function slipPosting(memberId: number, slip: LotteryPlaceSlip, total: number): PostInput {
  return {
    kind: 'BET',
    idempotencyKey: `lottery:slip:${memberId}:${slip.idempotencyKey}`,
    // The request's hash: the same key with another slip is IDEMPOTENCY_CONFLICT even at the same total.
    reference: `lottery:slip:${slipHash(slip)}`,
    actor: `member:${memberId}`,
    postings: [
      { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount: -BigInt(total) },
      { account: houseShard(memberId), amount: BigInt(total) },
    ],
  };
}

/** Placing slips (one debit, one ticket per issue) and cancelling a ticket before its sale ends. */
export function createLotteryBets(deps: LotteryBetDeps) {
  const { db, merchantCode, clock, timeZone, ledger, reads } = deps;

  async function gameOf(slip: Pick<LotteryPlaceSlip, 'gameCode' | 'vassalage'>): Promise<BetGameRow> {
    const game = await repo.game(db, merchantCode, slip.gameCode, slip.vassalage);
    if (!game) throw new AppError('NOT_FOUND');
    if (!game.enabled) throw new AppError('GAME_MAINTENANCE');
    return game;
  }

  /** In the slip's transaction: issues on sale, the debit, tickets and rounds, then the risk counters. */
  async function place(
    tx: DbTransaction,
    memberId: number,
    game: BetGameRow,
    slip: LotteryPlaceSlip,
    priced: PricedSlip,
  ) {
    const count = slip.chase?.issues ?? 1;
    const issues = await repo.lockIssues(tx, game.id, slip.issueCode, count);
    if (issues[0]?.code !== slip.issueCode) throw new AppError('NOT_FOUND');
    const now = clock();
    if (issues.some((i) => i.status !== 'OPEN' || now >= i.saleEnd)) throw new AppError('SALE_CLOSED');
    if (issues.length < count)
      throw validationError([{ path: 'body.chase.issues', message: `chaseBeyondOpenIssues:${issues.length}` }]);
    const posted = await ledger.post(slipPosting(memberId, slip, priced.stake * count), tx);
    if (posted.replayed) return { replayed: true as const };
    const chaseId = slip.chase ? await repo.addChase(tx, memberId, game.id, count, slip.chase.stopOnWin) : null;
    const issueIds = issues.map((i) => i.id);
    const tickets = await repo.addTickets(tx, {
      merchantCode,
      memberId,
      gameId: game.id,
      issueIds,
      slipKey: slip.idempotencyKey,
      chaseId,
      lines: priced.lines,
      stake: priced.stake,
      maxPayout: priced.maxPayout,
      at: now,
    });
    await openRounds(
      tx,
      tickets.map((t) => ({
        merchantCode,
        memberId,
        ticketId: t.id,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        gameType: game.gameType,
        gameCode: game.gameCode,
        gameName: game.name,
        stake: priced.stake,
        startedAt: now,
        businessDate: marketDate(now, timeZone),
      })),
    );
    // The counters last: their rows are the ones other players' slips wait on, held until commit.
    if ((await repo.raisePlayerPayout(tx, memberId, issueIds, priced.maxPayout, game.maxPayoutPerPlayer)).length > 0)
      throw limitError('maxPayout', game.maxPayoutPerPlayer);
    const refused = await repo.raiseExposure(
      tx,
      issueIds.flatMap((issueId) =>
        priced.exposures.map((e) => ({ issueId, numberKey: e.numberKey, stake: e.stake, limit: e.limit })),
      ),
    );
    const over = refused[0] && priced.exposures.find((e) => e.numberKey === refused[0]!.numberKey);
    if (over) throw limitError('maxPerNumber', over.limit, { kind: over.kind, number: over.number, line: over.line });
    const main = posted.entries.find((e) => e.ownerKind === 'member');
    return { replayed: false as const, balance: main?.balanceAfter ?? 0n };
  }

  return {
    async placeSlip(memberId: number, slip: LotteryPlaceSlip): Promise<LotterySlipResult> {
      const game = await gameOf(slip);
      const priced = priceSlip(game, slip.lines);
      const total = priced.stake * (slip.chase?.issues ?? 1);
      const answer = async (balance: bigint, replayed: boolean): Promise<LotterySlipResult> => {
        const tickets = await reads.ticketsByIds(memberId, await repo.slipTicketIds(db, memberId, slip.idempotencyKey));
        const chaseId = tickets[0]?.chaseId ?? null;
        return { tickets, total: formatMinor(BigInt(total)), balance: formatMinor(balance), chaseId, replayed };
      };
      // A replay answers the tickets of the first time and the balance now.
      const replayOf = async () =>
        answer(await ledger.balanceOf({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }), true);
      // A retry of an accepted slip: the ledger confirms it is the same slip (else IDEMPOTENCY_CONFLICT).
      if ((await repo.slipTicketIds(db, memberId, slip.idempotencyKey)).length > 0) {
        await ledger.post(slipPosting(memberId, slip, total));
        return replayOf();
      }
      const placed = await db.transaction((tx) => place(tx, memberId, game, slip, priced));
      return placed.replayed ? replayOf() : answer(placed.balance, false);
    },

    async cancelTicket(memberId: number, ticketId: number): Promise<LotteryCancelResult> {
      await db.transaction(async (tx) => {
        const t = await repo.ticketForCancel(tx, memberId, ticketId);
        if (!t) throw new AppError('NOT_FOUND');
        if (t.status !== 'PENDING') throw new AppError('TICKET_NOT_CANCELLABLE');
        if (t.issueStatus !== 'OPEN' || clock() >= t.saleEnd) throw new AppError('SALE_CLOSED');
        await deps.refundTickets(tx, [ticketId], 'CANCELLED');
        // The ticket's numbers as they were raised: its stored lines carry the price they were raised at.
        const exposures = sumExposures(
          t.lines.flatMap((l) => exposureOf(l.kind, l.selection, l as unknown as PricedLine)),
        );
        await repo.lowerRisk(tx, { issueId: t.issueId, memberId, maxPayout: t.maxPayout, exposures });
      });
      const [ticket] = await reads.ticketsByIds(memberId, [ticketId]);
      const balance = await ledger.balanceOf({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });
      return { ticket: ticket!, balance: formatMinor(balance) };
    },
  };
}
export type LotteryBets = ReturnType<typeof createLotteryBets>;
