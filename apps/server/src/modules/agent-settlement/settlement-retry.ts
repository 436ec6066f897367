import type { DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { BillRepository, PayRow } from './bill-repository.js';
import { DIVIDEND_EXPIRY_MS } from './settlement-fns.js';
import { payBills, restoredStatus, type Payment } from './settlement-payments.js';
import type { Audit, SettlementDeps } from './settlement-service.js';

type Deps = Pick<SettlementDeps, 'db' | 'repo' | 'ledger'>;

/** After a payment: the payer's own bill (and the paid one) are INSUFFICIENT while they owe, else their own status. */
async function settleStatuses(tx: DbTransaction, repo: BillRepository, bills: PayRow[]) {
  for (const b of bills) {
    const owes = await repo.stillOwes(tx, b.memberId, b.kind, b.periodStart);
    const status = owes ? 'INSUFFICIENT' : restoredStatus(b);
    if (status !== b.status) await repo.setStatus(tx, b.id, status);
  }
}

/** Pays one bill (what is still owed, as far as its payer can), its payer's bill locked first. */
async function payOne(tx: DbTransaction, deps: Deps, bill: PayRow, now: Date): Promise<Payment[]> {
  const payer =
    bill.payerId === null ? null : await deps.repo.lockBillOf(tx, bill.payerId, bill.kind, bill.periodStart);
  const both = payer ? [payer, bill] : [bill];
  const payments = await payBills(tx, deps, bill.kind, both, now, new Set([bill.id]));
  await settleStatuses(tx, deps.repo, both);
  return payments;
}

/**
 * Retries the bills agents owe in part (PART_RECEIVED): each in its own transaction, the bill
 * locked and re-read, paid from the payer's balance as far as it goes; when the payer owes nothing
 * more its own bill leaves INSUFFICIENT. Then expires dividend bills left unapproved too long.
 */
export async function retryOwed(deps: Deps, now: Date, audit?: Audit, limit = 500) {
  let paid = 0;
  for (const id of await deps.repo.owed(limit)) {
    await deps.db.transaction(async (tx) => {
      const bill = await deps.repo.lockBill(tx, id);
      if (!bill || bill.paid >= bill.gross || bill.payerId === null) return;
      const payments = await payOne(tx, deps, bill, now);
      for (const p of payments) {
        paid += 1;
        await audit?.(
          {
            action: 'agent-settlement.retry',
            target: `bill:${p.billId}`,
            after: { ...p, amount: p.amount.toString() },
          },
          tx,
        );
      }
    });
  }
  const expired = await deps.repo.expire(new Date(now.getTime() - DIVIDEND_EXPIRY_MS));
  if (expired.length) await audit?.({ action: 'agent-settlement.expire', after: { bills: expired } });
  return { paid, expired: expired.length };
}

export type StaffDecision = { staffId: number; decision: 'APPROVE' | 'REJECT'; reason?: string };

/**
 * An operator's decision on an UNAPPROVED dividend bill, top-down: a bill whose payer's bill of
 * the period is still unapproved waits for it. Approving pays it at once (platform, or its upline's
 * balance as far as it goes); rejecting pays nothing. Answers the bill's new state and payments.
 */
export async function decideDividend(
  deps: Deps & {
    audit: (
      entry: { action: string; target: string; before?: unknown; after?: unknown },
      tx: DbTransaction,
    ) => Promise<void>;
  },
  billId: number,
  d: StaffDecision,
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const bill = await deps.repo.lockBill(tx, billId);
    if (!bill || bill.kind !== 'DIVIDEND') throw new AppError('NOT_FOUND');
    if (bill.status !== 'UNAPPROVED') throw new AppError('APPROVAL_NOT_PENDING');
    const payer =
      bill.payerId === null ? null : await deps.repo.lockBillOf(tx, bill.payerId, 'DIVIDEND', bill.periodStart);
    if (payer?.status === 'UNAPPROVED') throw new AppError('CONFLICT', 'Decide the upline agent’s dividend first');
    const staff = { id: d.staffId, at: now };
    if (d.decision === 'REJECT') {
      await deps.repo.setStatus(tx, bill.id, 'REJECTED', staff);
      await deps.audit(
        { action: 'agent-dividend.reject', target: `bill:${bill.id}`, after: { reason: d.reason ?? '' } },
        tx,
      );
      return { status: 'REJECTED' as const, payments: [] as Payment[] };
    }
    await deps.repo.setStatus(tx, bill.id, 'ISSUED', staff);
    const payments = await payOne(tx, deps, { ...bill, status: 'ISSUED' }, now);
    const after = await deps.repo.lockBill(tx, bill.id);
    await deps.audit(
      {
        action: 'agent-dividend.approve',
        target: `bill:${bill.id}`,
        before: { status: bill.status },
        after: { status: after?.status, payments: payments.map((p) => ({ ...p, amount: p.amount.toString() })) },
      },
      tx,
    );
    return { status: after!.status, payments };
  });
}
