import { bigint, bigserial, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@fortuna/contracts';

/** Staff of the operator console: never members (a member token is never a staff session). */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  username: text('username').notNull(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  totpSecret: text('totp_secret'),
  totpReady: boolean('totp_ready').notNull().default(false),
  /** The 30 s step of the last code used: each code opens one login. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  allowList: jsonb('allow_list').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const staffSession = pgTable('staff_session', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
