import { sql } from 'drizzle-orm';
import {
  BILL_KINDS as KINDS,
  formatMinor,
  type AgentBill,
  type AgentBills,
  type AgentBillsQuery,
  type AgentIncome,
  type AgentIncomeQuery,
  type BillKind,
  type ConsoleAgentBills,
  type ConsoleAgentBillsQuery,
  type ConsoleSettlementRuns,
} from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';

type BillDbRow = {
  id: string;
  kind: BillKind;
  period: string;
  period_start: Date | string;
  period_end: Date | string;
  team_valid_bet: string;
  team_pnl: string;
  active_members: number;
  tier: number | null;
  rate: number;
  gross: string;
  downline_total: string;
  net: string;
  paid: string;
  status: AgentBill['status'];
  payer_id: string | null;
};
const COLUMNS = sql`b.id::text, b.kind, b.period, b.period_start, b.period_end, b.team_valid_bet::text,
  b.team_pnl::text, b.active_members, b.tier, b.rate, b.gross::text, b.downline_total::text, b.net::text,
  b.paid::text, b.status, b.payer_id::text`;
const iso = (d: Date | string) => new Date(d).toISOString();
const bill = (r: BillDbRow): AgentBill => ({
  id: Number(r.id),
  kind: r.kind,
  period: r.period,
  periodStart: iso(r.period_start),
  periodEnd: iso(r.period_end),
  teamValidBet: formatMinor(BigInt(r.team_valid_bet)),
  teamProfitLoss: formatMinor(BigInt(r.team_pnl)),
  activeMembers: Number(r.active_members),
  tier: r.tier === null ? null : Number(r.tier),
  rate: Number(r.rate),
  gross: formatMinor(BigInt(r.gross)),
  downlineTotal: formatMinor(BigInt(r.downline_total)),
  net: formatMinor(BigInt(r.net)),
  received: formatMinor(BigInt(r.paid)),
  status: r.status,
  paidBy: r.payer_id === null ? 'PLATFORM' : 'UPLINE',
});

