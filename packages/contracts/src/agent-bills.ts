import { z } from 'zod';
import { Money } from './money.js';
import { IsoDate } from './patterns.js';
import { pageFields, withDateRange } from './query-fields.js';

/**
 * Agent contract settlement (issue 21; spec §7 "Other relays": dividend, daily, hourly and real-time
 * salary records; §2 agentRevenueReport): the agent's bills per kind and period, and its income.
 */
export const BillKind = z.enum(['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND']);
export type BillKind = z.infer<typeof BillKind>;
export const BILL_KINDS = BillKind.options;
export const BillStatus = z.enum([
  'ISSUED',
  'PART_RECEIVED',
  'INSUFFICIENT',
  'NOT_REACHED',
  'REJECTED',
  'UNAPPROVED',
  'EXPIRED',
]);
export type BillStatus = z.infer<typeof BillStatus>;
export const BILL_STATUSES = BillStatus.options;

/** The longest range of the bill and income reports (market days, inclusive). */
export const BILL_RANGE_MAX_DAYS = 92;

/** GET /wps/agent/bills */
export const AgentBillsQuery = withDateRange(
  z
    .object({
      kind: BillKind,
      startDate: IsoDate,
      endDate: IsoDate,
      status: BillStatus.optional(),
      ...pageFields,
    })
    .strict(),
  BILL_RANGE_MAX_DAYS,
);
export type AgentBillsQuery = z.infer<typeof AgentBillsQuery>;

/** One bill: the team's figures of the period, the tier reached, and the money. */
export const AgentBill = z.object({
  id: z.number().int(),
  kind: BillKind,
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: Money,
  /** The team's result (players' side): negative when the team lost. */
  teamProfitLoss: Money,
  activeMembers: z.number().int(),
  /** 1-based; null: not reached. */
  tier: z.number().int().nullable(),
  /** Per 10,000 (1 % = 100). */
  rate: z.number().int(),
  gross: Money,
  /** What the agent's direct downlines earned out of the gross. */
  downlineTotal: Money,
  net: Money,
  /** What the agent has received of its gross. */
  received: Money,
  status: BillStatus,
  /** Who pays it: the platform, or the agent's upline. */
  paidBy: z.enum(['PLATFORM', 'UPLINE']),
});
export type AgentBill = z.infer<typeof AgentBill>;

export const AgentBills = z.object({
  list: AgentBill.array(),
  total: z.number().int(),
  totals: z.object({ gross: Money, net: Money, received: Money }),
});
export type AgentBills = z.infer<typeof AgentBills>;

/** GET /wps/agent/income */
export const AgentIncomeQuery = withDateRange(
  z.object({ startDate: IsoDate, endDate: IsoDate }).strict(),
  BILL_RANGE_MAX_DAYS,
);
export type AgentIncomeQuery = z.infer<typeof AgentIncomeQuery>;

export const AgentIncomeKind = z.object({
  gross: Money,
  net: Money,
  received: Money,
  /** What the agent paid its direct downlines for their bills of this kind. */
  paidDown: Money,
});
export type AgentIncomeKind = z.infer<typeof AgentIncomeKind>;

/** My income (agentRevenueReport): per market day (of the period's start), per kind. */
export const AgentIncomeDay = z.object({
  date: IsoDate,
  kinds: z.record(BillKind, AgentIncomeKind),
});
export const AgentIncome = z.object({ days: AgentIncomeDay.array(), totals: z.record(BillKind, AgentIncomeKind) });
export type AgentIncome = z.infer<typeof AgentIncome>;

/** GET /console/api/agent-bills: the bills of the brand (dividend approval queue: status UNAPPROVED). */
export const ConsoleAgentBillsQuery = z
  .object({
    kind: BillKind.optional(),
    status: BillStatus.optional(),
    username: z.string().trim().max(32).optional(),
    periodStart: z.string().datetime({ offset: true }).optional(),
    ...pageFields,
  })
  .strict();
export type ConsoleAgentBillsQuery = z.infer<typeof ConsoleAgentBillsQuery>;

export const ConsoleAgentBill = AgentBill.extend({
  username: z.string(),
  depth: z.number().int(),
  /** The upline who pays it (null: the platform). */
  payer: z.string().nullable(),
  /** Dividends: the upline's bill of the period is still unapproved (decide it first). */
  waitsForUpline: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ConsoleAgentBill = z.infer<typeof ConsoleAgentBill>;
export const ConsoleAgentBills = z.object({ list: ConsoleAgentBill.array(), total: z.number().int() });
export type ConsoleAgentBills = z.infer<typeof ConsoleAgentBills>;

export const ConsoleAgentBillParams = z.object({ id: z.coerce.number().int().positive() }).strict();
export const DividendDecision = z
  .object({ decision: z.enum(['APPROVE', 'REJECT']), reason: z.string().trim().max(500).default('') })
  .strict();
export type DividendDecision = z.infer<typeof DividendDecision>;
export const DividendDecided = z.object({ status: BillStatus, paid: Money });

/** GET /console/api/agent-settlement/runs: the settled periods, newest first. */
export const ConsoleSettlementRunsQuery = z.object({ kind: BillKind.optional(), ...pageFields }).strict();
export const ConsoleSettlementRun = z.object({
  kind: BillKind,
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  bills: z.number().int(),
  gross: Money,
  paid: Money,
  settledAt: z.string().nullable(),
});
export const ConsoleSettlementRuns = z.object({ list: ConsoleSettlementRun.array(), total: z.number().int() });
export type ConsoleSettlementRuns = z.infer<typeof ConsoleSettlementRuns>;
