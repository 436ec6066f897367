import type { ContractTierInput } from './agent-contracts.js';

/** A tier as typed: the rate in percent ("1.5"), amounts as typed, active members as digits. */
export type TierDraft = { rate: string; validBet: string; active: string; teamLoss: string };

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** "1.5" % → 150 per 10,000; null when it is not a percentage with at most two decimals. */
export function rateFromPercent(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The offer's tiers as the API takes them, or null when a field is not a number. */
export function tierRequest(drafts: readonly TierDraft[], dividend: boolean): ContractTierInput[] | null {
  const out: ContractTierInput[] = [];
  for (const d of drafts) {
    const rate = rateFromPercent(d.rate);
    const validBet = d.validBet.trim() || '0';
    const active = d.active.trim() || '0';
    const teamLoss = d.teamLoss.trim();
    if (rate === null || !AMOUNT.test(validBet) || !/^\d{1,7}$/.test(active)) return null;
    if (dividend && teamLoss && !AMOUNT.test(teamLoss)) return null;
    out.push({ rate, validBet, active: Number(active), teamLoss: dividend && teamLoss ? teamLoss : null });
  }
  return out;
}
