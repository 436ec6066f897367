import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed tries of a code or PIN per member, kind and scope (a client address for logins, else ''). */
export const memberAttempt = pgTable(
  'member_attempt',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    scope: text('scope').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.scope] })],
);
