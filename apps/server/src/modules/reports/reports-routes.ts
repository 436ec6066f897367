import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import type { ReportsService } from './reports-service.js';

const rows = endpoints.console;

/** The console's dashboard (staff with `reports.read`). */
export const reportsRoutes =
  (reports: ReportsService): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, rows.dashboard, () => reports.dashboard());
  };
