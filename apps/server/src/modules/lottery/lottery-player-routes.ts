import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import type { LotteryBets } from './lottery-bet-service.js';
import type { LotteryReads } from './lottery-read-service.js';

export type LotteryPlayer = { reads: LotteryReads; bets: LotteryBets };

/** The player's lottery calls (contracts lottery-endpoints.ts): reads for everyone, slips and cancels for members. */
export function lotteryPlayerRoutes(player: LotteryPlayer): FastifyPluginAsync {
  return async (app) => {
    const { reads, bets } = player;
    const rows = endpoints.lottery;
    defineRoute(app, rows.lobby, (request) => reads.lobby(request.query));
    defineRoute(app, rows.game, (request) => reads.game(request.query));
    defineRoute(app, rows.results, (request) => reads.results(request.query));
    defineRoute(app, rows.openedNumero, (request) => reads.opened(request.query));
    defineRoute(app, rows.vnOpenedNumero, (request) => reads.opened(request.query));
    defineRoute(app, rows.placeSlip, (request) => bets.placeSlip(currentMember(request).id, request.body));
    defineRoute(app, rows.cancelTicket, (request) =>
      bets.cancelTicket(currentMember(request).id, request.params.ticketId),
    );
    defineRoute(app, rows.tickets, (request) => reads.tickets(currentMember(request).id, request.query));
  };
}
