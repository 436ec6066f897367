import { bigint, bigserial, boolean, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const paymentChannel = pgTable('payment_channel', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  code: text('code').notNull(),
  kind: text('kind', { enum: ['BANK_TRANSFER', 'GATEWAY'] }).notNull(),
  name: text('name').notNull(),
  provider: text('provider'),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  feeBps: integer('fee_bps').notNull(),
  feeFixed: bigint('fee_fixed', { mode: 'bigint' }).notNull(),
  bankName: text('bank_name'),
  bankAccountName: text('bank_account_name'),
  bankAccountNo: text('bank_account_no'),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull(),
});

export const depositOrder = pgTable('deposit_order', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  orderNo: text('order_no').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  channelId: bigint('channel_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  fee: bigint('fee', { mode: 'bigint' }).notNull(),
  creditAmount: bigint('credit_amount', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['PENDING', 'CREDITED', 'REJECTED', 'FAILED', 'EXPIRED'] }).notNull(),
  requestKey: text('request_key').notNull(),
  gatewayRef: text('gateway_ref'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  note: text('note').notNull(),
  reviewedBy: text('reviewed_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const paymentProviderSecret = pgTable('payment_provider_secret', {
  merchantCode: text('merchant_code').notNull(),
  provider: text('provider').notNull(),
  secret: text('secret').notNull(),
});

export const sandboxGatewayPayment = pgTable('sandbox_gateway_payment', {
  id: uuid('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  merchantRef: text('merchant_ref').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: ['OPEN', 'SUCCESS', 'FAILED'] }).notNull(),
  callbackStatus: integer('callback_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const payoutAccount = pgTable('payout_account', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['BANK', 'EWALLET'] }).notNull(),
  providerName: text('provider_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

export const withdrawalOrder = pgTable('withdrawal_order', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  orderNo: text('order_no').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  payoutAccountId: bigint('payout_account_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['PENDING', 'PAID', 'REJECTED'] }).notNull(),
  requestKey: text('request_key').notNull(),
  lockTransactionId: bigint('lock_transaction_id', { mode: 'number' }).notNull(),
  settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
  reviewedBy: text('reviewed_by'),
  reviewNote: text('review_note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  receiptStatus: text('receipt_status', {
    enum: ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED', 'AUTO_RECEIVED'],
  }),
  receiptAmount: bigint('receipt_amount', { mode: 'bigint' }),
  receiptAt: timestamp('receipt_at', { withTimezone: true }),
});

export const withdrawalReceiptProof = pgTable('withdrawal_receipt_proof', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const withdrawalSetting = pgTable('withdrawal_setting', {
  merchantCode: text('merchant_code').primaryKey(),
  turnoverPercent: integer('turnover_percent').notNull(),
  receiptConfirmMinutes: integer('receipt_confirm_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
