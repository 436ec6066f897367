import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../platform/db.js';

/** Who changes a brand setting: a staff member in the console (with their IP), or the operator CLI (`cli:<os user>`). */
export type BrandActor = { kind: 'staff' | 'cli'; name: string; ip: string | null };

/** What every brand change is built with. */
export type BrandChangeDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  auditChain: Pick<AuditChain, 'append'>;
  /** Drops this instance's cached settings (the system snapshot, identity settings). */
  invalidate: () => void;
  /** Tells every other instance (SETTINGS_CHANGED); the CLI announces after its command instead. */
  announce: (what: string) => Promise<void>;
};

export type ChangeOutcome<T> = { before: unknown; after: unknown; result: T };

/**
 * Runs one brand change: its writes and its audit-chain entry (before, after, reason, IP) commit
 * together; then this instance forgets its cached settings and the others are told.
 */
export function brandChanger(deps: BrandChangeDeps) {
  return async function change<T>(
    actor: BrandActor,
    action: string,
    target: string,
    reason: string,
    work: (tx: DbTransaction) => Promise<ChangeOutcome<T>>,
  ): Promise<T> {
    const result = await deps.db.transaction(async (tx) => {
      const outcome = await work(tx);
      await deps.auditChain.append(
        {
          actorKind: actor.kind,
          actor: actor.name,
          action,
          target,
          before: outcome.before,
          after: outcome.after,
          reason,
          ip: actor.ip,
        },
        tx,
      );
      return outcome.result;
    });
    deps.invalidate();
    await deps.announce(`${action} ${target}`);
    return result;
  };
}
