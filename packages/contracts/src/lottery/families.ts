import type { AnyBetKind } from './bet-kind.js';
import type { FairWords } from './fair-fns.js';
import {
  FAST_DRAW,
  FAST_FAMILIES,
  fastKindsOf,
  formatFastResult,
  parseFastResult,
  type FastFamily,
} from './fast-games.js';
import {
  drawFourDSheet,
  drawThaiSheet,
  FOUR_D_KINDS,
  THAI_KINDS,
  type FourDSheet,
  type ThaiSheet,
} from './sea-kinds.js';
import { VN_KINDS } from './vn-kinds.js';
import { drawVnSheet, VN_TIERS, vnSheetProblems, type VnRegion, type VnSheet } from './vn-sheets.js';

/**
 * The lottery families by code, one registry for the server (draws, settlement, operator-entered
 * results) and the web app (bet board, result tables, the verification page). A result is JSON:
 * fast games a list of numbers, the Vietnamese lottery a sheet by tier, Thai and 4D their sheets.
 */
export const LOTTERY_FAMILIES = [...FAST_FAMILIES, 'VN_NORTH', 'VN_CENTRE', 'VN_SOUTH', 'THAI', '4D'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];
export type LotteryResult = readonly number[] | VnSheet | ThaiSheet | FourDSheet;

export type FamilyRules = {
  family: LotteryFamily;
  /** The provably fair draw from the HMAC words of (seed, issue code). */
  draw(words: FairWords): LotteryResult;
  /** The result as one line of text (stored beside the result, shown in lists). */
  format(result: LotteryResult): string;
  /** A stored or entered result checked against the family's shape; null when it is not one. */
  parse(json: unknown): LotteryResult | null;
  kinds: ReadonlyMap<string, AnyBetKind>;
  /** The kind of a code, or null when the family has no such kind. */
  kindOf(code: string): AnyBetKind | null;
};

const withKinds = (kinds: ReadonlyMap<string, AnyBetKind>) => ({
  kinds,
  kindOf: (code: string) => kinds.get(code) ?? null,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const digitsOf = (v: unknown, width: number): v is string =>
  typeof v === 'string' && new RegExp(`^\\d{${width}}$`).test(v);
const listOf = (v: unknown, count: number, width: number): v is string[] =>
  Array.isArray(v) && v.length === count && v.every((x) => digitsOf(x, width));

function fastRules(family: FastFamily): FamilyRules {
  return {
    family,
    draw: (w) => FAST_DRAW[family](w),
    format: (r) => formatFastResult(family, r as readonly number[]),
    parse: (json) =>
      Array.isArray(json) && json.every((v) => Number.isInteger(v) && (v as number) >= 0)
        ? parseFastResult(family, json.join(','))
        : null,
    ...withKinds(new Map(fastKindsOf(family).map((k) => [k.code, k as AnyBetKind]))),
  };
}

function vnRules(family: LotteryFamily, region: VnRegion): FamilyRules {
  return {
    family,
    draw: (w) => drawVnSheet(w, region),
    // "ĐB 52552 · G1 56247 · G2 84402 15788 · …"
    format: (r) =>
      VN_TIERS[region]
        .map((t) => `${t.tier === 'DB' ? 'ĐB' : t.tier} ${((r as VnSheet)[t.tier] ?? []).join(' ')}`)
        .join(' · '),
    parse: (json) => (isRecord(json) && vnSheetProblems(region, json).length === 0 ? json : null),
    ...withKinds(VN_KINDS[region]),
  };
}

const THAI_RULES: FamilyRules = {
  family: 'THAI',
  draw: drawThaiSheet,
  format: (r) => {
    const s = r as ThaiSheet;
    return `${s.first} · ${s.front3.join(' ')} · ${s.back3.join(' ')} · ${s.back2}`;
  },
  parse: (json) =>
    isRecord(json) &&
    Object.keys(json).length === 4 &&
    digitsOf(json.first, 6) &&
    listOf(json.front3, 2, 3) &&
    listOf(json.back3, 2, 3) &&
    digitsOf(json.back2, 2)
      ? json
      : null,
  ...withKinds(THAI_KINDS),
};

const FOUR_D_RULES: FamilyRules = {
  family: '4D',
  draw: drawFourDSheet,
  format: (r) => {
    const s = r as FourDSheet;
    return `${s.first} · ${s.second} · ${s.third} · ${s.starter.join(' ')} · ${s.consolation.join(' ')}`;
  },
  parse: (json) => {
    if (
      !isRecord(json) ||
      Object.keys(json).length !== 5 ||
      !digitsOf(json.first, 4) ||
      !digitsOf(json.second, 4) ||
      !digitsOf(json.third, 4) ||
      !listOf(json.starter, 10, 4) ||
      !listOf(json.consolation, 10, 4)
    )
      return null;
    const all = [json.first, json.second, json.third, ...json.starter, ...json.consolation];
    return new Set(all).size === 23 ? json : null;
  },
  ...withKinds(FOUR_D_KINDS),
};

export const FAMILY_RULES: Readonly<Record<LotteryFamily, FamilyRules>> = {
  SSC: fastRules('SSC'),
  PK10: fastRules('PK10'),
  K3: fastRules('K3'),
  '11X5': fastRules('11X5'),
  VN_NORTH: vnRules('VN_NORTH', 'NORTH'),
  VN_CENTRE: vnRules('VN_CENTRE', 'CENTRE'),
  VN_SOUTH: vnRules('VN_SOUTH', 'SOUTH'),
  THAI: THAI_RULES,
  '4D': FOUR_D_RULES,
};

export const isLotteryFamily = (code: string): code is LotteryFamily =>
  (LOTTERY_FAMILIES as readonly string[]).includes(code);

/** The rules of a family code; null for a code that is not a family. */
export const familyRules = (code: string): FamilyRules | null => (isLotteryFamily(code) ? FAMILY_RULES[code] : null);

/** The region of a Vietnamese family (null for the others). */
export const vnRegionOf = (family: LotteryFamily): VnRegion | null =>
  family === 'VN_NORTH' ? 'NORTH' : family === 'VN_CENTRE' ? 'CENTRE' : family === 'VN_SOUTH' ? 'SOUTH' : null;
