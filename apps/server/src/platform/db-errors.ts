/**
 * PostgreSQL's error of a statement, wherever the database library put it: drizzle wraps the
 * driver's error in a DrizzleQueryError (`cause`), PGlite and node-postgres throw it bare.
 */
function pgError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A unique constraint lost to a concurrent request (SQLSTATE 23505): the constraint's name, or
 * null for any other error. The one check of it: callers answer the first result or a 409.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const e = pgError(error);
  if (e?.code !== '23505') return null;
  return { constraint: typeof e.constraint === 'string' ? e.constraint : '' };
}
