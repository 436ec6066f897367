import { NoQuery } from '../envelope.js';
import {
  AdjustmentResult,
  AdjustmentSettings,
  ApprovalDecision,
  ApprovalIdParams,
  ApprovalPage,
  ApprovalQuery,
  ApprovalView,
  ApproveRequest,
  CreateAdjustmentRequest,
} from '../approvals.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/**
 * Maker–checker (four eyes) and manual balance adjustments of the operator console (issue 19).
 * A decision needs the request kind's permission as well (balanceAdjustment: balance.adjust).
 */
export const consoleApprovalEndpoints = {
  createAdjustment: console_({
    method: 'POST',
    path: '/console/api/adjustments',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Credit or debit a member’s wallet: at once up to the brand’s threshold, else an approval request',
    description:
      'NOT_FOUND (no such member), TRIAL_NOT_ALLOWED (trial account), INSUFFICIENT_FUNDS (a debit beyond the balance: nothing changes), IDEMPOTENCY_CONFLICT (the key was used with other details).',
    body: CreateAdjustmentRequest,
    response: AdjustmentResult,
  }),
  adjustmentSettings: console_({
    method: 'GET',
    path: '/console/api/adjustments/settings',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'The brand’s approval threshold of manual adjustments',
    query: NoQuery,
    response: AdjustmentSettings,
  }),
  approvalList: console_({
    method: 'GET',
    path: '/console/api/approvals',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Approval requests of the kinds the caller may decide, newest first, by status and kind',
    query: ApprovalQuery,
    response: ApprovalPage,
  }),
  approvalDetail: console_({
    method: 'GET',
    path: '/console/api/approvals/:id',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'One approval request (of a kind the caller may decide)',
    params: ApprovalIdParams,
    query: NoQuery,
    response: ApprovalView,
  }),
  approvalApprove: console_({
    method: 'POST',
    path: '/console/api/approvals/:id/approve',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Approve a pending request of another staff member: its effect applies in the same transaction',
    description:
      'SELF_APPROVAL_FORBIDDEN (the maker), APPROVAL_NOT_PENDING (decided or cancelled already: of concurrent decisions exactly one wins), FORBIDDEN (the kind’s permission), INSUFFICIENT_FUNDS (a debit the balance no longer covers: the request stays pending).',
    params: ApprovalIdParams,
    body: ApproveRequest,
    response: ApprovalView,
  }),
  approvalReject: console_({
    method: 'POST',
    path: '/console/api/approvals/:id/reject',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Reject a pending request of another staff member, with a reason',
    description: 'SELF_APPROVAL_FORBIDDEN (the maker cancels instead), APPROVAL_NOT_PENDING, FORBIDDEN.',
    params: ApprovalIdParams,
    body: ApprovalDecision,
    response: ApprovalView,
  }),
  approvalCancel: console_({
    method: 'POST',
    path: '/console/api/approvals/:id/cancel',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Withdraw one’s own pending request, with a reason',
    description: 'FORBIDDEN (not the maker), APPROVAL_NOT_PENDING.',
    params: ApprovalIdParams,
    body: ApprovalDecision,
    response: ApprovalView,
  }),
};
