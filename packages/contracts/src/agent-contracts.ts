import { z } from 'zod';
import { formatMinor, Money, MoneyInput, toMinor } from './money.js';

/**
 * Agent contracts (spec §3 Contract, §4 Contracts; issue 21; design note AGENT-CONTRACTS.md):
 * daily, hourly and real-time salary and dividend, each a list of tiers (a rate per 10,000 and
 * thresholds). The pure rules here — which tier applies, whether an offer is valid, the
 * level-difference split — are shared by the contracts module, settlement and the clients.
 */

export const ContractKind = z.enum(['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND']);
export type ContractKind = z.infer<typeof ContractKind>;
export const CONTRACT_KINDS = ContractKind.options;

export const ContractStatus = z.enum(['REQUESTED', 'VALID', 'DENIED', 'TERMINATED']);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const ContractPeriod = z.enum(['HOURLY', 'DAILY', 'REALTIME', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
export type ContractPeriod = z.infer<typeof ContractPeriod>;

/** The periods each kind may be settled by: salaries have one, dividends four (spec §3). */
export const PERIODS_OF_KIND: Record<ContractKind, readonly ContractPeriod[]> = {
  DAILY: ['DAILY'],
  HOURLY: ['HOURLY'],
  REALTIME: ['REALTIME'],
  DIVIDEND: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
};

/** Rates are integers per 10,000 of the base: 1 % = 100. */
export const RATE_SCALE = 10_000;

/**
 * DEFAULT system limits of offered terms (docs/decisions.md "Agent contracts"): rate at least
 * 0.01 % and at most 3 % of valid bet for salaries, 60 % of team loss for dividends; at most 10
 * tiers; thresholds from 0 up to 1,000,000,000.00 of valid bet or team loss and 100,000 active members.
 */
export const CONTRACT_LIMITS = {
  minRate: 1,
  maxRate: { DAILY: 300, HOURLY: 300, REALTIME: 300, DIVIDEND: 6000 } as Record<ContractKind, number>,
  maxTiers: 10,
  maxAmountMinor: 100_000_000_000n,
  maxActive: 100_000,
} as const;

/** A tier as stored and computed with: minor units as bigint. */
export type Tier = { rate: number; validBet: bigint; active: number; teamLoss: bigint | null };

/** A tier on the wire: money as decimal strings. `teamLoss` only for dividends. */
export const ContractTier = z.object({
  rate: z.number().int(),
  validBet: Money,
  active: z.number().int(),
  teamLoss: Money.nullable(),
});
export type ContractTier = z.infer<typeof ContractTier>;

/** A tier as typed in an offer form. */
export const ContractTierInput = z
  .object({
    rate: z.number().int().min(0).max(RATE_SCALE),
    validBet: MoneyInput,
    active: z.number().int().min(0).max(10_000_000),
    teamLoss: MoneyInput.nullable().optional(),
  })
  .strict();
export type ContractTierInput = z.infer<typeof ContractTierInput>;

export function tierFromInput(input: ContractTierInput): Tier {
  return {
    rate: input.rate,
    validBet: toMinor(input.validBet),
    active: input.active,
    teamLoss: input.teamLoss == null ? null : toMinor(input.teamLoss),
  };
}

export function tierToWire(tier: Tier): ContractTier {
  return {
    rate: tier.rate,
    validBet: formatMinor(tier.validBet),
    active: tier.active,
    teamLoss: tier.teamLoss === null ? null : formatMinor(tier.teamLoss),
  };
}

/** The JSON kept in `agent_contract.tiers`: minor units as strings (bigint-safe). */
export type StoredTier = { rate: number; validBet: string; active: number; teamLoss: string | null };

export function tierToStored(tier: Tier): StoredTier {
  return {
    rate: tier.rate,
    validBet: tier.validBet.toString(),
    active: tier.active,
    teamLoss: tier.teamLoss === null ? null : tier.teamLoss.toString(),
  };
}

/** Reads stored tiers (numbers or strings of minor units). */
export function tiersFromStored(stored: unknown): Tier[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((raw) => {
    const row = raw as { rate: number; validBet: string | number; active: number; teamLoss?: string | number | null };
    return {
      rate: Number(row.rate),
      validBet: BigInt(row.validBet),
      active: Number(row.active),
      teamLoss: row.teamLoss == null ? null : BigInt(row.teamLoss),
    };
  });
}

/** What a period measured for one agent's team. `teamLoss`: the team's net loss (players lost), ≥ 0 or absent. */
export type TierMeasure = { validBet: bigint; active: number; teamLoss?: bigint | null };

function meets(tier: Tier, measure: TierMeasure): boolean {
  return (
    measure.validBet >= tier.validBet &&
    measure.active >= tier.active &&
    (tier.teamLoss === null || (measure.teamLoss ?? 0n) >= tier.teamLoss)
  );
}

/** The highest tier whose thresholds are all met, with its index; null: "not reached". */
export function tierFor(tiers: readonly Tier[], measure: TierMeasure): { index: number; tier: Tier } | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index] as Tier;
    if (meets(tier, measure)) return { index, tier };
  }
  return null;
}

/** The rate the terms give at a measure (0 when no tier is reached). */
export function rateAt(tiers: readonly Tier[], measure: TierMeasure): number {
  return tierFor(tiers, measure)?.tier.rate ?? 0;
}

