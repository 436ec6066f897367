import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import { createCashierFigures } from '../cashier/cashier-figures.js';
import { createMemberFigures } from '../identity/member/member-figures.js';
import { createPlayFigures } from '../play/play-figures.js';
import { createWalletFigures } from '../wallet/wallet-figures.js';
import { reportsRecentJob, reportsWeekJob } from './reports-jobs.js';
import { createReportExports } from './reports-exports.js';
import { reportsRoutes } from './reports-routes.js';
import { createReportsService, type ReportsService } from './reports-service.js';

export type { ReportsService };

/** The reports service, its jobs and its console routes. */
export async function mountReports(
  app: FastifyInstance,
  deps: { db: Db; merchantCode: string; clock: () => Date; timeZone: string },
): Promise<ReportsService> {
  const { db, merchantCode } = deps;
  const reports = createReportsService({
    ...deps,
    play: createPlayFigures(db, merchantCode),
    cashier: createCashierFigures(db, merchantCode),
    members: createMemberFigures(db, merchantCode),
    wallet: createWalletFigures(db, merchantCode),
  });
  app.jobs.register(reportsRecentJob(reports));
  app.jobs.register(reportsWeekJob(reports));
  await app.register(reportsRoutes(reports, createReportExports(db, merchantCode)));
  return reports;
}
