import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/** A stored one-time code: hashed and salted, with its attempts so far and its expiry. */
export type StoredCode = { id: number; codeHash: string; salt: string; attempts: number; expiresAt: Date };

/**
 * The one rule every one-time code table follows (SMS codes, e-mail codes): only the latest
 * unused code of a key counts, and judging it counts an attempt. `judge` runs on that code under a
 * row lock (`attempts` already includes this attempt) and says whether to use it up. Returns what
 * `judge` returned, or null when the key has no unused code.
 *
 * `table` and `key` are SQL of the caller's own constant table and key condition; `extra` names
 * further columns the judge needs (returned as they are).
 */
export async function judgeLatestCode<T, Extra extends Record<string, unknown> = Record<string, never>>(
  db: Db,
  code: { table: 'sms_code' | 'email_code'; key: SQL; extra?: SQL },
  now: Date,
  judge: (row: StoredCode & Extra) => { consume: boolean; result: T },
): Promise<T | null> {
  const table = sql.raw(code.table);
  return db.transaction(async (tx) => {
    const rows = await queryRows<
      { id: string | number; code_hash: string; salt: string; attempts: number; expires_at: Date | string } & Extra
    >(
      tx,
      sql`SELECT id, code_hash, salt, attempts, expires_at${code.extra ? sql`, ${code.extra}` : sql``} FROM ${table}
          WHERE ${code.key} AND consumed_at IS NULL
          ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) return null;
    const { id, code_hash, salt, attempts, expires_at, ...extra } = row;
    const judged = judge({
      ...(extra as unknown as Extra),
      id: Number(id),
      codeHash: code_hash,
      salt,
      attempts: attempts + 1,
      expiresAt: new Date(expires_at),
    });
    await tx.execute(
      sql`UPDATE ${table} SET attempts = attempts + 1,
            consumed_at = CASE WHEN ${judged.consume}::boolean THEN ${now} ELSE consumed_at END WHERE id = ${id}`,
    );
    return judged.result;
  });
}
