import { z } from 'zod';
import { paged } from './envelope.js';
import { LanguageCode, PrizeMode } from './games.js';
import { Money, MoneyInput } from './money.js';
import { pageFields } from './query-fields.js';

/**
 * The player's side of the platform's own lottery (issue 20; rules in `lottery/`): the lobby,
 * a game's kinds and limits, placing a slip (with a chase), cancelling a ticket, the member's
 * tickets and each game's results. Times are ISO instants; money is a decimal string; odds are
 * integer basis points, stake included (1.98 → 19_800), fixed on a ticket when it is accepted.
 */

const GameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const Vassalage = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const IssueCode = z.string().regex(/^[A-Za-z0-9-]{1,32}$/);
const opt = <T extends z.ZodType>(schema: T) => schema.optional();

/** A game is named by its code and, when two vendors share the code, its vendor (default: LOTT, ELOTT, TCG_SEA, TCG_LOTTO_VN in that order). */
const gameRef = { gameCode: GameCode, vassalage: opt(Vassalage) };

export const LOTTERY_FAMILIES = [
  'SSC',
  'PK10',
  'K3',
  '11X5',
  'VN_NORTH',
  'VN_CENTRE',
  'VN_SOUTH',
  'THAI',
  '4D',
] as const;
export const LotteryFamily = z.enum(LOTTERY_FAMILIES);
export type LotteryFamily = z.infer<typeof LotteryFamily>;

export const LOTTERY_ISSUE_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'] as const;
export const LotteryIssueStatus = z.enum(LOTTERY_ISSUE_STATUSES);
export type LotteryIssueStatus = z.infer<typeof LotteryIssueStatus>;

export const LOTTERY_TICKET_STATUSES = ['PENDING', 'WON', 'LOST', 'PUSH', 'CANCELLED', 'VOID'] as const;
export const LotteryTicketStatus = z.enum(LOTTERY_TICKET_STATUSES);
export type LotteryTicketStatus = z.infer<typeof LotteryTicketStatus>;

/** Where a drawn result came from: the platform's fair draw, the results provider, or operators (four eyes). */
export const LotteryResultSource = z.enum(['FAIR', 'PROVIDER', 'OPERATOR']);

/** An issue ("numero") as a player sees it; the seed is revealed only once the issue is drawn. */
export const LotteryIssue = z.object({
  issueCode: IssueCode,
  status: LotteryIssueStatus,
  saleStart: z.string(),
  saleEnd: z.string(),
  drawAt: z.string(),
  /** Hex SHA-256 of the server seed, published when the issue opens (null for operator-entered games). */
  seedHash: z.string().nullable(),
});
export type LotteryIssue = z.infer<typeof LotteryIssue>;

/** A drawn issue: its result as text ("3,0,7,1,9") and structured (the family's result JSON). */
export const LotteryDrawnIssue = LotteryIssue.extend({
  resultText: z.string().nullable(),
  result: z.unknown(),
  resultSource: LotteryResultSource.nullable(),
  /** Hex server seed, revealed after the draw; null before it, and for results from a provider or operators. */
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type LotteryDrawnIssue = z.infer<typeof LotteryDrawnIssue>;

/** One game of the lobby: the issue on sale (null when none is) and the last drawn one. */
export const LotteryGameSummary = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  /** Betting-record category: LOTT or ELOTT. */
  gameType: z.string(),
  gameName: z.string(),
  family: LotteryFamily,
  /** Seconds between issues of a fast game; null for scheduled (daily, weekly, twice-monthly) games. */
  cadenceSeconds: z.number().int().nullable(),
  current: LotteryIssue.nullable(),
  last: LotteryDrawnIssue.nullable(),
});
export type LotteryGameSummary = z.infer<typeof LotteryGameSummary>;

/** GET lobby: the games of a prize mode (default the brand's) or of one vendor. */
export const LotteryLobbyQuery = z
  .object({ prizeMode: opt(PrizeMode), vassalage: opt(Vassalage), language: opt(LanguageCode) })
  .strict();
export type LotteryLobbyQuery = z.infer<typeof LotteryLobbyQuery>;

export const LotteryLobby = z.object({
  /** The server's clock when answering: countdowns are drawn against it, not the device's. */
  serverTime: z.string(),
  games: z.array(LotteryGameSummary),
});
export type LotteryLobby = z.infer<typeof LotteryLobby>;

