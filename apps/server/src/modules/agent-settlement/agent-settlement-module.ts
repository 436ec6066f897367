import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import { createMemberFigures } from '../identity/member/member-figures.js';
import { createTeamRepository } from '../team/team-repository.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { agentBillRoutes } from './agent-bill-routes.js';
import { createBillReads } from './bill-reads.js';
import { createBillRepository } from './bill-repository.js';
import { BILL_KINDS } from './settlement-fns.js';
import { retryJob, settlementJob } from './settlement-jobs.js';
import type { SettlementDeps } from './settlement-service.js';

export type AgentSettlementConfig = { db: Db; merchantCode: string; timeZone: string; ledger: LedgerService };
type MountConfig = AgentSettlementConfig & { clock: () => Date };

/** The settlement's dependencies: its bills, the team module's rollups and identity's tree paths. */
export function createSettlementDeps(c: AgentSettlementConfig): SettlementDeps {
  return {
    db: c.db,
    repo: createBillRepository(c.db, c.merchantCode),
    ledger: c.ledger,
    team: createTeamRepository(c.db, c.merchantCode),
    members: createMemberFigures(c.db, c.merchantCode),
    timeZone: c.timeZone,
  };
}

/**
 * Whether an agent owes a downline a bill in part: until it is paid, the agent may not withdraw
 * or transfer (the cashier's withdrawals and the transfer module ask this).
 */
export const agentInArrears = (db: Db, merchantCode: string, memberId: number): Promise<boolean> =>
  createBillRepository(db, merchantCode).inArrears(memberId);

/** Registers the settlement jobs (one per kind, and the retries) and the bills' routes. */
export async function mountAgentSettlement(app: FastifyInstance, c: MountConfig) {
  const deps = createSettlementDeps(c);
  for (const kind of BILL_KINDS) app.jobs.register(settlementJob(deps, kind));
  app.jobs.register(retryJob(deps));
  const reads = createBillReads(c.db, c.merchantCode, c.timeZone);
  await app.register(agentBillRoutes(deps, reads, { merchantCode: c.merchantCode, clock: c.clock }));
  return deps;
}
