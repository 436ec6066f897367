import { VN_TIERS, type VnRegion, type VnSheet, type VnTierName } from '@fortuna/contracts/lottery/vn-sheets';
import type { FourDSheet, ThaiSheet } from '@fortuna/contracts/lottery/sea-kinds';

/**
 * Reading results for the screens: which region a Vietnamese family is, the rows of a result
 * table, and the number a trend chart follows per family (the sum of the balls for fast games —
 * its big/small line drawn across — the đề for Vietnam, the 2 bottom for Thai, the first prize's
 * last two digits for 4D).
 */
export const FAST = ['SSC', 'PK10', 'K3', '11X5'] as const;
export const isFast = (family: string): family is (typeof FAST)[number] => (FAST as readonly string[]).includes(family);

export const regionOf = (family: string): VnRegion | null =>
  family === 'VN_NORTH' ? 'NORTH' : family === 'VN_CENTRE' ? 'CENTRE' : family === 'VN_SOUTH' ? 'SOUTH' : null;

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const fastBalls = (result: unknown): number[] | null => (isNumbers(result) ? result : null);
export const vnSheet = (result: unknown): VnSheet | null => (isRecord(result) && 'DB' in result ? result : null);
export const thaiSheet = (result: unknown): ThaiSheet | null =>
  isRecord(result) && 'back2' in result ? (result as ThaiSheet) : null;
export const fourDSheet = (result: unknown): FourDSheet | null =>
  isRecord(result) && 'consolation' in result ? (result as FourDSheet) : null;

/** A Vietnamese sheet's rows, ĐB first (as the tables print it), 27 or 18 numbers. */
export function vnRows(region: VnRegion, sheet: VnSheet): { tier: VnTierName; numbers: string[] }[] {
  const order: VnTierName[] = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];
  const tiers = VN_TIERS[region].map((t) => t.tier);
  return order.filter((t) => tiers.includes(t)).map((tier) => ({ tier, numbers: sheet[tier] ?? [] }));
}

/** Lô table (đầu / đuôi): the sheet's last-two-digit tails grouped by their first digit. */
export function loTable(region: VnRegion, sheet: VnSheet): string[][] {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  for (const t of VN_TIERS[region])
    for (const n of sheet[t.tier] ?? []) {
      const tail = n.slice(-2);
      heads[Number(tail[0])]!.push(tail[1]!);
    }
  return heads.map((h) => h.sort());
}

export type TrendScale = { min: number; max: number; line: number | null };

/** The number the trend chart follows, its scale and the big/small line (null when none). */
export function trendOf(family: string, result: unknown): number | null {
  const balls = fastBalls(result);
  if (balls) return family === 'PK10' ? balls[0]! + balls[1]! : balls.reduce((a, b) => a + b, 0);
  const vn = vnSheet(result);
  if (vn) return Number((vn.DB?.[0] ?? '').slice(-2)) || 0;
  const thai = thaiSheet(result);
  if (thai) return Number(thai.back2);
  const fourD = fourDSheet(result);
  if (fourD) return Number(fourD.first.slice(-2));
  return null;
}

export const TREND_SCALE: Record<string, TrendScale> = {
  SSC: { min: 0, max: 45, line: 22.5 },
  PK10: { min: 3, max: 19, line: 11.5 },
  K3: { min: 3, max: 18, line: 10.5 },
  '11X5': { min: 15, max: 45, line: 30 },
  VN_NORTH: { min: 0, max: 99, line: 49.5 },
  VN_CENTRE: { min: 0, max: 99, line: 49.5 },
  VN_SOUTH: { min: 0, max: 99, line: 49.5 },
  THAI: { min: 0, max: 99, line: 49.5 },
  '4D': { min: 0, max: 99, line: 49.5 },
};
