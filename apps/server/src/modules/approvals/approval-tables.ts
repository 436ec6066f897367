import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalKind, ApprovalStatus } from '@fortuna/contracts';

/** A maker's request waiting for (or decided by) a checker (migrations/0034_approvals.sql). */
export const approvalRequest = pgTable('approval_request', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  kind: text('kind').$type<ApprovalKind>().notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
  makerId: bigint('maker_id', { mode: 'number' }).notNull(),
  makerName: text('maker_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  checkerId: bigint('checker_id', { mode: 'number' }),
  checkerName: text('checker_name'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
});
