import {
  DepositDecision,
  DepositOrderParams,
  DisputedWithdrawal,
  OperatorNote,
  RejectionNote,
  WithdrawalDecision,
  WithdrawalOrderParams,
  WithdrawalSettings,
} from '../cashier.js';
import {
  DepositQueueQuery,
  PendingDepositPage,
  PendingWithdrawalPage,
  WithdrawalQueueQuery,
} from '../console-cashier.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

// The console's cashier (issue 19): deposits and withdrawals decided by staff, each decision in the audit chain.
const cashier = endpointsOf(['console']);

const DECISION =
  'The money moves, the order is settled and the audit-chain entry is written in one transaction. A second decision on a settled order answers ORDER_NOT_PENDING (with the status it has); NOT_FOUND for an unknown order.';

/** Bank-transfer deposits (deposits.review), withdrawals and their disputes (withdrawals.review), withdrawal settings. */
export const consoleCashierEndpoints = {
  pendingDeposits: cashier({
    method: 'GET',
    path: '/console/api/cashier/deposits',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Pending bank-transfer deposits, oldest first, a page at a time (member, amount, channel, day filters)',
    query: DepositQueueQuery,
    response: PendingDepositPage,
  }),
  depositReceipt: cashier({
    method: 'GET',
    path: '/console/api/cashier/deposits/:orderNo/receipt',
    auth: 'staff',
    permission: 'deposits.review',
    responseKind: 'image',
    summary: 'A deposit’s payment slip',
    params: DepositOrderParams,
  }),
  approveDeposit: cashier({
    method: 'POST',
    path: '/console/api/cashier/deposits/:orderNo/approve',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Credit a pending bank-transfer deposit',
    description: DECISION,
    params: DepositOrderParams,
    body: OperatorNote,
    response: DepositDecision,
  }),
  rejectDeposit: cashier({
    method: 'POST',
    path: '/console/api/cashier/deposits/:orderNo/reject',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Reject a pending bank-transfer deposit (the member reads the reason)',
    description: DECISION,
    params: DepositOrderParams,
    body: RejectionNote,
    response: DepositDecision,
  }),
  pendingWithdrawals: cashier({
    method: 'GET',
    path: '/console/api/cashier/withdrawals',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Pending withdrawals, oldest first, a page at a time, each with its risk hints',
    description:
      'Risk hints: turnover done against required, credential changes of the last 7 days, other members on an IP this member used or with the same payout account number, and whether it is the first withdrawal. The username filter names no member: an empty page.',
    query: WithdrawalQueueQuery,
    response: PendingWithdrawalPage,
  }),
  approveWithdrawal: cashier({
    method: 'POST',
    path: '/console/api/cashier/withdrawals/:orderNo/approve',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Pay out a pending withdrawal',
    description: DECISION,
    params: WithdrawalOrderParams,
    body: OperatorNote,
    response: WithdrawalDecision,
  }),
  rejectWithdrawal: cashier({
    method: 'POST',
    path: '/console/api/cashier/withdrawals/:orderNo/reject',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Reject a pending withdrawal (the amount returns to the member)',
    description: DECISION,
    params: WithdrawalOrderParams,
    body: OperatorNote,
    response: WithdrawalDecision,
  }),
  disputedWithdrawals: cashier({
    method: 'GET',
    path: '/console/api/cashier/withdrawals/disputed',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Paid withdrawals the member reported as not or partly received',
    query: NoQuery,
    response: DisputedWithdrawal.array(),
  }),
  withdrawalProof: cashier({
    method: 'GET',
    path: '/console/api/cashier/withdrawals/:orderNo/proof',
    auth: 'staff',
    permission: 'withdrawals.review',
    responseKind: 'image',
    summary: 'The member’s "not received" proof image',
    params: WithdrawalOrderParams,
  }),
  withdrawalSettings: cashier({
    method: 'GET',
    path: '/console/api/cashier/withdrawalSettings',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Withdrawal settings of the brand',
    query: NoQuery,
    response: WithdrawalSettings,
  }),
  updateWithdrawalSettings: cashier({
    method: 'PUT',
    path: '/console/api/cashier/withdrawalSettings',
    auth: 'staff',
    permission: 'cashier.settings',
    summary: 'Set the turnover requirement (percent of deposits) and the auto-receipt minutes (owners)',
    description: 'Written to the audit chain with the settings before and after.',
    body: WithdrawalSettings,
    response: WithdrawalSettings,
  }),
};