/** The agent's and the console's reads of the bills (market days in the brand's zone). */
export function createBillReads(db: Db, merchantCode: string, timeZone: string) {
  const dayRange = (startDate: string, endDate: string) =>
    sql`b.period_start >= (${startDate}::date::timestamp AT TIME ZONE ${timeZone})
        AND b.period_start < ((${endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  return {
    async bills(memberId: number, q: AgentBillsQuery): Promise<AgentBills> {
      const where = sql`b.merchant_code = ${merchantCode} AND b.member_id = ${memberId} AND b.kind = ${q.kind}
        AND ${dayRange(q.startDate, q.endDate)} ${q.status ? sql`AND b.status = ${q.status}` : sql``}`;
      const rows = await queryRows<BillDbRow>(
        db,
        sql`SELECT ${COLUMNS} FROM agent_bill b WHERE ${where} ORDER BY b.period_start DESC
            LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const [sum] = await queryRows<{ n: string; gross: string; net: string; paid: string }>(
        db,
        sql`SELECT count(*)::text AS n, coalesce(sum(gross), 0)::text AS gross, coalesce(sum(net), 0)::text AS net,
                   coalesce(sum(paid), 0)::text AS paid FROM agent_bill b WHERE ${where}`,
      );
      return {
        list: rows.map(bill),
        total: Number(sum?.n ?? 0),
        totals: {
          gross: formatMinor(BigInt(sum?.gross ?? 0)),
          net: formatMinor(BigInt(sum?.net ?? 0)),
          received: formatMinor(BigInt(sum?.paid ?? 0)),
        },
      };
    },

    /** Per market day of the periods' start and kind: own bills' gross, net, received; what was paid down. */
    async income(memberId: number, q: AgentIncomeQuery): Promise<AgentIncome> {
      const rows = await queryRows<{
        day: string;
        kind: BillKind;
        gross: string;
        net: string;
        paid: string;
        down: string;
      }>(
        db,
        sql`SELECT (b.period_start AT TIME ZONE ${timeZone})::date::text AS day, b.kind,
                   coalesce(sum(b.gross) FILTER (WHERE b.member_id = ${memberId}), 0)::text AS gross,
                   coalesce(sum(b.net) FILTER (WHERE b.member_id = ${memberId}), 0)::text AS net,
                   coalesce(sum(b.paid) FILTER (WHERE b.member_id = ${memberId}), 0)::text AS paid,
                   coalesce(sum(b.paid) FILTER (WHERE b.payer_id = ${memberId}), 0)::text AS down
            FROM agent_bill b
            WHERE b.merchant_code = ${merchantCode} AND (b.member_id = ${memberId} OR b.payer_id = ${memberId})
              AND ${dayRange(q.startDate, q.endDate)}
            GROUP BY 1, 2 ORDER BY 1 DESC`,
      );
      const zero = () => ({ gross: 0n, net: 0n, received: 0n, paidDown: 0n });
      const fmt = (k: ReturnType<typeof zero>) => ({
        gross: formatMinor(k.gross),
        net: formatMinor(k.net),
        received: formatMinor(k.received),
        paidDown: formatMinor(k.paidDown),
      });
      const days = new Map<string, Map<BillKind, ReturnType<typeof zero>>>();
      const totals = new Map(KINDS.map((k) => [k, zero()]));
      for (const r of rows) {
        const day = days.get(r.day) ?? new Map(KINDS.map((k) => [k, zero()]));
        days.set(r.day, day);
        for (const into of [day.get(r.kind)!, totals.get(r.kind)!]) {
          into.gross += BigInt(r.gross);
          into.net += BigInt(r.net);
          into.received += BigInt(r.paid);
          into.paidDown += BigInt(r.down);
        }
      }
      const record = (m: Map<BillKind, ReturnType<typeof zero>>) =>
        Object.fromEntries(KINDS.map((k) => [k, fmt(m.get(k)!)])) as AgentIncome['totals'];
      return { days: [...days].map(([date, m]) => ({ date, kinds: record(m) })), totals: record(totals) };
    },

    async consoleBills(q: ConsoleAgentBillsQuery): Promise<ConsoleAgentBills> {
      const where = sql`b.merchant_code = ${merchantCode}
        ${q.kind ? sql`AND b.kind = ${q.kind}` : sql``} ${q.status ? sql`AND b.status = ${q.status}` : sql``}
        ${q.username ? sql`AND m.username = ${q.username}` : sql``}
        ${q.periodStart ? sql`AND b.period_start = ${q.periodStart}::timestamptz` : sql``}`;
      const rows = await queryRows<
        BillDbRow & {
          username: string;
          depth: number;
          payer: string | null;
          waits: boolean;
          decided_by: string | null;
          approved_at: Date | string | null;
        }
      >(
        db,
        sql`SELECT ${COLUMNS}, m.username, b.depth, p.username AS payer, s.username AS decided_by, b.approved_at,
                   EXISTS (SELECT 1 FROM agent_bill u WHERE u.merchant_code = b.merchant_code AND u.kind = b.kind
                             AND u.member_id = b.payer_id AND u.period_start = b.period_start
                             AND u.status = 'UNAPPROVED') AS waits
            FROM agent_bill b JOIN member m ON m.id = b.member_id
            LEFT JOIN member p ON p.id = b.payer_id LEFT JOIN staff s ON s.id = b.approved_by_staff
            WHERE ${where} ORDER BY b.period_start DESC, b.depth, m.username
            LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const [n] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM agent_bill b JOIN member m ON m.id = b.member_id WHERE ${where}`,
      );
      return {
        list: rows.map((r) => ({
          ...bill(r),
          username: r.username,
          depth: Number(r.depth),
          payer: r.payer,
          waitsForUpline: r.waits,
          decidedBy: r.decided_by,
          decidedAt: r.approved_at ? iso(r.approved_at) : null,
        })),
        total: Number(n?.n ?? 0),
      };
    },

    async runs(q: { kind?: BillKind | undefined; pageNo: number; pageSize: number }): Promise<ConsoleSettlementRuns> {
      const where = sql`merchant_code = ${merchantCode} AND bills > 0 ${q.kind ? sql`AND kind = ${q.kind}` : sql``}`;
      const rows = await queryRows<{
        kind: BillKind;
        period: string;
        period_start: Date | string;
        period_end: Date | string;
        bills: number;
        gross: string;
        paid: string;
        settled_at: Date | string | null;
      }>(
        db,
        sql`SELECT kind, period, period_start, period_end, bills, gross::text, paid::text, settled_at
            FROM agent_settlement_run WHERE ${where} ORDER BY period_start DESC, kind
            LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const [n] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM agent_settlement_run WHERE ${where}`,
      );
      return {
        list: rows.map((r) => ({
          kind: r.kind,
          period: r.period,
          periodStart: iso(r.period_start),
          periodEnd: iso(r.period_end),
          bills: Number(r.bills),
          gross: formatMinor(BigInt(r.gross)),
          paid: formatMinor(BigInt(r.paid)),
          settledAt: r.settled_at ? iso(r.settled_at) : null,
        })),
        total: Number(n?.n ?? 0),
      };
    },
  };
}
export type BillReads = ReturnType<typeof createBillReads>;
