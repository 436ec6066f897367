import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import type { TeamReportService } from './team-report-service.js';

const routes = endpoints.team;

/** The agent centre's team reports: management, betting, P&L, transaction details (own team only). */
export const teamReportRoutes =
  (reports: TeamReportService): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, routes.members, (request) => reports.members(currentMember(request).id, request.query));
    defineRoute(app, routes.bets, (request) => reports.bets(currentMember(request).id, request.query));
    defineRoute(app, routes.profit, (request) => reports.profit(currentMember(request).id, request.query));
    defineRoute(app, routes.transactions, (request) => reports.transactions(currentMember(request).id, request.query));
  };
