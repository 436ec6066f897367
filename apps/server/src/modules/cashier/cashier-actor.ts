import type { AuditChain } from '../../platform/audit-chain.js';
import type { DbTransaction } from '../../platform/database.js';

/**
 * Who decides a cashier order or changes the withdrawal settings: a staff member of the console
 * (with the client's address) or the operator CLI (the machine user running it).
 */
export type CashierActor = { kind: 'staff' | 'cli'; name: string; ip: string | null };

/** The actor as stored on the order (`reviewed_by`), in the ledger posting and the member's audit log. */
export const actorLabel = (actor: CashierActor): string => `${actor.kind}:${actor.name}`;

/** The CLI's actor from the `cli:<user>` name bin/cli.ts gives every command. */
export const cliActor = (operator: string): CashierActor => ({
  kind: 'cli',
  name: operator.replace(/^cli:/, ''),
  ip: null,
});

export type CashierChain = Pick<AuditChain, 'append'>;

/** One decision (or settings change) in the audit chain, inside the transaction that makes it. */
export function chainDecision(
  chain: CashierChain,
  tx: DbTransaction,
  actor: CashierActor,
  entry: { action: string; target: string; before: unknown; after: unknown; reason: string },
) {
  return chain.append({ actorKind: actor.kind, actor: actor.name, ip: actor.ip, ...entry }, tx);
}
