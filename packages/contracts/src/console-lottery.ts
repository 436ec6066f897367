import { z } from 'zod';
import { paged } from './envelope.js';
import { Money, MoneyInput } from './money.js';
import { pageFields } from './query-fields.js';

/* The operator console's Lottery pages (issue 20): games, issues, results with four eyes, exposure, P&L. */

export const LotteryFamily = z.enum(['SSC', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_CENTRE', 'VN_SOUTH', 'THAI', '4D']);
export type LotteryFamily = z.infer<typeof LotteryFamily>;
/** FAIR: the platform draws (commit–reveal); PROVIDER: the results provider; MANUAL: operators enter them (four eyes). */
export const LotterySource = z.enum(['FAIR', 'PROVIDER', 'MANUAL']);
export type LotterySource = z.infer<typeof LotterySource>;
export const LotteryIssueStatus = z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID']);
export type LotteryIssueStatus = z.infer<typeof LotteryIssueStatus>;

/** Why a staff member changes something: kept in the audit chain. */
const Reason = z.string().trim().min(3, 'validation:enterContent').max(500);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:invalidFormat');
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A bet kind's code, or "*" for every kind. */
const KindCode = z
  .string()
  .trim()
  .regex(/^(\*|[A-Z0-9_]{1,40})$/, 'validation:invalidFormat');
/** A number as players pick it (digits, a dice face, a car): 1–6 digits. */
const NumberText = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, 'validation:invalidFormat');

/** One kind's limits (amounts in the brand's currency); kind "*" holds the default of kinds without their own. */
export const LotteryKindLimit = z.object({
  kind: KindCode,
  minStake: Money,
  maxStake: Money,
  /** Stake on one number per issue across every player. */
  maxPerNumber: Money,
});
export type LotteryKindLimit = z.infer<typeof LotteryKindLimit>;
/** A number that pays a share of its odds (percent, 1–99). */
export const RestrictedNumber = z.object({
  kind: KindCode,
  number: NumberText,
  percent: z.number().int().min(1).max(99),
});
export type RestrictedNumber = z.infer<typeof RestrictedNumber>;
/** A number no one may bet on (kind "*": under every kind). */
export const ClosedNumber = z.object({ kind: KindCode, number: NumberText });
export type ClosedNumber = z.infer<typeof ClosedNumber>;

/** A lottery game as the console shows it. */
export const ConsoleLotteryGame = z.object({
  id: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  /** The catalogue's name (the code when the catalogue has none). */
  gameName: z.string(),
  gameType: z.string(),
  family: LotteryFamily,
  source: LotterySource,
  /** Fast games: seconds between draws; null for scheduled (daily, twice-monthly, weekly) games. */
  cadenceSeconds: z.number().int().nullable(),
  closeSeconds: z.number().int(),
  enabled: z.boolean(),
  prizeGroup: z.number().int(),
  limits: z.array(LotteryKindLimit),
  maxPayoutPerPlayer: Money,
  restricted: z.array(RestrictedNumber),
  closed: z.array(ClosedNumber),
  /** The bet kinds of the game's family (what limits and numbers may name). */
  kinds: z.array(z.string()),
  /** Issues open for sale now. */
  openIssues: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleLotteryGame = z.infer<typeof ConsoleLotteryGame>;

export const LotteryGameParams = z.object({ id: Id }).strict();

const LimitInput = z
  .object({ kind: KindCode, minStake: MoneyInput, maxStake: MoneyInput, maxPerNumber: MoneyInput })
  .strict()
  .refine((l) => Number(l.minStake) <= Number(l.maxStake), { message: 'validation:amountRange', path: ['maxStake'] });
const unique =
  <T>(key: (item: T) => string) =>
  (list: T[]) =>
    new Set(list.map(key)).size === list.length;

/**
 * A game's settings; only what is sent changes. Sale close must leave time to sell (below the
 * cadence); a cadence applies to issues opened after the change (those open keep theirs).
 */
export const UpdateLotteryGame = z
  .object({
    enabled: z.boolean().optional(),
    /**
     * Vietnamese, Thai and 4D games only (fast games are always platform draws): platform draw,
     * results provider, or entered by operators with four eyes.
     */
    source: LotterySource.optional(),
    cadenceSeconds: z.number().int().min(30).max(3600).optional(),
    closeSeconds: z.number().int().min(0).max(3600).optional(),
    prizeGroup: z.number().int().min(1700).max(1990).optional(),
    limits: z
      .array(LimitInput)
      .max(100)
      .refine(
        unique((l: { kind: string }) => l.kind),
        'validation:duplicate',
      )
      .optional(),
    maxPayoutPerPlayer: MoneyInput.optional(),
    restricted: z
      .array(RestrictedNumber.strict())
      .max(1000)
      .refine(
        unique((r: RestrictedNumber) => `${r.kind}:${r.number}`),
        'validation:duplicate',
      )
      .optional(),
    closed: z
      .array(ClosedNumber.strict())
      .max(1000)
      .refine(
        unique((c: ClosedNumber) => `${c.kind}:${c.number}`),
        'validation:duplicate',
      )
      .optional(),
    reason: Reason,
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'validation:nothingToChange' });
export type UpdateLotteryGame = z.infer<typeof UpdateLotteryGame>;

/** Issues by game, state and draw day (the brand's zone), newest draw first unless sorted otherwise. */
export const LotteryIssueQuery = z
  .object({
    gameId: Id.optional(),
    status: LotteryIssueStatus.optional(),
    date: Day.optional(),
    sort: z.enum(['drawAt', 'stake', 'payout', 'tickets']).default('drawAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...pageFields,
  })
  .strict();
export type LotteryIssueQuery = z.infer<typeof LotteryIssueQuery>;

export const ConsoleLotteryIssue = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  family: LotteryFamily,
  source: LotterySource,
  code: z.string(),
  saleStart: z.string(),
  saleEnd: z.string(),
  drawAt: z.string(),
  status: LotteryIssueStatus,
  resultText: z.string().nullable(),
  /** FAIR | PROVIDER | OPERATOR. */
  resultSource: z.string().nullable(),
  tickets: z.number().int(),
  stake: Money,
  payout: Money,
  /** Stake minus payout of settled tickets (refunds count as neither). */
  ggr: Money,
  seedHash: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type ConsoleLotteryIssue = z.infer<typeof ConsoleLotteryIssue>;
export const LotteryIssuePage = paged(ConsoleLotteryIssue);

export const LotteryIssueParams = z.object({ id: Id }).strict();

/** One issue with its tickets by state, the seed once drawn, and the result as stored. */
export const LotteryIssueDetail = ConsoleLotteryIssue.extend({
  /** Revealed once the issue is drawn (never before: it would tell the result). */
  seed: z.string().nullable(),
  result: z.unknown().nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  players: z.number().int(),
  byStatus: z.array(z.object({ status: z.string(), tickets: z.number().int(), stake: Money, payout: Money })),
  /** A result waiting for a second operator (approval id), if any. */
  pendingResultId: z.number().int().nullable(),
});
export type LotteryIssueDetail = z.infer<typeof LotteryIssueDetail>;

export const VoidLotteryIssue = z.object({ reason: Reason }).strict();

/** Exposure of one issue: the numbers with the most stake, each against its kind's per-number limit. */
export const LotteryExposureQuery = z.object({ gameId: Id, issueId: Id.optional() }).strict();
export const LotteryExposure = z.object({
  /** The issue on sale (or asked for); null when the game has none open. */
  issue: ConsoleLotteryIssue.nullable(),
  players: z.number().int(),
  /** Sum of the tickets' potential payouts (each line's one hit). */
  maxPayout: Money,
  numbers: z.array(
    z.object({
      kind: z.string(),
      number: z.string(),
      stake: Money,
      /** The kind's (or the default) per-number limit; null when none is set. */
      limit: Money.nullable(),
    }),
  ),
});
export type LotteryExposure = z.infer<typeof LotteryExposure>;

/** Profit and loss per issue of one game over a day of the brand's zone (today there when not given). */
export const LotteryPnlQuery = z.object({ gameId: Id, date: Day.optional() }).strict();
export const LotteryPnl = z.object({
  date: z.string(),
  totals: z.object({ issues: z.number().int(), tickets: z.number().int(), stake: Money, payout: Money, ggr: Money }),
  issues: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      drawAt: z.string(),
      status: LotteryIssueStatus,
      tickets: z.number().int(),
      stake: Money,
      payout: Money,
      ggr: Money,
    }),
  ),
});
export type LotteryPnl = z.infer<typeof LotteryPnl>;
