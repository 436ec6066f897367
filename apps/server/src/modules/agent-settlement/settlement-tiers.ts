/**
 * Tiers as the settlement reads them. The same rule as `tierFor` of the contracts package
 * (`@fortuna/contracts` agent-contracts.ts, owned by the contracts module): the highest tier whose
 * thresholds are all met; null: "not reached".
 */
export type Tier = { rate: number; validBet: bigint; active: number; teamLoss: bigint | null };
export type TierMeasure = { validBet: bigint; active: number; teamLoss?: bigint | null };

const meets = (t: Tier, m: TierMeasure) =>
  m.validBet >= t.validBet && m.active >= t.active && (t.teamLoss === null || (m.teamLoss ?? 0n) >= t.teamLoss);

export function tierFor(tiers: readonly Tier[], measure: TierMeasure): { index: number; tier: Tier } | null {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index] as Tier;
    if (meets(tier, measure)) return { index, tier };
  }
  return null;
}

/** Reads `agent_contract.tiers` (minor units as numbers or strings). */
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
