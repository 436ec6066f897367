import { NoQuery } from '../envelope.js';
import { Dashboard } from '../console-reports.js';
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
};
