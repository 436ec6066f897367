import {
  DepositDecision,
  DepositOrderParams,
  DisputedWithdrawal,
  OperatorNote,
  PendingDeposit,
  PendingWithdrawal,
  RejectionNote,
  WithdrawalDecision,
  WithdrawalOrderParams,
  WithdrawalSettings,
} from '../cashier.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

// Operator actions, until the operator console exists.
const admin = endpointsOf(['admin']);

/** Withdrawals and bank-transfer deposits an operator decides on, and the withdrawal settings. */
export const adminEndpoints = {
  pendingWithdrawals: admin({
    method: 'GET',
    path: '/wps/admin/withdrawals',
    auth: 'operator',
    summary: 'Pending withdrawals, oldest first',
    query: NoQuery,
    response: PendingWithdrawal.array(),
  }),
  approveWithdrawal: admin({
    method: 'POST',
    path: '/wps/admin/withdrawals/:orderNo/approve',
    auth: 'operator',
    summary: 'Pay out a pending withdrawal',
    params: WithdrawalOrderParams,
    body: OperatorNote,
    response: WithdrawalDecision,
  }),
  rejectWithdrawal: admin({
    method: 'POST',
    path: '/wps/admin/withdrawals/:orderNo/reject',
    auth: 'operator',
    summary: 'Reject a pending withdrawal (the amount returns to the member)',
    params: WithdrawalOrderParams,
    body: OperatorNote,
    response: WithdrawalDecision,
  }),
  disputedWithdrawals: admin({
    method: 'GET',
    path: '/wps/admin/withdrawals/disputed',
    auth: 'operator',
    summary: 'Paid withdrawals the member reported as not or partly received',
    query: NoQuery,
    response: DisputedWithdrawal.array(),
  }),
  withdrawalProof: admin({
    method: 'GET',
    path: '/wps/admin/withdrawals/:orderNo/proof',
    auth: 'operator',
    responseKind: 'image',
    summary: 'The member’s "not received" proof image',
    params: WithdrawalOrderParams,
  }),
  withdrawalSettings: admin({
    method: 'GET',
    path: '/wps/admin/withdrawalSettings',
    auth: 'operator',
    summary: 'Withdrawal settings of the brand',
    response: WithdrawalSettings,
  }),
  updateWithdrawalSettings: admin({
    method: 'PUT',
    path: '/wps/admin/withdrawalSettings',
    auth: 'operator',
    summary: 'Set the turnover requirement (percent of deposits) and the auto-receipt minutes',
    body: WithdrawalSettings,
    response: WithdrawalSettings,
  }),
  pendingDeposits: admin({
    method: 'GET',
    path: '/wps/admin/deposits',
    auth: 'operator',
    summary: 'Pending bank-transfer deposits, oldest first',
    query: NoQuery,
    response: PendingDeposit.array(),
  }),
  depositReceipt: admin({
    method: 'GET',
    path: '/wps/admin/deposits/:orderNo/receipt',
    auth: 'operator',
    responseKind: 'image',
    summary: 'A deposit’s payment slip',
    params: DepositOrderParams,
  }),
  approveDeposit: admin({
    method: 'POST',
    path: '/wps/admin/deposits/:orderNo/approve',
    auth: 'operator',
    summary: 'Credit a pending bank-transfer deposit',
    params: DepositOrderParams,
    body: OperatorNote,
    response: DepositDecision,
  }),
  rejectDeposit: admin({
    method: 'POST',
    path: '/wps/admin/deposits/:orderNo/reject',
    auth: 'operator',
    summary: 'Reject a pending bank-transfer deposit',
    params: DepositOrderParams,
    body: RejectionNote,
    response: DepositDecision,
  }),
};
