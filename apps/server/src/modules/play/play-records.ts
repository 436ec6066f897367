import {
  formatMinor,
  marketDayRange,
  pageOf,
  type BetRecordPage,
  type BetRecordQuery,
  type BetTotals,
  type ProfitQuery,
  type ProfitReport,
} from '@fortuna/contracts';
import type { PlayDeps } from './play-deps.js';
import { playRepository as repo, type TotalsRow } from './play-repository.js';

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

/** personalHistoryCopy: the member's rounds, newest first, with totals of the whole filter. */
export async function betRecords(deps: PlayDeps, memberId: number, query: BetRecordQuery): Promise<BetRecordPage> {
  const { db, merchantCode } = deps;
  const { from, to } = marketDayRange(query.startDate, query.endDate, deps.timeZone);
  const filter = { merchantCode, memberId, from, to, gameType: query.gameType, vassalage: query.vassalage };
  const [rows, totals] = await Promise.all([
    repo.rounds(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    repo.roundTotals(db, filter),
  ]);
  const total = Number(totals?.rounds ?? 0);
  const list = rows.map((r) => {
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
  });
  return { ...pageOf(list, query, total), totals: totalsOf(totals) };
}

/** personalProfit: settled rounds per business day and category (real money only). */
export async function profitReport(deps: PlayDeps, memberId: number, query: ProfitQuery): Promise<ProfitReport> {
  const { db, merchantCode } = deps;
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
}