export const LotteryGameQuery = z.object({ ...gameRef, language: opt(LanguageCode) }).strict();
export type LotteryGameQuery = z.infer<typeof LotteryGameQuery>;

/** Limits of a bet kind (money). maxPerNumber: stake on one number per issue across all players. */
export const LotteryKindLimits = z.object({ minStake: Money, maxStake: Money, maxPerNumber: Money });
export type LotteryKindLimits = z.infer<typeof LotteryKindLimits>;

/**
 * A bet kind of the game with its odds at the game's prize group. Most kinds have one odds
 * (`variant` ""); others have one per pick ("TIE", "TRIPLE", "k=3", a 4D number's orderings "24"…).
 */
export const LotteryKindInfo = z.object({
  code: z.string(),
  odds: z.array(z.object({ variant: z.string(), oddsBp: z.number().int() })),
  limits: LotteryKindLimits,
});
export type LotteryKindInfo = z.infer<typeof LotteryKindInfo>;

/** A restricted number pays `percent` % of its odds; kind "*" applies to every kind. */
export const LotteryRestrictedNumber = z.object({ kind: z.string(), number: z.string(), percent: z.number().int() });
export const LotteryClosedNumber = z.object({ kind: z.string(), number: z.string() });

export const LotteryGameDetail = LotteryGameSummary.extend({
  serverTime: z.string(),
  prizeGroup: z.number().int(),
  closeSeconds: z.number().int(),
  kinds: z.array(LotteryKindInfo),
  /** Potential payout one player may hold on one issue (all tickets, one hit per note). */
  maxPayoutPerPlayer: Money,
  restricted: z.array(LotteryRestrictedNumber),
  closed: z.array(LotteryClosedNumber),
  /** The next issues on sale, the current first (a chase buys into them in this order). */
  upcoming: z.array(LotteryIssue),
});
export type LotteryGameDetail = z.infer<typeof LotteryGameDetail>;

// ---------------------------------------------------------------------------------------------
// Slip, tickets
// ---------------------------------------------------------------------------------------------

export const LOTTERY_MAX_LINES = 50;
export const LOTTERY_MAX_CHASE = 50;

/** One line of a slip: the kind's selection (its own schema, `lottery/`), unit and multiple. Stake = notes × cost × unit × multiple. */
export const LotterySlipLine = z
  .object({
    kind: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    selection: z.record(z.string(), z.unknown()),
    /** Money per note (e.g. "2.00", "0.20"); positive. */
    unit: MoneyInput.refine((v) => !/^0+(\.0+)?$/.test(v), 'amountFormat'),
    multiple: z.number().int().min(1).max(100_000),
  })
  .strict();
export type LotterySlipLine = z.infer<typeof LotterySlipLine>;

export const LotteryChase = z
  .object({
    /** How many issues the slip buys, the first (issueCode) included: 1..50. */
    issues: z.number().int().min(1).max(LOTTERY_MAX_CHASE),
    /** After a winning ticket the chase's later tickets are cancelled and refunded. */
    stopOnWin: z.boolean(),
  })
  .strict();
export type LotteryChase = z.infer<typeof LotteryChase>;

