import { drawNumberText, type FairWords } from './fair-fns.js';

/**
 * The Vietnamese lottery's result sheets (LOTTERY.md "Vietnamese lottery"): the North draws 27
 * numbers a day (one province), the Centre and the South 18 per province, several provinces a day.
 * Times are Vietnam's (GMT+7); betting closes when the region's draw starts (DEFAULT).
 */
export const VN_REGIONS = ['NORTH', 'CENTRE', 'SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** A prize tier: how many numbers, of how many digits. ĐB is the special prize. */
export type VnTier = { tier: VnTierName; count: number; digits: number };
export type VnTierName = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

const NORTH_TIERS: VnTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];
const SOUTH_TIERS: VnTier[] = [
  { tier: 'G8', count: 1, digits: 2 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'DB', count: 1, digits: 6 },
];
/** Each region's tiers, in the order the numbers are drawn. */
export const VN_TIERS: Record<VnRegion, VnTier[]> = { NORTH: NORTH_TIERS, CENTRE: SOUTH_TIERS, SOUTH: SOUTH_TIERS };

/** Draw start, minutes after midnight Vietnam time (DEFAULT). */
export const VN_DRAW_MINUTE: Record<VnRegion, number> = {
  NORTH: 18 * 60 + 15,
  CENTRE: 17 * 60 + 15,
  SOUTH: 16 * 60 + 15,
};
export const VN_UTC_OFFSET_MINUTES = 7 * 60;

/** The provinces that draw each weekday (0 = Sunday), as the official schedules have them. */
export const VN_PROVINCES: Record<VnRegion, readonly (readonly string[])[]> = {
  NORTH: [['Thái Bình'], ['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định']],
  CENTRE: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
  SOUTH: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
};

/** A sheet: each tier's numbers as text (leading zeros kept), in draw order; the North has no G8. */
export type VnSheet = Partial<Record<VnTierName, string[]>>;

/** Draws a whole sheet from the fair words (the demo's results provider; official draws come by entry). */
export function drawVnSheet(words: FairWords, region: VnRegion): VnSheet {
  const sheet: VnSheet = {};
  for (const t of VN_TIERS[region])
    sheet[t.tier] = Array.from({ length: t.count }, () => drawNumberText(words, t.digits));
  return sheet;
}

/** Checks a sheet entered by an operator against the region's tiers; returns the problems found. */
export function vnSheetProblems(region: VnRegion, sheet: Partial<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const known = new Set(VN_TIERS[region].map((t) => t.tier));
  for (const key of Object.keys(sheet)) if (!known.has(key as VnTierName)) problems.push(`${key}: not a tier`);
  for (const t of VN_TIERS[region]) {
    const numbers = sheet[t.tier];
    if (!Array.isArray(numbers) || numbers.length !== t.count) problems.push(`${t.tier}: ${t.count} numbers`);
    else if (!numbers.every((n) => typeof n === 'string' && new RegExp(`^\\d{${t.digits}}$`).test(n)))
      problems.push(`${t.tier}: ${t.digits} digits each`);
  }
  return problems;
}

/** Every number of a sheet (27 in the North, 18 elsewhere). */
export const vnNumbers = (region: VnRegion, sheet: VnSheet): string[] =>
  VN_TIERS[region].flatMap((t) => sheet[t.tier] ?? []);

/** The slots a lô of `width` digits reads: every number with at least that many digits. */
export const vnSlots = (region: VnRegion, width: number): number =>
  VN_TIERS[region].filter((t) => t.digits >= width).reduce((n, t) => n + t.count, 0);
