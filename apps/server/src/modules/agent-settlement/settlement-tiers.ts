/**
 * Tiers as the settlement reads them: the contracts package's rule (`tierFor`: the highest tier
 * whose thresholds are all met; null: "not reached") and its reading of `agent_contract.tiers`.
 */
export { tierFor, tiersFromStored, type Tier, type TierMeasure } from '@fortuna/contracts';
