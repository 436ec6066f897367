import { NoQuery } from '../envelope.js';
import { CashierReport, Dashboard, GameReport, MemberReport, ReportQuery } from '../console-reports.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/** The console's dashboard and reports. */
export const consoleReportEndpoints = {
  dashboard: console_({
    method: 'GET',
    path: '/console/api/dashboard',
    auth: 'staff',
    permission: 'reports.read',
    summary: 'Today and the last 30 market days: money in and out, bets, GGR and NGR, members, queues',
    description: 'Figures are recomputed every 5 minutes (asOf says when); the queues are live.',
    query: NoQuery,
    response: Dashboard,
  }),
  gameReport: console_({
    method: 'GET',
    path: '/console/api/reports/games',
    auth: 'staff',
    permission: 'reports.read',
    summary: 'Bets, valid bets, payouts and GGR per market day, vendor and category (at most 92 days)',
    query: ReportQuery,
    response: GameReport,
  }),
  gameReportCsv: console_({
    method: 'GET',
    path: '/console/api/reports/games.csv',
    auth: 'staff',
    permission: 'reports.read',
    responseKind: 'csv',
    summary: 'The game report as CSV (streamed; X-Total-Rows gives the row count for progress)',
    query: ReportQuery,
  }),
  cashierReport: console_({
    method: 'GET',
    path: '/console/api/reports/cashier',
    auth: 'staff',
    permission: 'reports.read',
    summary: 'Deposits by payment channel and withdrawals by payout provider per market day',
    query: ReportQuery,
    response: CashierReport,
  }),
  cashierReportCsv: console_({
    method: 'GET',
    path: '/console/api/reports/cashier.csv',
    auth: 'staff',
    permission: 'reports.read',
    responseKind: 'csv',
    summary: 'The cashier report as CSV (streamed; X-Total-Rows gives the row count)',
    query: ReportQuery,
  }),
  memberReport: console_({
    method: 'GET',
    path: '/console/api/reports/members',
    auth: 'staff',
    permission: 'reports.read',
    summary: 'Sign-ups, first depositors and players per market day',
    query: ReportQuery,
    response: MemberReport,
  }),
  memberReportCsv: console_({
    method: 'GET',
    path: '/console/api/reports/members.csv',
    auth: 'staff',
    permission: 'reports.read',
    responseKind: 'csv',
    summary: 'The member report as CSV (streamed; X-Total-Rows gives the row count)',
    query: ReportQuery,
  }),
};
