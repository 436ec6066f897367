import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const memberSession = pgTable('member_session', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  // (Rows of the old 'operator' entry may remain: their accounts' type is refused by session-service.)
  entry: text('entry', { enum: ['member', 'agent'] })
    .notNull()
    .default('member'),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Opened with a weak default or expired password: only the password change is open. */
  passwordChangeDue: boolean('password_change_due').notNull().default(false),
});
