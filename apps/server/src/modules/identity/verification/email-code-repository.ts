import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { judgeLatestCode, type StoredCode } from './code-store.js';
import { emailCode } from './verification-tables.js';

export type EmailCodeRow = StoredCode & { email: string };
/**
 * 'bind': a code to the address to bind; 'current': to the address bound now (before a change);
 * 'newNetwork': to the bound address, for a login's new-network check.
 */
export type EmailCodePurpose = 'bind' | 'current' | 'newNetwork';

/** SQL of the e-mail codes of My account. */
export function createEmailCodeRepository(db: Db) {
  return {
    /** Stores a new code and retires the member's earlier unused ones: only the latest code counts. */
    async insert(n: {
      merchantCode: string;
      memberId: number;
      purpose: EmailCodePurpose;
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
          .where(
            and(eq(emailCode.memberId, n.memberId), eq(emailCode.purpose, n.purpose), isNull(emailCode.consumedAt)),
          );
        await tx.insert(emailCode).values(n);
      });
    },

    /** Judges the member's latest unused code (code-store.ts): null when there is none. */
    withLatestCode<T>(
      memberId: number,
      purpose: EmailCodePurpose,
      now: Date,
      judge: (row: EmailCodeRow) => { consume: boolean; result: T },
    ): Promise<T | null> {
      return judgeLatestCode<T, { email: string }>(
        db,
        { table: 'email_code', key: sql`member_id = ${memberId} AND purpose = ${purpose}`, extra: sql`email` },
        now,
        judge,
      );
    },
  };
}
