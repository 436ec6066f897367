import { z } from 'zod';
import { pageFields, withDateRange } from './query-fields.js';
import { IsoDate } from './patterns.js';
import { Money } from './money.js';

/**
 * Playing games (issue 6): launching a game, the seamless-wallet API that game providers call,
 * and the member's betting records and profit and loss.
 */

// ---------------------------------------------------------------------------------------------
// Launch
// ---------------------------------------------------------------------------------------------

/** GET /wps/game/launchGame: `trial=1` is the tile's 'free trial' (supportPlay 0), no real money. */
export const LaunchGameQuery = z
  .object({
    nodeId: z.coerce.number().int().positive(),
    trial: z.enum(['0', '1']).default('0'),
    language: z.enum(['en', 'ty', 'th']).default('en'),
  })
  .strict();
export type LaunchGameQuery = z.infer<typeof LaunchGameQuery>;

/** How the launched game plays: real money, a trial member's demo credit, or provider-side fun credit. */
export const LaunchMode = z.enum(['REAL', 'DEMO', 'FUN']);
export type LaunchMode = z.infer<typeof LaunchMode>;

export const LaunchGameResult = z.object({
  /** The game client on a host picked at random from launchGameCDNs, with a single-use launch token. */
  url: z.string(),
  mode: LaunchMode,
  /** Seconds the launch token stays usable. */
  expiresIn: z.number().int(),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResult>;

/** Seconds a launch token stays usable (it is spent by the first game client that opens it). */
export const LAUNCH_TOKEN_TTL_S = 120;

// ---------------------------------------------------------------------------------------------
// Seamless wallet API (called by game providers, HMAC-signed)
// ---------------------------------------------------------------------------------------------

/** Request headers of a signed seamless-wallet call. */
export const SEAMLESS_HEADERS = {
  provider: 'x-provider',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** A signed request older or newer than this (milliseconds) is refused. */
export const SEAMLESS_CLOCK_SKEW_MS = 60_000;

/**
 * The text a provider signs with HMAC-SHA256 (hex): method, path (with query), timestamp (ms since
 * the epoch), nonce and the SHA-256 hex of the raw body, one per line.
 */
export const seamlessStringToSign = (
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  bodySha256Hex: string,
) => `${method.toUpperCase()}\n${path}\n${timestamp}\n${nonce}\n${bodySha256Hex}`;

/** A provider's own transaction id: unique per provider, the idempotency key of a money call. */
const TransactionId = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
const RoundId = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
const SessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A positive amount of a bet (decimal string, minor digits). */
const StakeAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'amountFormat');

export const SeamlessAuthenticateRequest = z
  .object({ launchToken: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) })
  .strict();
export type SeamlessAuthenticateRequest = z.infer<typeof SeamlessAuthenticateRequest>;

export const SeamlessSession = z.object({
  sessionId: z.string(),
  /** Opaque player id for the provider (never the platform's username). */
  playerId: z.string(),
  currency: z.string(),
  balance: Money,
  mode: LaunchMode,
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  language: z.string(),
  /** The catalogue's name of the launched game in the launch's language (the game window shows it). */
  gameName: z.string().optional(),
});
export type SeamlessSession = z.infer<typeof SeamlessSession>;

export const SeamlessBalanceRequest = z.object({ sessionId: SessionId }).strict();
export type SeamlessBalanceRequest = z.infer<typeof SeamlessBalanceRequest>;

export const SeamlessDebitRequest = z
  .object({
    sessionId: SessionId,
    transactionId: TransactionId,
    roundId: RoundId,
    amount: StakeAmount,
  })
  .strict();
export type SeamlessDebitRequest = z.infer<typeof SeamlessDebitRequest>;

export const SeamlessCreditRequest = z
  .object({
    sessionId: SessionId,
    transactionId: TransactionId,
    roundId: RoundId,
    /** The payout, stake included; 0 settles a lost round. */
    amount: StakeAmount,
    /** The part of the round's stake that counts as valid bet (pushes and hedged bets do not); default all. */
    validBet: StakeAmount.optional(),
  })
  .strict();
export type SeamlessCreditRequest = z.infer<typeof SeamlessCreditRequest>;

export const SeamlessRollbackRequest = z
  .object({
    sessionId: SessionId,
    transactionId: TransactionId,
    /** The debit being undone. */
    refTransactionId: TransactionId,
    roundId: RoundId,
  })
  .strict();
export type SeamlessRollbackRequest = z.infer<typeof SeamlessRollbackRequest>;

export const SeamlessBalance = z.object({ balance: Money, currency: z.string() });
export type SeamlessBalance = z.infer<typeof SeamlessBalance>;

export const SeamlessMoneyResult = z.object({
  balance: Money,
  currency: z.string(),
  transactionId: z.string(),
  /** The platform's ledger transaction (absent when nothing moved, e.g. a zero win). */
  walletTransactionId: z.number().int().nullable(),
});
export type SeamlessMoneyResult = z.infer<typeof SeamlessMoneyResult>;

// ---------------------------------------------------------------------------------------------
// Betting records (personalHistoryCopy) and profit and loss (personalProfit)
// ---------------------------------------------------------------------------------------------

/** A day that exists in the calendar (patterns.ts). */
const isoDate = IsoDate;

const GameTypeFilter = z.string().regex(/^[A-Z]{2,12}$/);
const VendorFilter = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

export const RoundStatus = z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']);
export type RoundStatus = z.infer<typeof RoundStatus>;

/** GET /wps/member/bets: the member's rounds, newest first (dates are market days, in the brand's zone). */
export const BetRecordQuery = withDateRange(
  z
    .object({
      startDate: isoDate,
      endDate: isoDate,
      gameType: GameTypeFilter.optional(),
      vassalage: VendorFilter.optional(),
      ...pageFields,
    })
    .strict(),
  92,
);
export type BetRecordQuery = z.infer<typeof BetRecordQuery>;

export const BetRecord = z.object({
  roundId: z.string(),
  time: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  betAmount: Money,
  validBet: Money,
  payout: Money,
  profit: Money,
  status: RoundStatus,
  demo: z.boolean(),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetTotals = z.object({
  rounds: z.number().int(),
  betAmount: Money,
  validBet: Money,
  payout: Money,
  profit: Money,
});
export type BetTotals = z.infer<typeof BetTotals>;

export const BetRecordPage = z.object({
  list: z.array(BetRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: BetTotals,
});
export type BetRecordPage = z.infer<typeof BetRecordPage>;

/** GET /wps/member/profit: settled rounds per day and per category. */
export const ProfitQuery = withDateRange(z.object({ startDate: isoDate, endDate: isoDate }).strict(), 92);
export type ProfitQuery = z.infer<typeof ProfitQuery>;

export const ProfitRow = BetTotals.extend({ date: z.string(), gameType: z.string() });
export type ProfitRow = z.infer<typeof ProfitRow>;

export const ProfitReport = z.object({
  /** One row per day and category that had settled rounds, newest day first. */
  rows: z.array(ProfitRow),
  byDay: z.array(BetTotals.extend({ date: z.string() })),
  byCategory: z.array(BetTotals.extend({ gameType: z.string() })),
  totals: BetTotals,
});
export type ProfitReport = z.infer<typeof ProfitReport>;

/** Opening a house game with the launch token of its launch URL. */
export const HouseSessionRequest = z.object({ launchToken: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }).strict();
