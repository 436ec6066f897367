// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['admin']> = Extract<Endpoints['admin'][K], Endpoint>;

export const admin = {
  pendingWithdrawals: /* @__PURE__ */ route<E<'pendingWithdrawals'>>('GET', '/wps/admin/withdrawals', 'operator'),
  approveWithdrawal: /* @__PURE__ */ route<E<'approveWithdrawal'>>(
    'POST',
    '/wps/admin/withdrawals/:orderNo/approve',
    'operator',
  ),
  rejectWithdrawal: /* @__PURE__ */ route<E<'rejectWithdrawal'>>(
    'POST',
    '/wps/admin/withdrawals/:orderNo/reject',
    'operator',
  ),
  disputedWithdrawals: /* @__PURE__ */ route<E<'disputedWithdrawals'>>(
    'GET',
    '/wps/admin/withdrawals/disputed',
    'operator',
  ),
  withdrawalProof: /* @__PURE__ */ route<E<'withdrawalProof'>>(
    'GET',
    '/wps/admin/withdrawals/:orderNo/proof',
    'operator',
    { responseKind: 'image' },
  ),
  withdrawalSettings: /* @__PURE__ */ route<E<'withdrawalSettings'>>(
    'GET',
    '/wps/admin/withdrawalSettings',
    'operator',
  ),
  updateWithdrawalSettings: /* @__PURE__ */ route<E<'updateWithdrawalSettings'>>(
    'PUT',
    '/wps/admin/withdrawalSettings',
    'operator',
  ),
  pendingDeposits: /* @__PURE__ */ route<E<'pendingDeposits'>>('GET', '/wps/admin/deposits', 'operator'),
  depositReceipt: /* @__PURE__ */ route<E<'depositReceipt'>>(
    'GET',
    '/wps/admin/deposits/:orderNo/receipt',
    'operator',
    { responseKind: 'image' },
  ),
  approveDeposit: /* @__PURE__ */ route<E<'approveDeposit'>>(
    'POST',
    '/wps/admin/deposits/:orderNo/approve',
    'operator',
  ),
  rejectDeposit: /* @__PURE__ */ route<E<'rejectDeposit'>>('POST', '/wps/admin/deposits/:orderNo/reject', 'operator'),
};
