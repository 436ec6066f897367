import { tierToWire, type AgentContract } from '@fortuna/contracts';
import type { ContractRow } from './contracts-repository.js';

/** A contract as the API answers it. */
export const contractView = (c: ContractRow): AgentContract => ({
  id: c.id,
  kind: c.kind,
  status: c.status,
  period: c.period,
  tiers: c.tiers.map(tierToWire),
  holder: c.holder,
  upline: c.upline,
  offeredAt: c.offeredAt.toISOString(),
  decidedAt: c.decidedAt?.toISOString() ?? null,
  terminatedAt: c.terminatedAt?.toISOString() ?? null,
  reason: c.reason,
});
