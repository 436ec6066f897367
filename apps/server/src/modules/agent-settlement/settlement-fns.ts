/**
 * The settlement's rules, pure (issue 21, AGENT-CONTRACTS.md "Settlement" and "The level-difference
 * rule"): an agent's bill of a period from its team's figures and its tiers, the level difference
 * against its direct downlines' bills, dividends' carry-forward, and which periods are due.
 */
import { tierFor, type Tier } from './settlement-tiers.js';

export type BillKind = 'DAILY' | 'HOURLY' | 'REALTIME' | 'DIVIDEND';
export type BillStatus =
  'ISSUED' | 'PART_RECEIVED' | 'INSUFFICIENT' | 'NOT_REACHED' | 'REJECTED' | 'UNAPPROVED' | 'EXPIRED';
export const BILL_KINDS: readonly BillKind[] = ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'];

/** Rates are per 10,000 of the base (1 % = 100). */
export const RATE_SCALE = 10_000n;
/** HOURLY (DEFAULT): an hour is settled this long after it ends. */
export const HOURLY_GRACE_MS = 5 * 60_000;
export const REALTIME_MS = 5 * 60_000;
/** Dividend bills left unapproved this long after their period ends expire (DEFAULT). */
export const DIVIDEND_EXPIRY_MS = 30 * 86_400_000;
/** At most this many periods of one kind are settled per run (a long outage catches up over runs). */
export const MAX_PERIODS_PER_RUN = 48;

/** A contract holder in one period, with its team's figures. */
export type Holder = {
  memberId: number;
  contractId: number;
  /** The contract's upline: who pays (null: the platform). */
  uplineId: number | null;
  depth: number;
  tiers: readonly Tier[];
  /** The team's figures that choose the tier (REALTIME: the day so far). */
  measure: { validBet: bigint; active: number; pnl: bigint };
  /** The period's own figures the rate applies to (REALTIME: the window's valid bet). */
  period: { validBet: bigint; pnl: bigint; active: number };
  /** Dividends: the team winnings carried in from the member's previous bill (<= 0). */
  carryIn: bigint;
};

export type BillDraft = {
  memberId: number;
  contractId: number;
  payerId: number | null;
  depth: number;
  teamValidBet: bigint;
  teamPnl: bigint;
  activeMembers: number;
  tier: number | null;
  rate: number;
  base: bigint;
  carryIn: bigint;
  carryOut: bigint;
  gross: bigint;
  downlineTotal: bigint;
  net: bigint;
  status: BillStatus;
};

const lossOf = (pnl: bigint) => (pnl < 0n ? -pnl : 0n);

/** One holder's bill before the level difference: its tier on its whole team and the gross at that tier. */
export function grossBill(kind: BillKind, h: Holder): BillDraft {
  const dividend = kind === 'DIVIDEND';
  const teamLoss = lossOf(h.measure.pnl);
  const reached = tierFor(h.tiers, { validBet: h.measure.validBet, active: h.measure.active, teamLoss });
  // Dividends: this period's result netted with the winnings carried in; salaries: the period's valid bet.
  const base = dividend ? -h.period.pnl + h.carryIn : h.period.validBet;
  const rate = reached?.tier.rate ?? 0;
  const gross = reached && base > 0n ? (base * BigInt(rate)) / RATE_SCALE : 0n;
  return {
    memberId: h.memberId,
    contractId: h.contractId,
    payerId: h.uplineId,
    depth: h.depth,
    teamValidBet: h.period.validBet,
    teamPnl: h.period.pnl,
    activeMembers: h.period.active,
    tier: reached ? reached.index + 1 : null,
    rate,
    base,
    carryIn: dividend ? h.carryIn : 0n,
    // Winnings (a negative base) carry until later losses offset them; a loss is never carried.
    carryOut: dividend && base < 0n ? base : 0n,
    gross,
    downlineTotal: 0n,
    net: gross,
    status: reached ? (dividend && gross > 0n ? 'UNAPPROVED' : 'ISSUED') : 'NOT_REACHED',
  };
}

/**
 * The level difference: each agent's gross is on its whole team at its own tier; what its direct
 * downlines (the holders whose contract it signed) earn is paid out of it, so net = gross − Σ their
 * gross (dividends floored at 0). A bill with nothing to pay and no tier is NOT_REACHED.
 */
export function levelDifference(kind: BillKind, holders: readonly Holder[]): BillDraft[] {
  const bills = holders.map((h) => grossBill(kind, h));
  const downline = new Map<number, bigint>();
  for (const b of bills) if (b.payerId !== null) downline.set(b.payerId, (downline.get(b.payerId) ?? 0n) + b.gross);
  return bills
    .map((b) => {
      const downlineTotal = downline.get(b.memberId) ?? 0n;
      const net = b.gross - downlineTotal;
      return { ...b, downlineTotal, net: kind === 'DIVIDEND' && net < 0n ? 0n : net };
    })
    .sort((a, b) => a.depth - b.depth || a.memberId - b.memberId);
}

/**
 * Which bills to keep (DEFAULT, docs/decisions.md): every daily and dividend bill (NOT_REACHED
 * included: the agent sees the period); hourly and real-time ones only when the team bet in them.
 */
export const keepsBill = (kind: BillKind, b: BillDraft): boolean =>
  kind === 'DAILY' || kind === 'DIVIDEND' || b.teamValidBet > 0n || b.gross > 0n;

/** The ledger key of one payment of a bill: unique per bill and amount already paid (a retry is a new leg). */
export const billLegKey = (billId: number, paidBefore: bigint) => `agent-bill:${billId}:${paidBefore}`;

/** The status of a bill after a payment of `paid` out of `gross`. */
export const paidStatus = (gross: bigint, paid: bigint): BillStatus => (paid >= gross ? 'ISSUED' : 'PART_RECEIVED');

/** The 5-minute windows [start, end) that ended at or before `until`, from `from`, at most `max`. */
export function realtimeWindows(from: Date, until: Date, max = MAX_PERIODS_PER_RUN): Array<{ start: Date; end: Date }> {
  const out: Array<{ start: Date; end: Date }> = [];
  let start = Math.ceil(from.getTime() / REALTIME_MS) * REALTIME_MS;
  while (start + REALTIME_MS <= until.getTime() && out.length < max) {
    out.push({ start: new Date(start), end: new Date(start + REALTIME_MS) });
    start += REALTIME_MS;
  }
  return out;
}

/** When a kind's period may be settled: after its end (+ the hourly grace), and once the team rollups closed it. */
export function settleableUntil(kind: BillKind, now: Date, rollupsClosedUntil: Date | undefined): Date {
  const grace = kind === 'HOURLY' ? HOURLY_GRACE_MS : 0;
  const closed = rollupsClosedUntil?.getTime() ?? 0;
  return new Date(Math.min(now.getTime() - grace, closed));
}
