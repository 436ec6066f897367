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
import { requestHash } from '../wallet/ledger-fns.js';
import { ledgerRefusal, type LedgerService, type PostInput } from '../wallet/ledger-service.js';
import { lotteryBetRepository as repo, type BetGameRow, type PlacedSlipRow } from './lottery-bet-repository.js';
import { lotteryBank } from './lottery-money.js';
import { ticketView, type LotteryReads } from './lottery-read-service.js';
import { limitError, priceSlip, slipHash, type PricedSlip } from './lottery-slip-fns.js';

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

/** A slip priced from a cached game whose settings have changed since (lottery_place_slip refused it). */
class StaleGame extends Error {}

/** A refusal raised by lottery_place_slip ('lottery:<CODE>', DETAIL), or null for anything else. */
function placeRefusal(error: unknown): { code: string; detail: string } | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const m = /lottery:([A-Z_]+)/.exec(e.message);
    if (m) return { code: m[1]!, detail: (e as { detail?: string }).detail ?? '' };
  }
  return null;
}

/** How long a game's settings are priced from memory; every slip still checks them (fingerprint). */
const GAME_CACHE_MS = 30_000;

/** Placing slips (one debit, one ticket per issue) and cancelling a ticket before its sale ends. */
export function createLotteryBets(deps: LotteryBetDeps) {
  const { db, merchantCode, clock, timeZone, ledger, reads } = deps;
  const games = new Map<string, { game: BetGameRow; fingerprint: string; at: number }>();

  /** The slip's game, from memory unless `fresh` (or older than GAME_CACHE_MS). */
  async function pricedGame(slip: LotteryPlaceSlip, fresh: boolean) {
    const key = `${slip.gameCode}|${slip.vassalage ?? ''}`;
    const hit = games.get(key);
    if (hit && !fresh && Date.now() - hit.at < GAME_CACHE_MS) return { ...hit, cached: true };
    const read = await repo.pricedGame(db, merchantCode, slip.gameCode, slip.vassalage);
    if (!read) {
      games.delete(key);
      return null;
    }
    games.set(key, { ...read, at: Date.now() });
    return { ...read, cached: false };
  }

  /** The error a refusal of lottery_place_slip stands for. */
  function refusal(error: unknown, game: BetGameRow, priced: PricedSlip, ledgerKey: string): unknown {
    const r = placeRefusal(error);
    if (!r) return ledgerRefusal(error, ledgerKey) ?? error;
    if (r.code === 'STALE_GAME') return new StaleGame();
    if (r.code === 'NOT_FOUND' || r.code === 'SALE_CLOSED') return new AppError(r.code);
    if (r.code === 'SHORT_CHASE')
      return validationError([{ path: SHORT_CHASE, message: `chaseBeyondOpenIssues:${r.detail}` }]);
    if (r.code !== 'LIMIT') return error;
    const refused = JSON.parse(r.detail) as { payout: boolean; numbers: string[] | null };
    if (refused.payout) return limitError('maxPayout', game.maxPayoutPerPlayer);
    const over = priced.exposures.find((e) => refused.numbers?.includes(e.numberKey));
    return over
      ? limitError('maxPerNumber', over.limit, { kind: over.kind, number: over.number, line: over.line })
      : error;
  }

  /**
   * One round trip when the game's settings are in memory: the slip priced in TypeScript, then
   * placed whole by lottery_place_slip (issues locked and checked, the debit, tickets, rounds, the
   * risk counters) in one autocommitted statement. A refusal decided from memory, or settings that
   * changed since (the fingerprint differs), is decided again from a fresh read.
   */
  async function place(memberId: number, slip: LotteryPlaceSlip) {
    for (let attempt = 0; ; attempt++) {
      const entry = await pricedGame(slip, attempt > 0);
      try {
        return await placeWith(entry, memberId, slip);
      } catch (error) {
        const fromMemory = entry?.cached === true && attempt === 0;
        if (error instanceof StaleGame ? attempt >= 2 : !fromMemory || !(error instanceof AppError)) {
          throw error instanceof StaleGame ? new AppError('CONFLICT') : error;
        }
      }
    }
  }

  async function placeWith(
    entry: { game: BetGameRow; fingerprint: string } | null,
    memberId: number,
    slip: LotteryPlaceSlip,
  ) {
    if (!entry) throw new AppError('NOT_FOUND');
    const { game } = entry;
    if (!game.enabled) throw new AppError('GAME_MAINTENANCE');
    const priced = priceSlip(game, slip.lines);
    const count = slip.chase?.issues ?? 1;
    const total = priced.stake * count;
    const posting = slipPosting(memberId, slip, total);
    const now = clock();
    let placed: PlacedSlipRow;
    try {
      placed = await repo.placeSlip(db, {
        merchantCode,
        currency: ledger.currency,
        memberId,
        gameId: game.id,
        fingerprint: entry.fingerprint,
        issueCode: slip.issueCode,
        count,
        now,
        businessDate: marketDate(now, timeZone),
        ledgerKey: posting.idempotencyKey,
        ledgerHash: requestHash(posting.kind, posting.postings, posting.reference ?? ''),
        reference: posting.reference ?? '',
        houseOwner: lotteryBank(memberId).ownerId,
        slipKey: slip.idempotencyKey,
        chase: slip.chase !== undefined,
        stopOnWin: slip.chase?.stopOnWin ?? false,
        lines: priced.lines,
        stake: priced.stake,
        maxPayout: priced.maxPayout,
        exposures: priced.exposures.map((e) => ({ numberKey: e.numberKey, stake: e.stake, limit: e.limit })),
      });
    } catch (error) {
      throw refusal(error, game, priced, posting.idempotencyKey);
    }
    if (placed.replayed) return { replayed: true as const, total };
    const chaseId = placed.chaseId === null ? null : Number(placed.chaseId);
    // The answer from what the statement wrote: no read after it.
    const byIssue = new Map(placed.issues.map((i) => [i.id, i]));
    const views = placed.tickets.map((t) => {
      const issue = byIssue.get(t.issueId)!;
      return ticketView(
        {
          id: t.id,
          game_code: game.gameCode,
          vassalage: game.vassalage,
          name: game.name,
          issue_code: issue.code,
          draw_at: new Date(issue.drawAt).toISOString(),
          sale_end: new Date(issue.saleEnd).toISOString(),
          issue_status: issue.status,
          status: 'PENDING',
          stake: String(priced.stake),
          max_payout: String(priced.maxPayout),
          payout: '0',
          chase_id: placed.chaseId,
          result_text: null,
          created_at: now.toISOString(),
          settled_at: null,
          lines: priced.lines,
        },
        now,
      );
    });
    return { replayed: false as const, total, balance: BigInt(placed.balance), chaseId, tickets: views };
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
        placed = await place(memberId, slip).catch(async (error: unknown) => {
          // A chase past the issues open so far: open the issues the games keep ahead (the job may not
          // have run yet) and try once more.
          if (!(isShortChase(error) && deps.openIssuesAhead)) throw error;
          await deps.openIssuesAhead(clock());
          return place(memberId, slip);
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