export const LotteryPlaceSlip = z
  .object({
    ...gameRef,
    /** The issue the player sees on sale; a slip for an issue whose sale has ended gets SALE_CLOSED. */
    issueCode: IssueCode,
    lines: z.array(LotterySlipLine).min(1).max(LOTTERY_MAX_LINES),
    chase: opt(LotteryChase),
    /** One per slip: a retry with the same key answers the first result; the same key with another slip: IDEMPOTENCY_CONFLICT. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,64}$/, 'validation:required'),
  })
  .strict();
export type LotteryPlaceSlip = z.infer<typeof LotteryPlaceSlip>;

/** A line as accepted: notes, stake and the odds of each note group (keys of the kind's groups). */
export const LotteryTicketLine = z.object({
  kind: z.string(),
  selection: z.unknown(),
  unit: Money,
  multiple: z.number().int(),
  notes: z.number().int(),
  stake: Money,
  odds: z.array(z.object({ key: z.string(), notes: z.number().int(), oddsBp: z.number().int() })),
});
export type LotteryTicketLine = z.infer<typeof LotteryTicketLine>;

export const LotteryTicket = z.object({
  ticketId: z.number().int(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  issueCode: z.string(),
  drawAt: z.string(),
  saleEnd: z.string(),
  status: LotteryTicketStatus,
  stake: Money,
  /** What the ticket pays at most (one hit per note): the figure the per-player limit counts. */
  maxPayout: Money,
  /** Paid so far: the win or push, or the refund of a cancelled or void ticket. */
  payout: Money,
  chaseId: z.number().int().nullable(),
  /** PENDING and its issue's sale not yet ended. */
  cancellable: z.boolean(),
  resultText: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  lines: z.array(LotteryTicketLine),
});
export type LotteryTicket = z.infer<typeof LotteryTicket>;

export const LotterySlipResult = z.object({
  /** One ticket per issue bought, in issue order. */
  tickets: z.array(LotteryTicket),
  /** Total debited for the slip (every issue of a chase). */
  total: Money,
  /** The MAIN balance after the debit. */
  balance: Money,
  chaseId: z.number().int().nullable(),
  /** True when this answers a retry of a slip already accepted. */
  replayed: z.boolean(),
});
export type LotterySlipResult = z.infer<typeof LotterySlipResult>;

export const LotteryTicketParams = z.object({ ticketId: z.coerce.number().int().positive() }).strict();

export const LotteryCancelResult = z.object({ ticket: LotteryTicket, balance: Money });
export type LotteryCancelResult = z.infer<typeof LotteryCancelResult>;

/** GET my tickets: newest first; filters by game, issue, status and placing day range (ISO dates, brand zone). */
export const LotteryTicketQuery = z
  .object({
    gameCode: opt(GameCode),
    vassalage: opt(Vassalage),
    issueCode: opt(IssueCode),
    status: opt(LotteryTicketStatus),
    chaseId: opt(z.coerce.number().int().positive()),
    startDate: opt(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    endDate: opt(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    language: opt(LanguageCode),
    ...pageFields,
  })
  .strict();
export type LotteryTicketQuery = z.infer<typeof LotteryTicketQuery>;

export const LotteryTicketPage = paged(LotteryTicket);
export type LotteryTicketPage = z.infer<typeof LotteryTicketPage>;

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** GET results history of a game: drawn, settled and void issues, newest first. */
export const LotteryResultsQuery = z.object({ ...gameRef, ...pageFields }).strict();
export type LotteryResultsQuery = z.infer<typeof LotteryResultsQuery>;

export const LotteryResultsPage = paged(LotteryDrawnIssue);
export type LotteryResultsPage = z.infer<typeof LotteryResultsPage>;

/**
 * The spec's `/lgw/vn/numeros/opened/game` and `/lotto/lgw/games/opened/numero` (§7; fields not
 * shown, designed here): the latest drawn ("opened") issues of a game with their results.
 */
export const OpenedNumeroQuery = z
  .object({ ...gameRef, size: z.coerce.number().int().min(1).max(100).default(20) })
  .strict();
export type OpenedNumeroQuery = z.infer<typeof OpenedNumeroQuery>;

export const OpenedNumeros = z.object({
  gameCode: z.string(),
  vassalage: z.string(),
  family: LotteryFamily,
  serverTime: z.string(),
  numeros: z.array(LotteryDrawnIssue),
});
export type OpenedNumeros = z.infer<typeof OpenedNumeros>;

// ---------------------------------------------------------------------------------------------
// Refusals (error codes in error-codes.ts; their `value` carries these fields for the message)
// ---------------------------------------------------------------------------------------------

/** Which limit refused a slip (LOTTERY_LIMIT): the whole slip is refused, never trimmed. */
export const LOTTERY_LIMITS = ['minStake', 'maxStake', 'maxPerNumber', 'maxPayout'] as const;
export type LotteryLimitName = (typeof LOTTERY_LIMITS)[number];

/** value of LOTTERY_LIMIT: the limit, its value (money), and the kind and number it was hit on. */
export type LotteryLimitDetails = {
  limit: LotteryLimitName;
  value: Money;
  kind?: string;
  number?: string;
  line?: number;
};
/** value of NUMBER_CLOSED: the closed number and the kind it was picked with. */
export type LotteryNumberDetails = { kind: string; number: string; line: number };
