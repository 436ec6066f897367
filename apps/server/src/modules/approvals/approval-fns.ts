import { createHash } from 'node:crypto';
import type { ApprovalStatus, ErrorCode } from '@fortuna/contracts';
import { canonicalJson } from '../../platform/audit-chain-fns.js';

export type Decision = 'approve' | 'reject' | 'cancel';

/** What a decision ends in. */
export const STATUS_AFTER: Record<Decision, ApprovalStatus> = {
  approve: 'applied',
  reject: 'rejected',
  cancel: 'cancelled',
};

/**
 * Whether a staff member may take a decision on a request, or the refusal's code (pure rule,
 * checked under the request's row lock): the kind's permission first, then the request must
 * still be pending, then four eyes: approving and rejecting are for anyone but the maker,
 * cancelling is for the maker only.
 */
export function decisionRefusal(
  request: { status: ApprovalStatus; makerId: number },
  staffId: number,
  decision: Decision,
  holdsKindPermission: boolean,
): ErrorCode | null {
  if (!holdsKindPermission) return 'FORBIDDEN';
  if (request.status !== 'pending') return 'APPROVAL_NOT_PENDING';
  const isMaker = request.makerId === staffId;
  if (decision === 'cancel') return isMaker ? null : 'FORBIDDEN';
  return isMaker ? 'SELF_APPROVAL_FORBIDDEN' : null;
}

/** Fingerprint of a request (kind, payload, reason): a repeated idempotency key with other details is refused. */
export const approvalRequestHash = (kind: string, payload: unknown, reason: string): string =>
  createHash('sha256').update(canonicalJson({ kind, payload, reason })).digest('hex');
