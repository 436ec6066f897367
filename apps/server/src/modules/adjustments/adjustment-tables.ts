import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** The brand's adjustment settings (migrations/0034_approvals.sql); no row: the defaults. */
export const adjustmentSetting = pgTable('adjustment_setting', {
  merchantCode: text('merchant_code').primaryKey(),
  /** Minor units: at or below it an adjustment applies at once, above it a second staff member approves it. */
  approvalThreshold: bigint('approval_threshold', { mode: 'bigint' }).notNull(),
});
