import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff notes on a member (migration 0031). */
export const memberNote = pgTable('member_note', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  staffUsername: text('staff_username').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
