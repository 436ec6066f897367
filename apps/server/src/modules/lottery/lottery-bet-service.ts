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
import { lotteryBetRepository as repo } from './lottery-bet-repository.js';
import { lotteryBank } from './lottery-money.js';
import { ticketView, type LotteryReads } from './lottery-read-service.js';
import { limitError, priceSlip, slipHash } from './lottery-slip-fns.js';

/** Refunds a player's cancelled tickets in the caller's transaction (lottery-money.ts refundTickets, reason CANCEL). */
export type RefundTickets = (tx: DbTransaction, ticketIds: readonly number[]) => Promise<unknown>;

export type LotteryBetDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  ledger: LedgerService;
  reads: LotteryReads;
  refundTickets: RefundTickets;
  /** Opens the issues each game keeps ahead (lottery-games.ts), for a chase longer than what is open. */
  openIssuesAhead?: (now: Date) => Promise<unknown>;
};

const SHORT_CHASE = 'body.chase.issues';
const isShortChase = (error: unknown): boolean =>
  error instanceof AppError &&
  error.code === 'VALIDATION_FAILED' &&
  (error.details?.errors as Array<{ path: string }> | undefined)?.[0]?.path === SHORT_CHASE;

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
      { account: lotteryBank(memberId), amount: BigInt(total) },
    ],
  };
}

/** Placing slips (one debit, one ticket per issue) and cancelling a ticket before its sale ends. */
export function createLotteryBets(deps: LotteryBetDeps) {
  const { db, merchantCode, clock, timeZone, ledger, reads } = deps;

  /**
   * In the slip's transaction, in as few round trips as it can: the game with its issues locked,
   * the price, the debit, tickets and rounds, then the risk counters (the rows other players' slips
   * wait on, held until commit, so last).
   */
  async function place(tx: DbTransaction, memberId: number, slip: LotteryPlaceSlip) {
    const count = slip.chase?.issues ?? 1;
    const { game, issues } = await repo.slipTarget(tx, merchantCode, slip, count);
    if (!game) throw new AppError('NOT_FOUND');
    if (!game.enabled) throw new AppError('GAME_MAINTENANCE');
    const priced = priceSlip(game, slip.lines);
    if (issues[0]?.code !== slip.issueCode) throw new AppError('NOT_FOUND');
    const now = clock();
    if (issues.some((i) => i.status !== 'OPEN' || now >= i.saleEnd)) throw new AppError('SALE_CLOSED');
    if (issues.length < count)
      throw validationError([{ path: SHORT_CHASE, message: `chaseBeyondOpenIssues:${issues.length}` }]);
    const total = priced.stake * count;
    const posted = await ledger.post(slipPosting(memberId, slip, total), tx);
    if (posted.replayed) return { replayed: true as const, total };
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
    const refused = await repo.raiseRisk(tx, {
      memberId,
      issueIds,
      maxPayout: priced.maxPayout,
      payoutLimit: game.maxPayoutPerPlayer,
      exposures: issueIds.flatMap((issueId) =>
        priced.exposures.map((e) => ({ issueId, numberKey: e.numberKey, stake: e.stake, limit: e.limit })),
      ),
    });
    if (refused.payoutRefused) throw limitError('maxPayout', game.maxPayoutPerPlayer);
    const over = priced.exposures.find((e) => refused.numbers.includes(e.numberKey));
    if (over) throw limitError('maxPerNumber', over.limit, { kind: over.kind, number: over.number, line: over.line });
    const balance = posted.entries.find((e) => e.ownerKind === 'member')?.balanceAfter ?? 0n;
    // The answer from what the transaction wrote: no read after it.
    const byIssue = new Map(issues.map((i) => [i.id, i]));
    const views = tickets.map((t) => {
      const issue = byIssue.get(t.issueId)!;
      return ticketView(
        {
          id: String(t.id),
          game_code: game.gameCode,
          vassalage: game.vassalage,
          name: game.name,
          issue_code: issue.code,
          draw_at: issue.drawAt.toISOString(),
          sale_end: issue.saleEnd.toISOString(),
          issue_status: issue.status,
          status: 'PENDING',
          stake: String(priced.stake),
          max_payout: String(priced.maxPayout),
          payout: '0',
          chase_id: chaseId === null ? null : String(chaseId),
          result_text: null,
          created_at: now.toISOString(),
          settled_at: null,
          lines: priced.lines,
        },
        now,
      );
    });
    return { replayed: false as const, total, balance, chaseId, tickets: views };
  }

  return {
    async placeSlip(memberId: number, slip: LotteryPlaceSlip): Promise<LotterySlipResult> {
      // A replay answers the tickets of the first time and the balance now.
      const replay = async (total: number): Promise<LotterySlipResult> => {
        const ids = await repo.slipTicketIds(db, memberId, slip.idempotencyKey);
        const tickets = await reads.ticketsByIds(memberId, ids);
        const balance = await ledger.balanceOf({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });
        const money = (v: bigint) => formatMinor(v);
        const chaseId = tickets[0]?.chaseId ?? null;
        return { tickets, total: money(BigInt(total)), balance: money(balance), chaseId, replayed: true };
      };
      let placed: Awaited<ReturnType<typeof place>>;
      try {
        placed = await db
          .transaction((tx) => place(tx, memberId, slip))
          .catch(async (error: unknown) => {
            // A chase past the issues open so far: open the issues the games keep ahead (the job may not
            // have run yet) and try once more.
            if (!(isShortChase(error) && deps.openIssuesAhead)) throw error;
            await deps.openIssuesAhead(clock());
            return db.transaction((tx) => place(tx, memberId, slip));
          });
      } catch (error) {
        // A retry of an accepted slip after its sale ended still answers the first result, once the
        // ledger confirms it is the same slip (another slip under the key: IDEMPOTENCY_CONFLICT).
        if (!(error instanceof AppError && error.code === 'SALE_CLOSED')) throw error;
        if ((await repo.slipTicketIds(db, memberId, slip.idempotencyKey)).length === 0) throw error;
        const game = await repo.game(db, merchantCode, slip.gameCode, slip.vassalage);
        const total = priceSlip(game!, slip.lines).stake * (slip.chase?.issues ?? 1);
        await ledger.post(slipPosting(memberId, slip, total));
        return replay(total);
      }
      if (placed.replayed) return replay(placed.total);
      return {
        tickets: placed.tickets,
        total: formatMinor(BigInt(placed.total)),
        balance: formatMinor(placed.balance),
        chaseId: placed.chaseId,
        replayed: false,
      };
    },

    async cancelTicket(memberId: number, ticketId: number): Promise<LotteryCancelResult> {
      await db.transaction(async (tx) => {
        const t = await repo.ticketForCancel(tx, memberId, ticketId);
        if (!t) throw new AppError('NOT_FOUND');
        if (t.status !== 'PENDING') throw new AppError('TICKET_NOT_CANCELLABLE');
        if (t.issueStatus !== 'OPEN' || clock() >= t.saleEnd) throw new AppError('SALE_CLOSED');
        await deps.refundTickets(tx, [ticketId]);
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
