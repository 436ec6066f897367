// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['console']> = Extract<Endpoints['console'][K], Endpoint>;

export const console = {
  login: /* @__PURE__ */ route<E<'login'>>('POST', '/console/api/session', 'public'),
  logout: /* @__PURE__ */ route<E<'logout'>>('DELETE', '/console/api/session', 'staff'),
  me: /* @__PURE__ */ route<E<'me'>>('GET', '/console/api/me', 'staff'),
  changePassword: /* @__PURE__ */ route<E<'changePassword'>>('PUT', '/console/api/me/password', 'staff'),
  staffList: /* @__PURE__ */ route<E<'staffList'>>('GET', '/console/api/staff', 'staff'),
  createStaff: /* @__PURE__ */ route<E<'createStaff'>>('POST', '/console/api/staff', 'staff'),
  disableStaff: /* @__PURE__ */ route<E<'disableStaff'>>('POST', '/console/api/staff/:id/disable', 'staff'),
  enableStaff: /* @__PURE__ */ route<E<'enableStaff'>>('POST', '/console/api/staff/:id/enable', 'staff'),
  resetStaffTotp: /* @__PURE__ */ route<E<'resetStaffTotp'>>('POST', '/console/api/staff/:id/resetTotp', 'staff'),
  setStaffRole: /* @__PURE__ */ route<E<'setStaffRole'>>('PUT', '/console/api/staff/:id/role', 'staff'),
  setStaffAllowList: /* @__PURE__ */ route<E<'setStaffAllowList'>>('PUT', '/console/api/staff/:id/allowList', 'staff'),
  audit: /* @__PURE__ */ route<E<'audit'>>('GET', '/console/api/audit', 'staff'),
  auditChain: /* @__PURE__ */ route<E<'auditChain'>>('GET', '/console/api/audit/chain', 'staff'),
  memberSearch: /* @__PURE__ */ route<E<'memberSearch'>>('GET', '/console/api/members', 'staff'),
  memberProfile: /* @__PURE__ */ route<E<'memberProfile'>>('GET', '/console/api/members/:id', 'staff'),
  memberLedger: /* @__PURE__ */ route<E<'memberLedger'>>('GET', '/console/api/members/:id/ledger', 'staff'),
  memberDeposits: /* @__PURE__ */ route<E<'memberDeposits'>>('GET', '/console/api/members/:id/deposits', 'staff'),
  memberWithdrawals: /* @__PURE__ */ route<E<'memberWithdrawals'>>(
    'GET',
    '/console/api/members/:id/withdrawals',
    'staff',
  ),
  memberRounds: /* @__PURE__ */ route<E<'memberRounds'>>('GET', '/console/api/members/:id/rounds', 'staff'),
  memberLogins: /* @__PURE__ */ route<E<'memberLogins'>>('GET', '/console/api/members/:id/logins', 'staff'),
  memberNotes: /* @__PURE__ */ route<E<'memberNotes'>>('GET', '/console/api/members/:id/notes', 'staff'),
  addMemberNote: /* @__PURE__ */ route<E<'addMemberNote'>>('POST', '/console/api/members/:id/notes', 'staff'),
  lockMember: /* @__PURE__ */ route<E<'lockMember'>>('POST', '/console/api/members/:id/lock', 'staff'),
  unlockMember: /* @__PURE__ */ route<E<'unlockMember'>>('POST', '/console/api/members/:id/unlock', 'staff'),
  forceMemberPasswordReset: /* @__PURE__ */ route<E<'forceMemberPasswordReset'>>(
    'POST',
    '/console/api/members/:id/forcePasswordReset',
    'staff',
  ),
  sendMemberMessage: /* @__PURE__ */ route<E<'sendMemberMessage'>>(
    'POST',
    '/console/api/members/:id/messages',
    'staff',
  ),
  dashboard: /* @__PURE__ */ route<E<'dashboard'>>('GET', '/console/api/dashboard', 'staff'),
  gameReport: /* @__PURE__ */ route<E<'gameReport'>>('GET', '/console/api/reports/games', 'staff'),
  gameReportCsv: /* @__PURE__ */ route<E<'gameReportCsv'>>('GET', '/console/api/reports/games.csv', 'staff', {
    responseKind: 'csv',
  }),
  cashierReport: /* @__PURE__ */ route<E<'cashierReport'>>('GET', '/console/api/reports/cashier', 'staff'),
  cashierReportCsv: /* @__PURE__ */ route<E<'cashierReportCsv'>>('GET', '/console/api/reports/cashier.csv', 'staff', {
    responseKind: 'csv',
  }),
  memberReport: /* @__PURE__ */ route<E<'memberReport'>>('GET', '/console/api/reports/members', 'staff'),
  memberReportCsv: /* @__PURE__ */ route<E<'memberReportCsv'>>('GET', '/console/api/reports/members.csv', 'staff', {
    responseKind: 'csv',
  }),
  jobs: /* @__PURE__ */ route<E<'jobs'>>('GET', '/console/api/jobs', 'staff'),
  runJob: /* @__PURE__ */ route<E<'runJob'>>('POST', '/console/api/jobs/:name/run', 'staff'),
  system: /* @__PURE__ */ route<E<'system'>>('GET', '/console/api/system', 'staff'),
  createAdjustment: /* @__PURE__ */ route<E<'createAdjustment'>>('POST', '/console/api/adjustments', 'staff'),
  adjustmentSettings: /* @__PURE__ */ route<E<'adjustmentSettings'>>(
    'GET',
    '/console/api/adjustments/settings',
    'staff',
  ),
  approvalList: /* @__PURE__ */ route<E<'approvalList'>>('GET', '/console/api/approvals', 'staff'),
  approvalDetail: /* @__PURE__ */ route<E<'approvalDetail'>>('GET', '/console/api/approvals/:id', 'staff'),
  approvalApprove: /* @__PURE__ */ route<E<'approvalApprove'>>('POST', '/console/api/approvals/:id/approve', 'staff'),
  approvalReject: /* @__PURE__ */ route<E<'approvalReject'>>('POST', '/console/api/approvals/:id/reject', 'staff'),
  approvalCancel: /* @__PURE__ */ route<E<'approvalCancel'>>('POST', '/console/api/approvals/:id/cancel', 'staff'),
  gameVendors: /* @__PURE__ */ route<E<'gameVendors'>>('GET', '/console/api/games/vendors', 'staff'),
  updateGameVendor: /* @__PURE__ */ route<E<'updateGameVendor'>>(
    'PUT',
    '/console/api/games/vendors/:vassalage/:gameType',
    'staff',
  ),
  consoleGames: /* @__PURE__ */ route<E<'consoleGames'>>('GET', '/console/api/games', 'staff'),
  updateConsoleGame: /* @__PURE__ */ route<E<'updateConsoleGame'>>('PUT', '/console/api/games/:nodeId', 'staff'),
  bulkGameStatus: /* @__PURE__ */ route<E<'bulkGameStatus'>>('POST', '/console/api/games/bulk-status', 'staff'),
  previewCatalogueImport: /* @__PURE__ */ route<E<'previewCatalogueImport'>>(
    'POST',
    '/console/api/games/imports',
    'staff',
  ),
  applyCatalogueImport: /* @__PURE__ */ route<E<'applyCatalogueImport'>>(
    'POST',
    '/console/api/games/imports/:id/apply',
    'staff',
  ),
  catalogueImport: /* @__PURE__ */ route<E<'catalogueImport'>>('GET', '/console/api/games/imports/:id', 'staff'),
};
