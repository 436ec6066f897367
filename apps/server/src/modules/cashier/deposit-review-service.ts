import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { UploadedImage } from '../../platform/image-upload.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';
import { formatMinor, pageOf, type DepositQueueQuery, type PendingDepositPage } from '@fortuna/contracts';
import { actorLabel, chainDecision, type CashierActor, type CashierChain } from './cashier-actor.js';
import { postDepositCredit, recordDepositNotice } from './deposit-credit.js';
import { createDepositReviewRepository, type DepositReviewRepository } from './deposit-review-repository.js';
import { queueFilterOf } from './queue-filter.js';

export type DepositReviewDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** The brand's market zone: the queue's day filters. */
  timeZone: string;
  ledger: LedgerService;
  audit: Audit;
  messages: MessagesService;
  /** The audit chain: every decision is an entry, in the transaction that credits or refuses. */
  chain: CashierChain;
};

type ReviewContext = DepositReviewDeps & { repo: DepositReviewRepository };

async function lockBankOrder(repo: DepositReviewRepository, tx: LedgerTx, orderNo: string) {
  const row = await repo.lockOrderWithKind(tx, orderNo);
  // Gateway orders are settled by their signed callback only, never by hand.
  if (!row || row.kind !== 'BANK_TRANSFER') throw new AppError('NOT_FOUND');
  return row.order;
}

/**
 * A staff member's (or the CLI's) decision on a pending bank-transfer order: credit it (approve)
 * or refuse it, once — under the order's row lock, with its audit-chain entry in the same transaction.
 */
async function decide(ctx: ReviewContext, orderNo: string, actor: CashierActor, note: string, approve: boolean) {
  const { db, clock, ledger, audit, messages, repo, chain } = ctx;
  const operator = actorLabel(actor);
  const outcome = await db.transaction(async (tx) => {
    const order = await lockBankOrder(repo, tx, orderNo);
    if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
    const posted = approve ? await postDepositCredit(ledger, tx, order, operator) : null;
    const status = approve ? ('CREDITED' as const) : ('REJECTED' as const);
    await repo.review(tx, order.id, {
      status,
      ledgerTransactionId: posted?.transactionId ?? null,
      note,
      reviewedBy: operator,
      updatedAt: clock(),
    });
    await audit(
      approve ? 'deposit.approved' : 'deposit.rejected',
      order.memberId,
      null,
      { orderNo, operator, note },
      tx,
    );
    const amounts = { amount: formatMinor(order.amount), creditAmount: formatMinor(order.creditAmount) };
    await chainDecision(chain, tx, actor, {
      action: approve ? 'deposit.approve' : 'deposit.reject',
      target: orderNo,
      before: { status: order.status, ...amounts },
      after: { status, ...amounts },
      reason: note,
    });
    const kind = approve ? 'DEPOSIT_APPROVED' : 'DEPOSIT_REJECTED';
    const notice = await recordDepositNotice(
      messages,
      tx,
      order,
      kind,
      approve ? order.creditAmount : order.amount,
      note,
    );
    return { memberId: order.memberId, notice, status };
  });
  await messages.announce(outcome.memberId, outcome.notice);
  return { orderNo, status: outcome.status };
}

/**
 * Bank-transfer deposits: the member pays the operator's account and uploads the slip; an
 * operator credits the order (approve) or refuses it (reject), once. Approval is the same
 * ledger posting as a gateway credit, keyed by the order number.
 */
export function createDepositReviewService(deps: DepositReviewDeps) {
  const { db, clock, audit } = deps;
  const repo = createDepositReviewRepository(deps.db, deps.merchantCode);
  const ctx: ReviewContext = { ...deps, repo };

  return {
    /** The member's slip for its own pending bank-transfer order; a new upload replaces the old. */
    async attachReceipt(memberId: number, orderNo: string, image: UploadedImage, ip: string) {
      await db.transaction(async (tx) => {
        const order = await lockBankOrder(repo, tx, orderNo);
        if (order.memberId !== memberId) throw new AppError('NOT_FOUND');
        if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING', undefined, { status: order.status });
        const values = {
          contentType: image.contentType,
          size: image.size,
          sha256: image.sha256,
          data: image.data,
          uploadedAt: clock(),
        };
        await repo.saveReceipt(tx, order.id, values);
        await audit('deposit.receipt', memberId, ip, { orderNo, size: image.size, sha256: image.sha256 }, tx);
      });
      return { orderNo, hasReceipt: true };
    },

    /** The slip image: to its member, or to staff (memberId null). */
    async receipt(orderNo: string, memberId: number | null) {
      const row = await repo.receiptOf(orderNo);
      if (!row || (memberId !== null && row.memberId !== memberId)) throw new AppError('NOT_FOUND');
      return { contentType: row.receipt.contentType, data: row.receipt.data };
    },

    /** The CLI: every bank-transfer order waiting for a decision, oldest first. */
    pending: async () => (await repo.pendingPage({}, 10_000, 0)).rows,

    /** The console: a filtered page of them. */
    async pendingPage(query: DepositQueueQuery): Promise<PendingDepositPage> {
      const filter = await queueFilterOf(ctx, query);
      if (!filter) return pageOf([], query, 0);
      const { rows, total } = await repo.pendingPage(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const list = rows.map((d) => ({
        orderNo: d.orderNo,
        username: d.username,
        channelCode: d.channelCode,
        channelName: d.channelName,
        amount: formatMinor(d.amount),
        creditAmount: formatMinor(d.creditAmount),
        createdAt: d.createdAt.toISOString(),
        receiptUploadedAt: d.receiptAt?.toISOString() ?? null,
      }));
      return pageOf(list, query, total);
    },

    approve: (orderNo: string, actor: CashierActor, note = '') => decide(ctx, orderNo, actor, note, true),
    reject: (orderNo: string, actor: CashierActor, note: string) => decide(ctx, orderNo, actor, note, false),
  };
}
export type DepositReviewService = ReturnType<typeof createDepositReviewService>;
