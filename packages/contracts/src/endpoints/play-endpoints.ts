import {
  BetRecordPage,
  BetRecordQuery,
  HouseSessionRequest,
  LaunchGameQuery,
  LaunchGameResult,
  ProfitQuery,
  ProfitReport,
  SeamlessAuthenticateRequest,
  SeamlessBalance,
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessMoneyResult,
  SeamlessRollbackRequest,
  SeamlessSession,
} from '../play.js';
import { endpointsOf } from './endpoint.js';

const games = endpointsOf(['games']);
const seamless = endpointsOf(['seamless wallet']);
const house = endpointsOf(['house provider']);

/** Launch, betting records and profit and loss: the member's side of playing. */
export const playEndpoints = {
  launchGame: games({
    method: 'GET',
    path: '/wps/game/launchGame',
    auth: 'visitorOrSession',
    summary: 'Launch URL of a game: a single-use, short-lived token on a random launch host',
    query: LaunchGameQuery,
    response: LaunchGameResult,
  }),
  bets: games({
    method: 'GET',
    path: '/wps/member/bets',
    auth: 'session',
    summary: 'Betting records (personalHistoryCopy): the member’s rounds with totals',
    query: BetRecordQuery,
    response: BetRecordPage,
  }),
  profit: games({
    method: 'GET',
    path: '/wps/member/profit',
    auth: 'session',
    summary: 'Profit and loss (personalProfit) per day and per category',
    query: ProfitQuery,
    response: ProfitReport,
  }),
};

/**
 * The seamless-wallet API game providers call. Every call is signed (HMAC-SHA256 over method,
 * path, timestamp, nonce and body hash, headers SEAMLESS_HEADERS); money calls are idempotent.
 */
export const seamlessEndpoints = {
  authenticate: seamless({
    method: 'POST',
    path: '/seamless/v1/authenticate',
    auth: 'providerSignature',
    summary: 'Opens a game session with a launch token',
    body: SeamlessAuthenticateRequest,
    response: SeamlessSession,
  }),
  balance: seamless({
    method: 'POST',
    path: '/seamless/v1/balance',
    auth: 'providerSignature',
    summary: 'The player’s balance',
    body: SeamlessBalanceRequest,
    response: SeamlessBalance,
  }),
  debit: seamless({
    method: 'POST',
    path: '/seamless/v1/debit',
    auth: 'providerSignature',
    summary: 'A bet (idempotent by transactionId)',
    body: SeamlessDebitRequest,
    response: SeamlessMoneyResult,
  }),
  credit: seamless({
    method: 'POST',
    path: '/seamless/v1/credit',
    auth: 'providerSignature',
    summary: 'A win or a lost round’s settlement (idempotent)',
    body: SeamlessCreditRequest,
    response: SeamlessMoneyResult,
  }),
  rollback: seamless({
    method: 'POST',
    path: '/seamless/v1/rollback',
    auth: 'providerSignature',
    summary: 'Undoes a bet of an unsettled round (idempotent)',
    body: SeamlessRollbackRequest,
    response: SeamlessMoneyResult,
  }),
};

/**
 * The house provider's own HTTP surface, as a vendor's game server would have: the game client
 * (static files) and its API, authorised by the provider's game-session token.
 */
export const houseEndpoints = {
  session: house({
    method: 'POST',
    path: '/house/api/session',
    summary: 'Opens the game with the launch token of the launch URL',
    body: HouseSessionRequest,
  }),
  balance: house({
    method: 'GET',
    path: '/house/api/balance',
    auth: 'gameSession',
    summary: 'The player’s balance',
  }),
  slotSpin: house({
    method: 'POST',
    path: '/house/api/slot/spin',
    auth: 'gameSession',
    summary: 'One spin of the session’s video slot',
  }),
  baccaratDeal: house({
    method: 'POST',
    path: '/house/api/baccarat/deal',
    auth: 'gameSession',
    summary: 'One baccarat coup',
  }),
  dragonTigerDeal: house({
    method: 'POST',
    path: '/house/api/dragon-tiger/deal',
    auth: 'gameSession',
    summary: 'One Dragon Tiger round',
  }),
  history: house({
    method: 'GET',
    path: '/house/api/history',
    auth: 'gameSession',
    summary: 'The latest rounds of this game session',
  }),
  client: house({
    method: 'GET',
    path: '/house/play/*',
    responseKind: 'static',
    summary: 'The built game clients (slots, baccarat, Dragon Tiger)',
  }),
};
