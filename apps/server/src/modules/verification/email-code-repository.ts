import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { emailCode } from './verification-tables.js';

export type EmailCodeRow = { email: string; codeHash: string; salt: string; attempts: number; expiresAt: Date };

/** SQL of the e-mail codes of My account. */
export function createEmailCodeRepository(db: Db) {
  return {
    /** Stores a new code and retires the member's earlier unused ones: only the latest code counts. */
    async insert(n: {
      merchantCode: string;
      memberId: number;
      email: string;
      codeHash: string;
      salt: string;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await db.transaction(async (tx) => {
        await tx
          .update(emailCode)
          .set({ consumedAt: n.createdAt })
          .where(and(eq(emailCode.memberId, n.memberId), isNull(emailCode.consumedAt)));
        await tx.insert(emailCode).values(n);
      });
    },

    /**
     * Runs `judge` on the member's latest unused code under a row lock, counting the attempt
     * (`attempts` passed in already includes it); `judge` says whether to use the code up.
     * Returns the judged result, or null when the member has no unused code.
     */
    async withLatestCode<T>(
      memberId: number,
      now: Date,
      judge: (row: EmailCodeRow) => { consume: boolean; result: T },
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const rows = await queryRows<{
          id: string | number;
          email: string;
          code_hash: string;
          salt: string;
          attempts: number;
          expires_at: Date | string;
        }>(
          tx,
          sql`SELECT id, email, code_hash, salt, attempts, expires_at FROM email_code
              WHERE member_id = ${memberId} AND consumed_at IS NULL
              ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        );
        const row = rows[0];
        if (!row) return null;
        const judged = judge({
          email: row.email,
          codeHash: row.code_hash,
          salt: row.salt,
          attempts: row.attempts + 1,
          expiresAt: new Date(row.expires_at),
        });
        await tx.execute(
          sql`UPDATE email_code SET attempts = attempts + 1, consumed_at = CASE WHEN ${judged.consume}::boolean THEN ${now} ELSE consumed_at END WHERE id = ${row.id}`,
        );
        return judged.result;
      });
    },
  };
}
