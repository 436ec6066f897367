import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db.js';
import { paymentChannel, paymentProviderSecret } from '../modules/cashier/cashier-tables.js';

/**
 * Demo deposit channels: two online channels through the sandbox gateway (bank transfer with a
 * receipt and operator approval comes with the operator actions).
 */
export async function seedCashier(db: Db, merchantCode: string): Promise<void> {
  // A fresh secret per installation: the platform and the sandbox gateway share it.
  await db
    .insert(paymentProviderSecret)
    .values({ merchantCode, provider: 'sandbox', secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  await db
    .insert(paymentChannel)
    .values([
      {
        merchantCode,
        code: 'GCASH',
        kind: 'GATEWAY',
        name: 'GCash (online)',
        provider: 'sandbox',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        feeBps: 0,
        feeFixed: 0n,
        enabled: true,
        sort: 1,
      },
      {
        merchantCode,
        code: 'MAYA',
        kind: 'GATEWAY',
        name: 'Maya (online)',
        provider: 'sandbox',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        feeBps: 150,
        feeFixed: 0n,
        enabled: true,
        sort: 2,
      },
    ])
    .onConflictDoNothing();
}

/** Demo bank-transfer channel: the member pays this account and uploads the slip; an operator approves. */
export async function seedBankTransferChannel(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(paymentChannel)
    .values({
      merchantCode,
      code: 'BDO',
      kind: 'BANK_TRANSFER',
      name: 'BDO bank transfer',
      provider: null,
      minAmount: 50_000n,
      maxAmount: 20_000_000n,
      feeBps: 0,
      feeFixed: 0n,
      bankName: 'BDO Unibank',
      bankAccountName: 'Fortuna Gaming Corp.',
      bankAccountNo: '0012-3456-7890',
      enabled: true,
      sort: 3,
    })
    .onConflictDoNothing();
}
