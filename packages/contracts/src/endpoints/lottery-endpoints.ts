import {
  LotteryCancelResult,
  LotteryGameDetail,
  LotteryGameQuery,
  LotteryLobby,
  LotteryLobbyQuery,
  LotteryPlaceSlip,
  LotteryResultsPage,
  LotteryResultsQuery,
  LotterySlipResult,
  LotteryTicketPage,
  LotteryTicketParams,
  LotteryTicketQuery,
  OpenedNumeroQuery,
  OpenedNumeros,
} from '../lottery-api.js';
import { endpointsOf } from './endpoint.js';

const lottery = endpointsOf(['lottery']);

/**
 * The player's side of the platform's own lottery (issue 20). Paths follow the spec's `/lgw/…` and
 * `/lotto/lgw/…` calls (§7; their exact fields are not shown: designed here, docs/decisions.md).
 */
export const lotteryEndpoints = {
  lobby: lottery({
    method: 'GET',
    path: '/lotto/lgw/games/lobby',
    summary:
      'Lottery lobby: the games of a prize mode (or one vendor), each with the issue on sale and the last result',
    description: 'serverTime is the clock countdowns run against. A game with no issue on sale has current null.',
    query: LotteryLobbyQuery,
    response: LotteryLobby,
  }),
  game: lottery({
    method: 'GET',
    path: '/lotto/lgw/games/game',
    summary:
      'One lottery game: its kinds with odds at its prize group, limits, restricted and closed numbers, upcoming issues',
    description: 'NOT_FOUND for an unknown or disabled game.',
    query: LotteryGameQuery,
    response: LotteryGameDetail,
  }),
  results: lottery({
    method: 'GET',
    path: '/lotto/lgw/games/results',
    summary: 'Results history of a game (paged, newest first): result text and structured, seed hash, revealed seed',
    query: LotteryResultsQuery,
    response: LotteryResultsPage,
  }),
  openedNumero: lottery({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    summary: 'The latest drawn issues (numeros) of a lottery game with their results',
    query: OpenedNumeroQuery,
    response: OpenedNumeros,
  }),
  vnOpenedNumero: lottery({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'The latest drawn issues of a Vietnamese lottery game with their result sheets',
    query: OpenedNumeroQuery,
    response: OpenedNumeros,
  }),
  placeSlip: lottery({
    method: 'POST',
    path: '/lotto/lgw/orders',
    auth: 'member',
    summary: 'Places a slip: its lines on one issue, or on the next N issues (chase); one debit, one ticket per issue',
    description:
      'Refusals (the whole slip; nothing is trimmed): SALE_CLOSED (the issue is not on sale by the server clock), ' +
      'NUMBER_CLOSED (value: kind, number, line), LOTTERY_LIMIT (value: limit minStake | maxStake | maxPerNumber | ' +
      'maxPayout, its value, kind, number, line), VALIDATION_FAILED (a kind the game lacks or a selection its kind ' +
      'refuses), INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT (the key was used for another slip), GAME_MAINTENANCE ' +
      '(game disabled), NOT_FOUND (unknown game or issue), TRIAL_NOT_ALLOWED.',
    body: LotteryPlaceSlip,
    response: LotterySlipResult,
  }),
  cancelTicket: lottery({
    method: 'POST',
    path: '/lotto/lgw/orders/:ticketId/cancel',
    auth: 'member',
    summary: 'Cancels one of the member’s pending tickets before its issue’s sale end; the stake is refunded',
    description:
      'TICKET_NOT_CANCELLABLE (settled, cancelled or void already), SALE_CLOSED, NOT_FOUND (not the member’s).',
    params: LotteryTicketParams,
    response: LotteryCancelResult,
  }),
  tickets: lottery({
    method: 'GET',
    path: '/lotto/lgw/orders',
    auth: 'session',
    summary: 'The member’s lottery tickets (paged, newest first) with their lines, status and payout',
    query: LotteryTicketQuery,
    response: LotteryTicketPage,
  }),
};
