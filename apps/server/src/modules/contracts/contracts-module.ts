import type { FastifyInstance } from 'fastify';
import type { ContractKind, ContractPeriod, Tier } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import { contractsConsoleRoutes } from './contracts-console-routes.js';
import { createContractsRepository, type Runner } from './contracts-repository.js';
import { contractsRoutes } from './contracts-routes.js';
import { createContractsService, type ContractsService } from './contracts-service.js';

/** A contract in force, as settlement reads it. `uplineId` null: the platform pays (a top agent). */
export type ValidContract = {
  id: number;
  memberId: number;
  uplineId: number | null;
  period: ContractPeriod;
  tiers: Tier[];
};

/**
 * For settlement: the contracts of a kind in force at `at` (accepted by then, not terminated by
 * then), by holder. `db` may be the caller's transaction.
 */
export async function validContractsAt(
  db: Runner,
  merchantCode: string,
  kind: ContractKind,
  at: Date,
): Promise<ValidContract[]> {
  const rows = await createContractsRepository(db as Db, merchantCode).validAt(db, kind, at);
  return rows.map((r) => ({ id: r.id, memberId: r.memberId, uplineId: r.uplineId, period: r.period, tiers: r.tiers }));
}

/**
 * For settlement: the contracts of a kind that settle a period ending at `end` (DEFAULT: the
 * contract in force at the period's end settles the whole period), by holder.
 */
export async function contractsSettlingPeriod(
  db: Runner,
  merchantCode: string,
  kind: ContractKind,
  end: Date,
): Promise<ValidContract[]> {
  const rows = await createContractsRepository(db as Db, merchantCode).inForceThrough(db, kind, end);
  return rows.map((r) => ({ id: r.id, memberId: r.memberId, uplineId: r.uplineId, period: r.period, tiers: r.tiers }));
}

/** For settlement: when the first contract of a kind was accepted (where its settlement starts). */
export const firstContractAccepted = (db: Db, merchantCode: string, kind: ContractKind) =>
  createContractsRepository(db, merchantCode).firstAccepted(db, kind);

/** Agent contracts: the agent centre's routes and the console's top agents' contracts. */
export async function mountContracts(
  app: FastifyInstance,
  deps: { db: Db; merchantCode: string; clock: () => Date },
): Promise<ContractsService> {
  const { db, merchantCode, clock } = deps;
  const repo = createContractsRepository(db, merchantCode);
  const directory = createMemberDirectory(db);
  const contracts = createContractsService({
    db,
    merchantCode,
    repo,
    directory,
    messages: app.services.messages,
    clock,
  });
  await app.register(contractsRoutes(contracts));
  await app.register(contractsConsoleRoutes({ db, merchantCode, contracts, repo, directory }));
  return contracts;
}
