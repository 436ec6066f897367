import { formatMinor, type NoticeKind } from '@fortuna/contracts';
import type { MessagesService } from '../messages/messages-service.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import type { DepositRow } from './cashier-repository.js';

/**
 * The money of a deposit: the credit amount to the member, the fee to the fee account, the gross
 * from payment clearing. Keyed by the order number, so however often it runs it credits once.
 */
export function postDepositCredit(ledger: LedgerService, tx: LedgerTx, order: DepositRow, actor: string) {
  const postings: Array<{ account: AccountRef; amount: bigint }> = [
    { account: { ownerKind: 'member', ownerId: order.memberId, wallet: 'MAIN' }, amount: order.creditAmount },
    { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -order.amount },
  ];
  if (order.fee > 0n)
    postings.push({ account: { ownerKind: 'system', ownerId: 0, wallet: 'DEPOSIT_FEES' }, amount: order.fee });
  return ledger.post(
    { kind: 'DEPOSIT', idempotencyKey: `deposit:${order.orderNo}`, reference: order.orderNo, actor, postings },
    tx,
  );
}

/**
 * The member's notice of a deposit's outcome, in the settling transaction. One notice per order
 * (its dedupe key), whichever way it was settled; `note` is the operator's reason, when given.
 */
export function recordDepositNotice(
  messages: MessagesService,
  tx: LedgerTx,
  order: DepositRow,
  kind: NoticeKind,
  amount: bigint,
  note = '',
) {
  return messages.record(
    {
      memberId: order.memberId,
      kind,
      params: { orderNo: order.orderNo, amount: formatMinor(amount), ...(note ? { note } : {}) },
      dedupeKey: `deposit:${order.orderNo}`,
    },
    tx,
  );
}
