import { z } from 'zod';
import { ApprovalStatus } from './approvals.js';
import { pageFields } from './query-fields.js';
import { LotteryFamily } from './console-lottery.js';
import type { FourDSheet, ThaiSheet } from './lottery/sea-kinds.js';
import { VN_TIERS, vnSheetProblems, type VnRegion, type VnSheet } from './lottery/vn-sheets.js';

/**
 * Results of official draws entered by operators (issue 20, four eyes): one staff member enters a
 * sheet as tiers of numbers, another confirms it; only then is it the issue's result. The same
 * tier template drives the console's form and the server's check.
 */

/** A tier of a result sheet: how many numbers, of how many digits. */
export type ResultTier = { key: string; count: number; digits: number };

const VN_REGION_OF: Partial<Record<LotteryFamily, VnRegion>> = {
  VN_NORTH: 'NORTH',
  VN_CENTRE: 'CENTRE',
  VN_SOUTH: 'SOUTH',
};
const THAI_TIERS: ResultTier[] = [
  { key: 'first', count: 1, digits: 6 },
  { key: 'front3', count: 2, digits: 3 },
  { key: 'back3', count: 2, digits: 3 },
  { key: 'back2', count: 1, digits: 2 },
];
const FOUR_D_TIERS: ResultTier[] = [
  { key: 'first', count: 1, digits: 4 },
  { key: 'second', count: 1, digits: 4 },
  { key: 'third', count: 1, digits: 4 },
  { key: 'starter', count: 10, digits: 4 },
  { key: 'consolation', count: 10, digits: 4 },
];

/** The tiers an operator enters for a family whose results come from an official draw; null for platform draws. */
export function resultTiers(family: LotteryFamily): ResultTier[] | null {
  const region = VN_REGION_OF[family];
  if (region) return VN_TIERS[region].map((t) => ({ key: t.tier, count: t.count, digits: t.digits }));
  if (family === 'THAI') return THAI_TIERS;
  if (family === '4D') return FOUR_D_TIERS;
  return null;
}

/** What the operator sends: each tier's numbers as text, in the sheet's order. */
export const EnteredSheet = z.record(z.string().regex(/^[A-Za-z0-9]{1,12}$/), z.array(z.string().trim()).max(30));
export type EnteredSheet = z.infer<typeof EnteredSheet>;

/** The problems of an entered sheet against its family's tiers (each naming the tier): empty when it is whole. */
export function sheetProblems(family: LotteryFamily, sheet: EnteredSheet): string[] {
  const region = VN_REGION_OF[family];
  if (region) return vnSheetProblems(region, sheet);
  const tiers = resultTiers(family);
  if (!tiers) return ['platform draw: no entry'];
  const problems: string[] = [];
  const known = new Set(tiers.map((t) => t.key));
  for (const key of Object.keys(sheet)) if (!known.has(key)) problems.push(`${key}: not a tier`);
  for (const t of tiers) {
    const numbers = sheet[t.key];
    if (!numbers || numbers.length !== t.count) problems.push(`${t.key}: ${t.count} numbers`);
    else if (!numbers.every((n) => new RegExp(`^\\d{${t.digits}}$`).test(n)))
      problems.push(`${t.key}: ${t.digits} digits each`);
  }
  if (family === '4D') {
    const all = tiers.flatMap((t) => sheet[t.key] ?? []);
    if (new Set(all).size !== all.length) problems.push('4D: 23 different numbers');
  }
  return problems;
}

/** The family's stored result of a whole entered sheet (VN: the sheet; Thai and 4D: their sheet shapes). */
export function resultOfSheet(family: LotteryFamily, sheet: EnteredSheet): VnSheet | ThaiSheet | FourDSheet {
  const one = (key: string) => sheet[key]?.[0] ?? '';
  const many = (key: string) => sheet[key] ?? [];
  if (family === 'THAI')
    return { first: one('first'), front3: many('front3'), back3: many('back3'), back2: one('back2') };
  if (family === '4D')
    return {
      first: one('first'),
      second: one('second'),
      third: one('third'),
      starter: many('starter'),
      consolation: many('consolation'),
    };
  return Object.fromEntries((resultTiers(family) ?? []).map((t) => [t.key, many(t.key)]));
}

/** The sheet as one line per tier ("DB 12345 · G1 …"), as the console and the audit show it. */
export const sheetText = (family: LotteryFamily, sheet: EnteredSheet): string =>
  (resultTiers(family) ?? []).map((t) => `${t.key} ${(sheet[t.key] ?? []).join(' ')}`).join(' · ');

export const EnterLotteryResult = z
  .object({
    issueId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    sheet: EnteredSheet,
    reason: z.string().trim().min(3, 'validation:enterContent').max(500),
    /** Made by the console once per form: a repeat answers the first request. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'validation:required'),
  })
  .strict();
export type EnterLotteryResult = z.infer<typeof EnterLotteryResult>;

/** What a lottery.result approval request keeps. */
export const LotteryResultPayload = z.object({
  issueId: z.number().int(),
  issueCode: z.string(),
  gameId: z.number().int(),
  gameCode: z.string(),
  family: LotteryFamily,
  sheet: EnteredSheet,
  resultText: z.string(),
});
export type LotteryResultPayload = z.infer<typeof LotteryResultPayload>;

/** An entered result as the console lists it: the request, its sheet and who entered and decided it. */
export const LotteryResultRequest = LotteryResultPayload.extend({
  id: z.number().int(),
  status: ApprovalStatus,
  reason: z.string(),
  makerId: z.number().int(),
  maker: z.string(),
  createdAt: z.string(),
  checker: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type LotteryResultRequest = z.infer<typeof LotteryResultRequest>;

export const LotteryResultQuery = z.object({ status: ApprovalStatus.optional(), ...pageFields }).strict();
export const LotteryResultPage = z.object({
  list: z.array(LotteryResultRequest),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const LotteryResultParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const LotteryResultDecision = z.object({ reason: z.string().trim().min(3, 'validation:enterContent').max(500) });
export const ConfirmLotteryResult = z.object({
  reason: z.string().trim().min(3, 'validation:enterContent').max(500).optional(),
});
