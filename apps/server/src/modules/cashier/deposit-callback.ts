import { formatMinor, toMinor, SandboxCallback } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { DbServiceBasics } from '../../platform/service-basics.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { CashierRepository } from './cashier-repository.js';
import { postDepositCredit, recordDepositNotice } from './deposit-credit.js';
import type { PaymentProvider } from './payment-provider.js';

export type DepositCallbackDeps = DbServiceBasics & {
  ledger: LedgerService;
  messages: MessagesService;
  /** By name, in a Map: a name from the URL (`__proto__`, `constructor`) finds nothing. */
  providers: ReadonlyMap<string, PaymentProvider>;
  repo: CashierRepository;
};

/** Moves a locked PENDING order to CREDITED (one ledger posting) or FAILED, with the member's notice. */
async function settle(
  { clock, ledger, audit, messages, repo }: DepositCallbackDeps,
  tx: LedgerTx,
  providerName: string,
  { merchantRef, status, amount, paymentId }: SandboxCallback,
) {
  const order = await repo.lockDepositByOrderNo(tx, merchantRef);
  if (!order) throw new AppError('NOT_FOUND');
  if (order.gatewayRef !== paymentId || toMinor(amount) !== order.amount) {
    await audit('deposit.callback.mismatch', order.memberId, null, { orderNo: order.orderNo, paymentId, amount }, tx);
    throw new AppError('CONFLICT', 'The callback does not match the order');
  }
  if (order.status !== 'PENDING') return { orderNo: order.orderNo, status: order.status, memberId: null, notice: null };
  const now = clock();
  if (status === 'FAILED') {
    await repo.finishDeposit(tx, order.id, { status: 'FAILED', updatedAt: now, note: 'declined at the gateway' });
    await audit('deposit.failed', order.memberId, null, { orderNo: order.orderNo }, tx);
    const notice = await recordDepositNotice(messages, tx, order, 'DEPOSIT_FAILED', order.amount);
    return { orderNo: order.orderNo, status: 'FAILED' as const, memberId: order.memberId, notice };
  }
  const posted = await postDepositCredit(ledger, tx, order, `gateway:${providerName}`);
  await repo.finishDeposit(tx, order.id, {
    status: 'CREDITED',
    ledgerTransactionId: posted.transactionId,
    updatedAt: now,
  });
  await audit(
    'deposit.credited',
    order.memberId,
    null,
    { orderNo: order.orderNo, amount: formatMinor(order.creditAmount) },
    tx,
  );
  const notice = await recordDepositNotice(messages, tx, order, 'DEPOSIT_CREDITED', order.creditAmount);
  return { orderNo: order.orderNo, status: 'CREDITED' as const, memberId: order.memberId, notice };
}

/**
 * A gateway callback: signature first (on the raw body), then the order is locked and moved
 * from PENDING once. Returns quietly for an order already settled, so gateway retries are safe.
 */
export function createDepositCallback(deps: DepositCallbackDeps) {
  const { db, clock, messages } = deps;
  return async function handleCallback(
    providerName: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ) {
    const provider = deps.providers.get(providerName);
    if (!provider) throw new AppError('NOT_FOUND');
    if (!(await provider.verifyCallback(rawBody, headers, clock().getTime()))) throw new AppError('SIGNATURE_INVALID');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new AppError('VALIDATION_FAILED');
    }
    const callback = SandboxCallback.safeParse(parsed);
    if (!callback.success) throw new AppError('VALIDATION_FAILED');
    const settled = await db.transaction((tx) => settle(deps, tx, providerName, callback.data));
    // Pushed after the commit, so a page that refetches sees the new balance.
    if (settled.memberId !== null) await messages.announce(settled.memberId, settled.notice);
    return { orderNo: settled.orderNo, status: settled.status };
  };
}
