import { createHash } from 'node:crypto';
import { formatMinor, toMinor, type LotteryPlaceSlip, type LotteryLimitName } from '@fortuna/contracts';
import { priceLine, type PricedLine } from '@fortuna/contracts/lottery/bet-kind';
import {
  closedNumberOf,
  exposureOf,
  lineMaxPayout,
  restrictLine,
  sumExposures,
  type Exposure,
} from '@fortuna/contracts/lottery/exposure-fns';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { AppError, validationError } from '../../platform/errors.js';

/**
 * A slip's rules before the database (pure): each line's kind and selection, its price with the
 * odds fixed (restricted numbers reduced), closed numbers, the kind's minimum and maximum stake,
 * and the numbers and potential payout the per-issue limits are then raised by. A slip over any
 * limit is refused whole with the limit named, never trimmed.
 */

/** Limits of a kind in minor units. */
export type KindLimits = { minStake: number; maxStake: number; maxPerNumber: number };

/** DEFAULT limits where a game sets none (docs/decisions.md): 0.02 to 50,000.00 a line, 200,000.00 a number. */
export const DEFAULT_KIND_LIMITS: KindLimits = { minStake: 2, maxStake: 5_000_000, maxPerNumber: 20_000_000 };

/** The risk settings of a game, as the betting reads them (lottery_game). */
export type BetGame = {
  family: string;
  prizeGroup: number;
  /** Per kind code, "*" the default for every kind; any field left out takes the DEFAULT. */
  limits: Record<string, Partial<KindLimits>>;
  maxPayoutPerPlayer: number;
  restricted: Record<string, number>;
  closedNumbers: string[];
};

export function limitsOf(game: Pick<BetGame, 'limits'>, kind: string): KindLimits {
  const pick = (name: keyof KindLimits): number => {
    const v = game.limits[kind]?.[name] ?? game.limits['*']?.[name];
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : DEFAULT_KIND_LIMITS[name];
  };
  return { minStake: pick('minStake'), maxStake: pick('maxStake'), maxPerNumber: pick('maxPerNumber') };
}

/** A line as a ticket stores it (lottery_ticket.lines): the request's pick and its price. */
export type StoredLine = {
  kind: string;
  selection: unknown;
  unit: number;
  multiple: number;
  notes: number;
  noteStake: number;
  stake: number;
  groups: Array<{ key: string; notes: number; cost?: number; oddsBp: number }>;
};

/** An exposure with the per-number limit of its kind. */
export type LimitedExposure = Exposure & { kind: string; limit: number; line: number };

export type PricedSlip = {
  lines: StoredLine[];
  /** Stake of one issue's ticket (a chase buys the same ticket for each issue). */
  stake: number;
  maxPayout: number;
  exposures: LimitedExposure[];
};

export const limitError = (limit: LotteryLimitName, value: number, more: Record<string, unknown> = {}) =>
  new AppError('LOTTERY_LIMIT', undefined, { limit, value: formatMinor(BigInt(value)), ...more });

const stored = (line: PricedLine, selection: unknown, unit: number, multiple: number): StoredLine => ({
  kind: line.kind,
  selection,
  unit,
  multiple,
  notes: line.notes,
  noteStake: line.noteStake,
  stake: line.stake,
  groups: line.groups.map((g) => ({
    key: g.key,
    notes: g.notes,
    ...(g.cost === undefined ? {} : { cost: g.cost }),
    oddsBp: g.oddsBp,
  })),
});

/** Prices a slip's lines for a game, or refuses it (VALIDATION_FAILED, NUMBER_CLOSED, LOTTERY_LIMIT). */
export function priceSlip(game: BetGame, lines: LotteryPlaceSlip['lines']): PricedSlip {
  const rules = familyRules(game.family);
  const out: StoredLine[] = [];
  const exposures: LimitedExposure[] = [];
  let maxPayout = 0;
  lines.forEach((line, i) => {
    const at = i + 1;
    const kind = rules?.kindOf(line.kind);
    if (!kind) throw validationError([{ path: `body.lines.${i}.kind`, message: 'unknownKind' }]);
    const parsed = kind.selection.safeParse(line.selection);
    if (!parsed.success)
      throw validationError([
        { path: `body.lines.${i}.selection`, message: parsed.error.issues[0]?.message ?? 'invalid' },
      ]);
    const unit = Number(toMinor(line.unit));
    let priced = priceLine(kind, parsed.data, unit, line.multiple, game.prizeGroup);
    if (priced.notes === 0) throw validationError([{ path: `body.lines.${i}.selection`, message: 'noNotes' }]);
    const lineExposures = exposureOf(kind.code, parsed.data, priced);
    const closed = closedNumberOf(kind.code, lineExposures, game.closedNumbers);
    if (closed) throw new AppError('NUMBER_CLOSED', undefined, { kind: kind.code, number: closed.number, line: at });
    priced = restrictLine(kind.code, priced, lineExposures, game.restricted);
    const limits = limitsOf(game, kind.code);
    if (priced.stake < limits.minStake) throw limitError('minStake', limits.minStake, { kind: kind.code, line: at });
    if (!Number.isSafeInteger(priced.stake) || priced.stake > limits.maxStake)
      throw limitError('maxStake', limits.maxStake, { kind: kind.code, line: at });
    for (const e of lineExposures) exposures.push({ ...e, kind: kind.code, limit: limits.maxPerNumber, line: at });
    maxPayout += lineMaxPayout(priced);
    out.push(stored(priced, parsed.data, unit, line.multiple));
  });
  // One number staked on several lines counts once, with their stakes summed.
  const summed = sumExposures(exposures).map((e) => {
    const first = exposures.find((x) => x.numberKey === e.numberKey)!;
    return { ...e, kind: first.kind, limit: first.limit, line: first.line };
  });
  const over = summed.find((e) => e.stake > e.limit);
  if (over) throw limitError('maxPerNumber', over.limit, { kind: over.kind, number: over.number, line: over.line });
  if (maxPayout > game.maxPayoutPerPlayer) throw limitError('maxPayout', game.maxPayoutPerPlayer);
  const stake = out.reduce((n, l) => n + l.stake, 0);
  return { lines: out, stake, maxPayout, exposures: summed };
}

/** The slip as its idempotency key stands for it: a retry must send the same slip (key left out). */
export function slipHash(slip: LotteryPlaceSlip): string {
  const { idempotencyKey: _key, ...rest } = slip;
  const canonical = JSON.stringify(rest, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}
