import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const member = pgTable('member', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  type: smallint('type').notNull().default(0),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  nickname: text('nickname'),
  payeeName: text('payee_name'),
  email: text('email'),
  countryDialingCode: text('country_dialing_code'),
  mobileNum: text('mobile_num'),
  parentId: bigint('parent_id', { mode: 'number' }),
  path: text('path').notNull().default('/'),
  affiliateCode: text('affiliate_code'),
  profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
  paymentPasswordHash: text('payment_password_hash'),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpPendingExpiresAt: timestamp('totp_pending_expires_at', { withTimezone: true }),
  demo: boolean('demo').notNull().default(false),
  registerIp: text('register_ip'),
  registerUrl: text('register_url'),
  registerMethod: text('register_method'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The last credential change that holds withdrawals (not a first setting). */
  credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
  /** Staff forced a new password: password login refused until a reset by mobile or e-mail (any new password clears it). */
  passwordResetRequired: boolean('password_reset_required').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberKnownIp = pgTable(
  'member_known_ip',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

export const passwordReset = pgTable('password_reset', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  action: text('action').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const identitySetting = pgTable('identity_setting', {
  merchantCode: text('merchant_code').primaryKey(),
  smsCodeMinutes: integer('sms_code_minutes').notNull().default(5),
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  weakDefaultPassword: text('weak_default_password').notNull().default('a123456'),
  defaultCountryDialingCode: text('default_country_dialing_code').notNull().default('63'),
  credentialChangeHoldHours: integer('credential_change_hold_hours').notNull().default(24),
});
