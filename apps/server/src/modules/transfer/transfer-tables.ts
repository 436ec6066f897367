import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const memberTransfer = pgTable('member_transfer', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  transferNo: text('transfer_no').notNull(),
  kind: text('kind', { enum: ['UPLINE', 'DOWNLINE'] }).notNull(),
  fromMemberId: bigint('from_member_id', { mode: 'number' }).notNull(),
  toMemberId: bigint('to_member_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  requestKey: text('request_key').notNull(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  senderBalanceAfter: bigint('sender_balance_after', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fundsSetting = pgTable('funds_setting', {
  merchantCode: text('merchant_code').primaryKey(),
  singleWallet: boolean('single_wallet').notNull(),
  transferVendors: text('transfer_vendors').array().notNull(),
  transferMin: bigint('transfer_min', { mode: 'bigint' }).notNull(),
  transferMax: bigint('transfer_max', { mode: 'bigint' }).notNull(),
  dailySalReqType: text('daily_sal_req_type').notNull(),
  divTypeReq: text('div_type_req').notNull(),
  contractHourSalReq: text('contract_hour_sal_req').notNull(),
  realtimeSalReqType: text('realtime_sal_req_type').notNull(),
});