/** Why offered terms are refused (each maps to an API error code in the contracts module). */
export type TermsProblem =
  | { problem: 'TIERS_COUNT' }
  | { problem: 'RATE_RANGE'; tier: number }
  | { problem: 'RATES_NOT_INCREASING'; tier: number }
  | { problem: 'THRESHOLDS_NOT_INCREASING'; tier: number }
  | { problem: 'THRESHOLD_RANGE'; tier: number }
  | { problem: 'TEAM_LOSS_NOT_DIVIDEND'; tier: number }
  | { problem: 'PERIOD_INVALID' }
  | { problem: 'ABOVE_UPLINE'; tier: number; uplineRate: number };

/**
 * Checks terms on their own: 1..maxTiers tiers; rates within the kind's limits and strictly
 * increasing; thresholds within limits, never decreasing and not all equal to the previous
 * tier's (a tier that can never apply is refused); team loss only on dividends.
 */
export function checkTerms(kind: ContractKind, period: ContractPeriod, tiers: readonly Tier[]): TermsProblem | null {
  if (!PERIODS_OF_KIND[kind].includes(period)) return { problem: 'PERIOD_INVALID' };
  if (tiers.length < 1 || tiers.length > CONTRACT_LIMITS.maxTiers) return { problem: 'TIERS_COUNT' };
  for (let i = 0; i < tiers.length; i += 1) {
    const tier = tiers[i] as Tier;
    if (tier.rate < CONTRACT_LIMITS.minRate || tier.rate > CONTRACT_LIMITS.maxRate[kind]) {
      return { problem: 'RATE_RANGE', tier: i };
    }
    if (tier.teamLoss !== null && kind !== 'DIVIDEND') return { problem: 'TEAM_LOSS_NOT_DIVIDEND', tier: i };
    const loss = tier.teamLoss ?? 0n;
    if (
      tier.validBet < 0n ||
      tier.validBet > CONTRACT_LIMITS.maxAmountMinor ||
      tier.active < 0 ||
      tier.active > CONTRACT_LIMITS.maxActive ||
      loss < 0n ||
      loss > CONTRACT_LIMITS.maxAmountMinor
    ) {
      return { problem: 'THRESHOLD_RANGE', tier: i };
    }
    if (i === 0) continue;
    const prev = tiers[i - 1] as Tier;
    if (tier.rate <= prev.rate) return { problem: 'RATES_NOT_INCREASING', tier: i };
    const prevLoss = prev.teamLoss ?? 0n;
    const notLower = tier.validBet >= prev.validBet && tier.active >= prev.active && loss >= prevLoss;
    const higher = tier.validBet > prev.validBet || tier.active > prev.active || loss > prevLoss;
    if (!notLower || !higher) return { problem: 'THRESHOLDS_NOT_INCREASING', tier: i };
  }
  return null;
}

/**
 * A downline's terms never give more than its upline's at the same thresholds. Both rate
 * functions rise with every threshold, so checking at each downline tier's own thresholds is
 * enough: there the downline's rate starts, and the upline's is at its lowest over that tier.
 * Returns the first downline tier that exceeds, or null.
 */
export function exceedsUpline(
  upline: readonly Tier[],
  downline: readonly Tier[],
): { tier: number; uplineRate: number } | null {
  for (let i = 0; i < downline.length; i += 1) {
    const tier = downline[i] as Tier;
    const uplineRate = rateAt(upline, { validBet: tier.validBet, active: tier.active, teamLoss: tier.teamLoss ?? 0n });
    if (tier.rate > uplineRate) return { tier: i, uplineRate };
  }
  return null;
}

/** Offer validation: the terms on their own, then against the offering upline's terms (none: the platform). */
export function validateOffer(
  kind: ContractKind,
  period: ContractPeriod,
  tiers: readonly Tier[],
  uplineTiers: readonly Tier[] | null,
): TermsProblem | null {
  const own = checkTerms(kind, period, tiers);
  if (own) return own;
  if (uplineTiers === null) return null;
  const above = exceedsUpline(uplineTiers, tiers);
  return above ? { problem: 'ABOVE_UPLINE', ...above } : null;
}

/** base × rate / 10,000, rounded down (never pays a fraction of a minor unit that is not there). */
export function amountAtRate(base: bigint, rate: number): bigint {
  if (base <= 0n) return 0n;
  return (base * BigInt(rate)) / BigInt(RATE_SCALE);
}

/**
 * The level-difference rule: an agent's gross is computed on its whole team at its own tier; its
 * direct downlines' gross amounts are paid out of it. Net = gross − Σ downlines' gross; dividends
 * are floored at 0 (salaries cannot go below because a downline's rate never exceeds its upline's).
 */
export function levelDifference(
  gross: bigint,
  downlineGross: readonly bigint[],
  options: { floorAtZero?: boolean } = {},
): { gross: bigint; downlineTotal: bigint; net: bigint } {
  const downlineTotal = downlineGross.reduce((sum, amount) => sum + amount, 0n);
  let net = gross - downlineTotal;
  if (options.floorAtZero && net < 0n) net = 0n;
  return { gross, downlineTotal, net };
}
