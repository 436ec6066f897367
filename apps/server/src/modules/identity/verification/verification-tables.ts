import { bigint, bigserial, char, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The columns of a one-time code (SMS or e-mail): salted hash, wrong tries, expiry, use. */
const codeColumns = () => ({
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsCode = pgTable('sms_code', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  purpose: text('purpose', { enum: ['register', 'noLogin', 'current'] }).notNull(),
  countryDialingCode: text('country_dialing_code').notNull(),
  mobileNum: text('mobile_num').notNull(),
  ...codeColumns(),
});

/** Codes mailed to prove an e-mail address a member binds (migration 0017). */
export const emailCode = pgTable('email_code', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  email: text('email').notNull(),
  /** 'bind': proves a new address; 'current': the bound one before a change; 'newNetwork': a login's new-network check (0025). */
  purpose: text('purpose', { enum: ['bind', 'current', 'newNetwork'] })
    .notNull()
    .default('bind'),
  ...codeColumns(),
});

export const devMessage = pgTable('dev_message', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const country = pgTable('country', {
  countryCode: char('country_code', { length: 2 }).primaryKey(),
  countryDialingCode: text('country_dialing_code').notNull(),
  name: text('name').notNull(),
  mobileMinLength: integer('mobile_min_length').notNull(),
  mobileMaxLength: integer('mobile_max_length').notNull(),
  sort: integer('sort').notNull().default(100),
});
