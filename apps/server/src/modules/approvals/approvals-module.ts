import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { createApprovalRepository } from './approval-repository.js';
import { createApprovalService, type ApprovalService } from './approval-service.js';

export { approvalActorOf, approvalRoutes } from './approval-routes.js';

/** Maker–checker requests, added to app.services; the modules owning each kind register it. */
export type ApprovalServices = { approvals: ApprovalService };

export function createApprovalServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  chain: AuditChain;
}): ApprovalServices {
  const repo = createApprovalRepository(deps.db, deps.merchantCode);
  return { approvals: createApprovalService({ db: deps.db, clock: deps.clock, chain: deps.chain, repo }) };
}
