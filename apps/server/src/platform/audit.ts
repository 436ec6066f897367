import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * Append-only audit trail of security and money-relevant actions (logins, failures, lockouts,
 * password changes, registrations). Written inside the caller's transaction when given one.
 */
export type Audit = (
  action: string,
  memberId: number | null,
  ip: string | null,
  details?: Record<string, unknown>,
  tx?: Pick<Db, 'execute'>,
) => Promise<void>;

export function createAudit(db: Db, merchantCode: string, clock: () => Date): Audit {
  return async (action, memberId, ip, details = {}, tx = db) => {
    await tx.execute(
      sql`INSERT INTO audit_log (merchant_code, action, member_id, ip, details, created_at)
          VALUES (${merchantCode}, ${action}, ${memberId}, ${ip}, ${JSON.stringify(details)}::jsonb, ${clock()})`,
    );
  };
}
