import { createHash, randomBytes } from 'node:crypto';
import {
  marketDate,
  marketDayRange,
  formatMinor,
  LAUNCH_TOKEN_TTL_S,
  type BetRecordPage,
  type BetRecordQuery,
  type BetTotals,
  type LaunchGameQuery,
  type LaunchGameResult,
  type LaunchMode,
  type ProfitQuery,
  type ProfitReport,
} from '@fortuna/contracts';
import type { AuthMember } from '../../platform/auth.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pickLaunchHost } from './play-fns.js';
import { playRepository as repo, type TotalsRow } from './play-repository.js';

export type PlayDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: rounds are reported by the calendar day there. */
  timeZone: string;
  /** launchGameCDNs of the brand (system status). */
  launchHosts: () => Promise<string[]>;
  /** MAIN, or the vendor's transfer wallet when the brand runs one for it. */
  walletForVendor: (vendor: string) => Promise<string>;
  ensureDemoCredit: (memberId: number) => Promise<void>;
  recordLaunch: (memberId: number, nodeId: number) => Promise<void>;
  /** The game a launch opens, with its vendor's status (the games module). */
  launchable: (nodeId: number) => Promise<{
    vassalage: string;
    support_play: number;
    status: string;
    vendor_status: string | null;
  } | null>;
  /** The provider that serves a vendor's games (the house provider for every vendor in the demo). */
  providerFor?: (vendor: string) => string;
};

export const HOUSE_PROVIDER = 'HOUSE';

const totalsOf = (r: TotalsRow | undefined): BetTotals => {
  const bet = BigInt(r?.bet ?? 0);
  const payout = BigInt(r?.payout ?? 0);
  return {
    rounds: Number(r?.rounds ?? 0),
    betAmount: formatMinor(bet),
    validBet: formatMinor(BigInt(r?.valid ?? 0)),
    payout: formatMinor(payout),
    profit: formatMinor(payout - bet),
  };
};

/**
 * Launching games and the member's own game history. A launch issues a single-use, short-lived
 * token (stored hashed) on a launch host picked at random; the provider spends it to open a game
 * session (seamless-service). Betting records and profit and loss read the rounds the wallet
 * calls keep up to date.
 */
export function createPlayService(deps: PlayDeps) {
  const { db, merchantCode, clock } = deps;
  const providerFor = deps.providerFor ?? (() => HOUSE_PROVIDER);

  return {
    async launch(member: AuthMember | null, query: LaunchGameQuery): Promise<LaunchGameResult> {
      const game = await deps.launchable(query.nodeId);
      if (!game || game.status === 'DISABLED' || game.vendor_status === 'DISABLED')
        throw new AppError('NOT_FOUND', 'Game not found');
      if (game.status === 'MAINTENANCE' || game.vendor_status === 'MAINTENANCE') throw new AppError('GAME_MAINTENANCE');

      let mode: LaunchMode;
      let wallet: string | null;
      if (query.trial === '1') {
        // The tile's 'free trial' exists only where the vendor supports it (supportPlay 0).
        if (game.support_play !== 0) throw new AppError('FEATURE_DISABLED', 'This game has no free trial');
        mode = 'FUN';
        wallet = null;
      } else if (!member) {
        throw new AppError('NOT_LOGGED_IN');
      } else if (member.role === 'trial') {
        await deps.ensureDemoCredit(member.id);
        mode = 'DEMO';
        wallet = 'DEMO';
      } else if (member.role === 'operator') {
        throw new AppError('NON_MEMBER');
      } else {
        mode = 'REAL';
        wallet = await deps.walletForVendor(game.vassalage);
      }

      const host = pickLaunchHost(await deps.launchHosts());
      if (host === null) throw new AppError('GAME_MAINTENANCE', 'No launch host is configured');
      const token = randomBytes(24).toString('base64url');
      const now = clock();
      await repo.insertLaunch(db, {
        merchantCode,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        provider: providerFor(game.vassalage),
        memberId: member?.id ?? null,
        nodeId: query.nodeId,
        mode,
        wallet,
        language: query.language,
        expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_S * 1000),
      });
      if (member) await deps.recordLaunch(member.id, query.nodeId);
      return { url: `${host}/play/?token=${token}&lang=${query.language}`, mode, expiresIn: LAUNCH_TOKEN_TTL_S };
    },

    /** personalHistoryCopy: the member's rounds, newest first, with totals of the whole filter. */
    async bets(memberId: number, query: BetRecordQuery): Promise<BetRecordPage> {
      const { from, to } = marketDayRange(query.startDate, query.endDate, deps.timeZone);
      const filter = { merchantCode, memberId, from, to, gameType: query.gameType, vassalage: query.vassalage };
      const [list, totals] = await Promise.all([
        repo.rounds(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
        repo.roundTotals(db, filter),
      ]);
      const total = Number(totals?.rounds ?? 0);
      return {
        list: list.map((r) => {
          const bet = BigInt(r.bet_amount);
          const payout = BigInt(r.payout);
          return {
            roundId: r.round_id,
            time: new Date(r.started_at).toISOString(),
            vassalage: r.vassalage,
            vendorName: r.vendor_name ?? r.vassalage,
            gameType: r.game_type,
            gameName: r.game_name,
            betAmount: formatMinor(bet),
            validBet: formatMinor(BigInt(r.valid_bet)),
            payout: formatMinor(payout),
            // An open round has not paid yet; a rolled-back one gave the stake back.
            profit: formatMinor(r.status === 'SETTLED' ? payout - bet : 0n),
            status: r.status,
            demo: r.wallet === 'DEMO',
          };
        }),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        totals: totalsOf(totals),
      };
    },

    /** personalProfit: settled rounds per business day and category (real money only). */
    async profit(memberId: number, query: ProfitQuery): Promise<ProfitReport> {
      const rows = await repo.profitByDay(db, merchantCode, memberId, query.startDate, query.endDate);
      const sum = (subset: typeof rows): TotalsRow =>
        subset.reduce(
          (a, r) => ({
            rounds: String(Number(a.rounds) + Number(r.rounds)),
            bet: String(BigInt(a.bet) + BigInt(r.bet)),
            valid: String(BigInt(a.valid) + BigInt(r.valid)),
            payout: String(BigInt(a.payout) + BigInt(r.payout)),
          }),
          { rounds: '0', bet: '0', valid: '0', payout: '0' },
        );
      const days = [...new Set(rows.map((r) => r.day))];
      const categories = [...new Set(rows.map((r) => r.game_type))].sort();
      return {
        rows: rows.map((r) => ({ date: r.day, gameType: r.game_type, ...totalsOf(r) })),
        byDay: days.map((date) => ({ date, ...totalsOf(sum(rows.filter((r) => r.day === date))) })),
        byCategory: categories.map((gameType) => ({
          gameType,
          ...totalsOf(sum(rows.filter((r) => r.game_type === gameType))),
        })),
        totals: totalsOf(sum(rows)),
      };
    },

    /** Today's business date (for callers that default a range). */
    today: () => marketDate(clock(), deps.timeZone),
  };
}
export type PlayService = ReturnType<typeof createPlayService>;
