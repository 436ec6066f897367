import { formatMinor, toMinor } from '@fortuna/contracts';
import type {
  ClosedNumber,
  ConsoleLotteryGame,
  ConsoleLotteryIssue,
  LotteryFamily,
  LotteryIssueStatus,
  LotteryKindLimit,
  LotterySource,
  RestrictedNumber,
  UpdateLotteryGame,
} from '@fortuna/contracts/console-lottery';
import type { LotteryGameRow, LotteryIssueRow } from './lottery-console-repository.js';

/* Pure rules of the console's lottery pages: stored settings ↔ what the console shows and sends. */

const iso = (d: Date | string) => new Date(d).toISOString();
const money = (minor: number | string | bigint) => formatMinor(BigInt(minor));

/**
 * A "<kind>:<number>" key (closed and restricted numbers; the exposure's "<kind>:<scope><number>",
 * e.g. "SSC_POSITION_NUMBER:b1:7") split at its first colon; no kind means every kind.
 */
export function splitNumberKey(key: string): { kind: string; number: string } {
  const at = key.indexOf(':');
  return at < 0 ? { kind: '*', number: key } : { kind: key.slice(0, at), number: key.slice(at + 1) };
}
export const numberKey = (n: { kind: string; number: string }) => `${n.kind}:${n.number}`;

type StoredLimits = LotteryGameRow['limits'];

export const limitsView = (limits: StoredLimits): LotteryKindLimit[] =>
  Object.entries(limits)
    .map(([kind, l]) => ({
      kind,
      minStake: money(l.minStake),
      maxStake: money(l.maxStake),
      maxPerNumber: money(l.maxPerNumber),
    }))
    .sort((a, b) => (a.kind === '*' ? -1 : b.kind === '*' ? 1 : a.kind.localeCompare(b.kind)));

export const storedLimits = (limits: NonNullable<UpdateLotteryGame['limits']>): StoredLimits =>
  Object.fromEntries(
    limits.map((l) => [
      l.kind,
      {
        minStake: Number(toMinor(l.minStake)),
        maxStake: Number(toMinor(l.maxStake)),
        maxPerNumber: Number(toMinor(l.maxPerNumber)),
      },
    ]),
  );

export const restrictedView = (stored: Record<string, number>): RestrictedNumber[] =>
  Object.entries(stored)
    .map(([key, percent]) => ({ ...splitNumberKey(key), percent }))
    .sort((a, b) => numberKey(a).localeCompare(numberKey(b)));
export const storedRestricted = (list: RestrictedNumber[]): Record<string, number> =>
  Object.fromEntries(list.map((r) => [numberKey(r), r.percent]));

export const closedView = (stored: string[]): ClosedNumber[] => stored.map(splitNumberKey).sort();
export const storedClosed = (list: ClosedNumber[]): string[] => list.map(numberKey).sort();

/** JSON with object keys in order: stored jsonb comes back with its keys reordered. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The per-number limit that applies to a kind: its own, else the default ("*"); null when neither is set. */
export function perNumberLimit(limits: StoredLimits, kind: string): bigint | null {
  const l = limits[kind] ?? limits['*'];
  return l ? BigInt(l.maxPerNumber) : null;
}

export const gameView = (g: LotteryGameRow, kinds: string[]): ConsoleLotteryGame => ({
  id: Number(g.id),
  vassalage: g.vassalage,
  gameCode: g.game_code,
  gameName: g.name || g.game_code,
  gameType: g.game_type,
  family: g.family as LotteryFamily,
  source: g.source as LotterySource,
  cadenceSeconds: g.cadence_seconds,
  closeSeconds: g.close_seconds,
  enabled: g.enabled,
  prizeGroup: g.prize_group,
  limits: limitsView(g.limits),
  maxPayoutPerPlayer: money(g.max_payout_per_player),
  restricted: restrictedView(g.restricted),
  closed: closedView(g.closed_numbers),
  kinds,
  openIssues: Number(g.open_issues),
  updatedAt: iso(g.updated_at),
});

export const issueView = (i: LotteryIssueRow): ConsoleLotteryIssue => ({
  id: Number(i.id),
  gameId: Number(i.game_id),
  gameCode: i.game_code,
  gameName: i.name || i.game_code,
  family: i.family as LotteryFamily,
  source: i.source as LotterySource,
  code: i.code,
  saleStart: iso(i.sale_start),
  saleEnd: iso(i.sale_end),
  drawAt: iso(i.draw_at),
  status: i.status as LotteryIssueStatus,
  resultText: i.result_text,
  resultSource: i.result_source,
  tickets: Number(i.tickets),
  stake: money(i.stake),
  payout: money(i.payout),
  ggr: money(i.ggr),
  seedHash: i.seed_hash,
  voidReason: i.void_reason,
});

/** The families whose results come from an official draw (entered by operators when MANUAL). */
export const OFFICIAL_DRAW_FAMILIES: readonly LotteryFamily[] = ['VN_NORTH', 'VN_CENTRE', 'VN_SOUTH', 'THAI', '4D'];

/**
 * Why a change of settings cannot be made (a validation message per field), or null. `kinds`
 * are the family's bet kinds: limits and numbers name one of them or "*".
 */
export function settingsProblems(
  current: Pick<ConsoleLotteryGame, 'family' | 'cadenceSeconds' | 'closeSeconds'>,
  body: UpdateLotteryGame,
  kinds: readonly string[],
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const known = new Set(['*', ...kinds]);
  const unknownKind = (field: string, list: { kind: string }[] | undefined) =>
    (list ?? []).forEach((item, i) => {
      if (!known.has(item.kind))
        problems.push({ path: `body.${field}.${i}.kind`, message: 'validation:invalidFormat' });
    });
  unknownKind('limits', body.limits);
  unknownKind('restricted', body.restricted);
  unknownKind('closed', body.closed);
  if (body.source !== undefined && !OFFICIAL_DRAW_FAMILIES.includes(current.family))
    problems.push({ path: 'body.source', message: 'validation:invalidFormat' });
  if (body.cadenceSeconds !== undefined && current.cadenceSeconds === null)
    problems.push({ path: 'body.cadenceSeconds', message: 'validation:invalidFormat' });
  const cadence = body.cadenceSeconds ?? current.cadenceSeconds;
  const close = body.closeSeconds ?? current.closeSeconds;
  if (cadence !== null && close >= cadence)
    problems.push({ path: 'body.closeSeconds', message: 'validation:amountRange' });
  return problems;
}
