import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const memberMessage = pgTable('member_message', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  dedupeKey: text('dedupe_key').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
