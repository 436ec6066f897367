import type { RoundStatus } from '@fortuna/contracts/play';
import { VENDOR_CATEGORIES } from '@fortuna/contracts/games-fns';
import { formatAmount } from '@fortuna/contracts/money-format';
import { presetRange, type RangePreset } from '@/lib/market-date';

/* Pure rules of the betting-record and profit-and-loss pages (dates are market days in the brand's zone). */

export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'week', 'month'];
/** Both pages open on the last 7 market days, like the account records. */
export const DEFAULT_PRESET: RangePreset = 'week';
export const BET_PAGE_SIZE = 20;

/** The categories a round can belong to, in the lobby menu's order (HOT and FAV are lists, not categories). */
export const BET_CATEGORIES = VENDOR_CATEGORIES;

export const betRange = (preset: RangePreset, now: Date, timeZone: string) => presetRange(preset, now, timeZone);

export type ProfitTone = 'gain' | 'loss' | 'even';
/** A member's profit: positive is a gain (green), negative a loss (red), zero neither. */
export function profitTone(profit: string): ProfitTone {
  if (profit.startsWith('-')) return /[1-9]/.test(profit) ? 'loss' : 'even';
  return /[1-9]/.test(profit) ? 'gain' : 'even';
}

/** "12.5" → "+12.50", "-3" → "-3.00", "0" → "0.00": a profit always shows its sign. */
export function signedAmount(profit: string, locale: string): string {
  const tone = profitTone(profit);
  const shown = formatAmount(profit.replace('-', ''), locale);
  return tone === 'gain' ? `+${shown}` : tone === 'loss' ? `-${shown}` : shown;
}

const STATUS_TONE: Record<RoundStatus, 'success' | 'info' | 'muted'> = {
  SETTLED: 'success',
  OPEN: 'info',
  ROLLED_BACK: 'muted',
};
/** The badge of a round's status: its translation key in the `bets` namespace and its colour. */
export function roundStatusBadge(status: RoundStatus): { key: string; tone: string } {
  return { key: `status.${status}`, tone: STATUS_TONE[status] };
}

type VendorLike = { vassalage: string; displayName: string };
type CategoryLike = { gameCategory: string; vendors: readonly VendorLike[] };

/**
 * The vendor filter's choices: the vendors of the chosen category (all categories when none),
 * each once, by name. A vendor listed in several categories keeps its first name.
 */
export function vendorOptions(categories: readonly CategoryLike[], gameType: string): VendorLike[] {
  const seen = new Map<string, VendorLike>();
  for (const category of categories) {
    if (gameType && category.gameCategory !== gameType) continue;
    if (!(BET_CATEGORIES as readonly string[]).includes(category.gameCategory)) continue;
    for (const v of category.vendors)
      if (!seen.has(v.vassalage)) seen.set(v.vassalage, { vassalage: v.vassalage, displayName: v.displayName });
  }
  return [...seen.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
}
