import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ReportKind, ReportQuery } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRawRoute, defineRoute } from '../../platform/define-route.js';
import { trustedSerializer } from '../../platform/trusted-serializer.js';
import { csvChunks } from './reports-csv.js';
import type { ReportExports } from './reports-exports.js';
import type { ReportsService } from './reports-service.js';

const rows = endpoints.console;

/** The console's dashboard and reports (staff with `reports.read`), JSON and CSV. */
export const reportsRoutes =
  (reports: ReportsService, exports: ReportExports): FastifyPluginAsync =>
  async (app) => {
    // Built field by field from the contract's types and held 5 s: written from its kept JSON in production.
    defineRoute(app, rows.dashboard, () => reports.dashboard(), {
      serializerCompiler: trustedSerializer(app.config.env),
    });
    defineRoute(app, rows.gameReport, (request) => exports.games(request.query.startDate, request.query.endDate));
    defineRoute(app, rows.cashierReport, (request) => exports.cashier(request.query.startDate, request.query.endDate));
    defineRoute(app, rows.memberReport, (request) => exports.members(request.query.startDate, request.query.endDate));

    /** Streams a report as a CSV download; X-Total-Rows lets the console show progress. */
    const csv = async (kind: ReportKind, query: ReportQuery, reply: FastifyReply) => {
      const { header, rows: lines } = await exports.table(kind, query.startDate, query.endDate);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${kind}-${query.startDate}-${query.endDate}.csv"`)
        .header('X-Total-Rows', String(lines.length))
        .send(Readable.from(csvChunks(header, lines)));
    };
    defineRawRoute(app, rows.gameReportCsv, (request, reply) => csv('games', request.query, reply));
    defineRawRoute(app, rows.cashierReportCsv, (request, reply) => csv('cashier', request.query, reply));
    defineRawRoute(app, rows.memberReportCsv, (request, reply) => csv('members', request.query, reply));
  };
