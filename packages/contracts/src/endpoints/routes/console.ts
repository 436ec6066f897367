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
};
