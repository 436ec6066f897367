import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const ledgerAccount = pgTable('ledger_account', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  ownerKind: text('owner_kind', { enum: ['member', 'house', 'system'] }).notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  wallet: text('wallet').notNull(),
  currency: text('currency').notNull(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
  allowNegative: boolean('allow_negative').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerTransaction = pgTable('ledger_transaction', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  reference: text('reference').notNull(),
  reversesId: bigint('reverses_id', { mode: 'number' }),
  actor: text('actor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntry = pgTable('ledger_entry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
