import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
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
import { queryRows, type Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { dayRange } from '../wallet/wallet-service.js';
import { businessDate, pickLaunchHost } from './play-fns.js';

export type PlayDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** launchGameCDNs of the brand (system status). */
  launchHosts: () => Promise<string[]>;
  /** MAIN, or the vendor's transfer wallet when the brand runs one for it. */
  walletForVendor: (vendor: string) => Promise<string>;
  ensureDemoCredit: (memberId: number) => Promise<void>;
  recordLaunch: (memberId: number, nodeId: number) => Promise<void>;
  /** The provider that serves a vendor's games (the house provider for every vendor in the demo). */
  providerFor?: (vendor: string) => string;
};

export const HOUSE_PROVIDER = 'HOUSE';

type LaunchGameRow = {
  node_id: string;
  vassalage: string;
  support_play: number;
  status: string;
  vendor_status: string | null;
};

type TotalsRow = { rounds: string; bet: string; valid: string; payout: string };
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
      const rows = await queryRows<LaunchGameRow>(
        db,
        sql`SELECT g.node_id::text, g.vassalage, g.support_play, g.status, v.status AS vendor_status
            FROM game g LEFT JOIN game_vendor v ON v.vassalage = g.vassalage AND v.game_type = g.game_type
            WHERE g.node_id = ${query.nodeId}`,
      );
      const game = rows[0];
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
      await db.execute(
        sql`INSERT INTO game_launch (merchant_code, token_hash, provider, member_id, node_id, mode, wallet, language, expires_at)
            VALUES (${merchantCode}, ${createHash('sha256').update(token).digest('hex')}, ${providerFor(game.vassalage)},
                    ${member?.id ?? null}, ${query.nodeId}, ${mode}, ${wallet}, ${query.language},
                    ${new Date(now.getTime() + LAUNCH_TOKEN_TTL_S * 1000)})`,
      );
      if (member) await deps.recordLaunch(member.id, query.nodeId);
      return { url: `${host}/play/?token=${token}&lang=${query.language}`, mode, expiresIn: LAUNCH_TOKEN_TTL_S };
    },

    /** personalHistoryCopy: the member's rounds, newest first, with totals of the whole filter. */
    async bets(memberId: number, query: BetRecordQuery): Promise<BetRecordPage> {
      const { from, to } = dayRange(query.startDate, query.endDate);
      const where = sql`r.member_id = ${memberId} AND r.merchant_code = ${merchantCode} AND r.started_at >= ${from} AND r.started_at < ${to}
        ${query.gameType ? sql`AND r.game_type = ${query.gameType}` : sql``}
        ${query.vassalage ? sql`AND r.vassalage = ${query.vassalage}` : sql``}`;
      const [list, totals] = await Promise.all([
        queryRows<{
          round_id: string;
          started_at: string | Date;
          vassalage: string;
          vendor_name: string | null;
          game_type: string;
          game_name: string;
          bet_amount: string;
          valid_bet: string;
          payout: string;
          status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
          wallet: string;
        }>(
          db,
          sql`SELECT r.round_id, r.started_at, r.vassalage, v.display_name AS vendor_name, r.game_type, r.game_name,
                     r.bet_amount::text, r.valid_bet::text, r.payout::text, r.status, r.wallet
              FROM game_round r LEFT JOIN game_vendor v ON v.vassalage = r.vassalage AND v.game_type = r.game_type
              WHERE ${where}
              ORDER BY r.started_at DESC, r.round_id DESC
              LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
        ),
        queryRows<TotalsRow>(
          db,
          sql`SELECT count(*)::text AS rounds, coalesce(sum(bet_amount), 0)::text AS bet, coalesce(sum(valid_bet), 0)::text AS valid,
                     coalesce(sum(payout), 0)::text AS payout
              FROM game_round r WHERE ${where}`,
        ),
      ]);
      const total = Number(totals[0]?.rounds ?? 0);
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
        totals: totalsOf(totals[0]),
      };
    },

    /** personalProfit: settled rounds per business day and category (real money only). */
    async profit(memberId: number, query: ProfitQuery): Promise<ProfitReport> {
      const rows = await queryRows<TotalsRow & { day: string; game_type: string }>(
        db,
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, game_type, count(*)::text AS rounds,
                   sum(bet_amount)::text AS bet, sum(valid_bet)::text AS valid, sum(payout)::text AS payout
            FROM game_round
            WHERE merchant_code = ${merchantCode} AND business_date BETWEEN ${query.startDate}::date AND ${query.endDate}::date
              AND member_id = ${memberId} AND status = 'SETTLED' AND wallet <> 'DEMO'
            GROUP BY business_date, game_type
            ORDER BY business_date DESC, game_type`,
      );
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
    today: () => businessDate(clock()),
  };
}
export type PlayService = ReturnType<typeof createPlayService>;
