import { bigint, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The payment slip of a bank-transfer deposit (migrations/0010). */
export const depositReceipt = pgTable('deposit_receipt', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
