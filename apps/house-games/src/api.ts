import type { Route } from '@fortuna/contracts/endpoints/endpoint';
import * as routes from '@fortuna/contracts/endpoints/routes';

/** The house provider's game API (same origin, /house/api), authorised by the game session token. */
export type Envelope<T> = { success: boolean; code: string; message: string; value: T };

export type SlotRules = {
  /** The slot's id, also its theme: 'fortuna-fruits', 'pearl-lagoon', 'dragon-gold', 'pharaoh-sun'. */
  id: string;
  name: string;
  reels: number;
  rows: number;
  lines: number[][];
  symbols: string[];
  wild: string;
  scatter: string;
  linePays: Record<string, [number, number, number]>;
  scatterPays: [number, number, number];
  rtp: number;
  bets: string[];
  lineCount: number;
};
export type BaccaratRules = {
  id: string;
  name: string;
  decks: number;
  spots: string[];
  payouts: Record<string, number>;
  min: string;
  max: string;
};

/** Dragon Tiger's game sheet: spots DRAGON, TIGER, TIE, SUITED_TIE and their payouts (to 1). */
export type DragonTigerRules = BaccaratRules;

export type GameSession = {
  token: string;
  /** How the game is played (which screen). */
  game: 'slot' | 'baccarat' | 'dragonTiger';
  /** Which house game plays this tile (its rules carry the house game's own name). */
  houseGame: string;
  /** The name of the lobby tile that was opened, in the launch's language. */
  gameName: string;
  mode: 'REAL' | 'DEMO' | 'FUN';
  currency: string;
  balance: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  language: string;
  rules: SlotRules | BaccaratRules | DragonTigerRules;
};

export type LineWin = { line: number; symbol: string; count: number; pay: string };
export type SlotOutcome = {
  stops: number[];
  window: string[][];
  lineWins: LineWin[];
  scatterWin: { count: number; pay: string } | null;
};
export type Card = { rank: number; suit: number };
export type BaccaratOutcome = {
  hand: {
    playerCards: Card[];
    bankerCards: Card[];
    playerTotal: number;
    bankerTotal: number;
    winner: 'PLAYER' | 'BANKER' | 'TIE';
    playerPair: boolean;
    bankerPair: boolean;
  };
  bets: Record<string, string>;
  returns: Record<string, string>;
};
export type DragonTigerOutcome = {
  round: { dragon: Card; tiger: Card; winner: 'DRAGON' | 'TIGER' | 'TIE'; suitedTie: boolean };
  bets: Record<string, string>;
  returns: Record<string, string>;
};
export type RoundResult<O> = {
  roundId: string;
  bet: string;
  win: string;
  outcome: O;
  balance: string;
  currency: string;
};
export type HistoryRow = { roundId: string; bet: string; win: string; status: string; time: string };

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

const SESSION_KEY = 'house-session';

export const storedSession = (): GameSession | null => {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as GameSession) : null;
  } catch {
    return null;
  }
};
export const storeSession = (s: GameSession) => sessionStorage.setItem(SESSION_KEY, JSON.stringify(s));

/**
 * One call of the house provider's API: method and path come from the contracts' endpoint table
 * (`routes.house`), the game-session token rides as a bearer token.
 */
async function call<T>(route: Route, init: { token?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(route.path, {
      method: route.method,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new ApiError('NETWORK', 'network', null);
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError('UNKNOWN_ERROR', 'unknown', null);
  if (!body.success)
    throw new ApiError(body.code, body.message, (body.value as Record<string, unknown> | null) ?? null);
  return body.value;
}

export const api = {
  open: (launchToken: string) => call<GameSession>(routes.house.session, { body: { launchToken } }),
  balance: (token: string) => call<{ balance: string; currency: string }>(routes.house.balance, { token }),
  spin: (token: string, bet: string) => call<RoundResult<SlotOutcome>>(routes.house.slotSpin, { token, body: { bet } }),
  deal: (token: string, bets: Record<string, string>) =>
    call<RoundResult<BaccaratOutcome>>(routes.house.baccaratDeal, { token, body: { bets } }),
  dealDragonTiger: (token: string, bets: Record<string, string>) =>
    call<RoundResult<DragonTigerOutcome>>(routes.house.dragonTigerDeal, { token, body: { bets } }),
  history: (token: string) => call<HistoryRow[]>(routes.house.history, { token }),
};
