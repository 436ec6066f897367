import {
  formatMinor,
  type CashierReport,
  type GameReport,
  type MemberReport,
  type ReportKind,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { CsvValue } from './reports-csv.js';
import { createReportQueries } from './reports-queries.js';

const text = (t: string): CsvValue => ({ text: t });
const num = (n: string | number): CsvValue => ({ number: n });

/** The console's reports over the day tables, as JSON and as CSV tables (header and rows). */
export function createReportExports(db: Db, merchantCode: string) {
  const q = createReportQueries(db, merchantCode);

  async function games(start: string, end: string): Promise<GameReport> {
    const rows = await q.games(start, end);
    const t = { rounds: 0, bets: 0n, validBets: 0n, payouts: 0n };
    const list = rows.map((r) => {
      const [bets, validBets, payouts] = [BigInt(r.bets), BigInt(r.valid_bets), BigInt(r.payouts)];
      t.rounds += Number(r.rounds);
      t.bets += bets;
      t.validBets += validBets;
      t.payouts += payouts;
      return {
        date: r.day,
        vendor: r.vendor,
        gameType: r.game_type,
        rounds: Number(r.rounds),
        bets: formatMinor(bets),
        validBets: formatMinor(validBets),
        payouts: formatMinor(payouts),
        ggr: formatMinor(bets - payouts),
      };
    });
    const totals = {
      rounds: t.rounds,
      bets: formatMinor(t.bets),
      validBets: formatMinor(t.validBets),
      payouts: formatMinor(t.payouts),
      ggr: formatMinor(t.bets - t.payouts),
    };
    return { rows: list, totals };
  }

  async function cashier(start: string, end: string): Promise<CashierReport> {
    const rows = await q.cash(start, end);
    const t = { deposit: [0n, 0], withdrawal: [0n, 0] } as Record<'deposit' | 'withdrawal', [bigint, number]>;
    const list = rows.map((r) => {
      const sum = t[r.direction];
      sum[0] += BigInt(r.amount);
      sum[1] += Number(r.count);
      return {
        date: r.day,
        direction: r.direction,
        channel: r.channel,
        count: Number(r.count),
        amount: formatMinor(BigInt(r.amount)),
      };
    });
    return {
      rows: list,
      totals: {
        deposits: formatMinor(t.deposit[0]),
        depositCount: t.deposit[1],
        withdrawals: formatMinor(t.withdrawal[0]),
        withdrawalCount: t.withdrawal[1],
      },
    };
  }

  async function members(start: string, end: string): Promise<MemberReport> {
    const list = (await q.members(start, end)).map((r) => ({
      date: r.day,
      newMembers: Number(r.new_members),
      firstDepositors: Number(r.first_depositors),
      activePlayers: Number(r.players),
    }));
    const totals = { newMembers: 0, firstDepositors: 0, playerDays: 0 };
    for (const r of list) {
      totals.newMembers += r.newMembers;
      totals.firstDepositors += r.firstDepositors;
      totals.playerDays += r.activePlayers;
    }
    return { rows: list, totals };
  }

  /** A report as a CSV table: its header and one row of cells per report row. */
  async function table(
    kind: ReportKind,
    start: string,
    end: string,
  ): Promise<{ header: string[]; rows: CsvValue[][] }> {
    if (kind === 'games') {
      const header = ['date', 'vendor', 'category', 'rounds', 'bets', 'valid_bets', 'payouts', 'ggr'];
      const rows = (await games(start, end)).rows.map((r) => [
        text(r.date),
        text(r.vendor),
        text(r.gameType),
        ...[r.rounds, r.bets, r.validBets, r.payouts, r.ggr].map(num),
      ]);
      return { header, rows };
    }
    if (kind === 'cashier') {
      const rows = (await cashier(start, end)).rows.map((r) => [
        text(r.date),
        text(r.direction),
        text(r.channel),
        num(r.count),
        num(r.amount),
      ]);
      return { header: ['date', 'direction', 'channel', 'count', 'amount'], rows };
    }
    const rows = (await members(start, end)).rows.map((r) => [
      text(r.date),
      ...[r.newMembers, r.firstDepositors, r.activePlayers].map(num),
    ]);
    return { header: ['date', 'new_members', 'first_depositors', 'active_players'], rows };
  }

  return { games, cashier, members, table };
}
export type ReportExports = ReturnType<typeof createReportExports>;
