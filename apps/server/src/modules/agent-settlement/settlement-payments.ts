import type { DbTransaction } from '../../platform/db.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService, TransferItem } from '../wallet/ledger-service.js';
import type { BillRepository, PayRow } from './bill-repository.js';
import { billLegKey, paidStatus, type BillKind, type BillStatus } from './settlement-fns.js';

/** Where the platform pays top agents' bills from (a system account: it may go below zero). */
export const AGENT_COMMISSION_ACCOUNT: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'AGENT_COMMISSION' };
export const memberMain = (memberId: number): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet: 'MAIN',
});
/** The ledger kind of a bill's payment. */
export const ledgerKindOf = (kind: BillKind) => (kind === 'DIVIDEND' ? 'AGENT_DIVIDEND' : 'AGENT_SALARY');

export type PayDeps = { repo: BillRepository; ledger: Pick<LedgerService, 'postMany' | 'balanceOf'> };
export type Payment = { billId: number; memberId: number; payerId: number | null; amount: bigint; key: string };

/**
 * "Whoever signed pays" (DEFAULT, AGENT-CONTRACTS.md): the platform pays top agents' bills; an agent
 * pays its direct downlines' bills from its MAIN balance, which already holds its own bill of the
 * period (bills are paid top-down, a level at a time). What it cannot cover stays owed: the
 * downline's bill PART_RECEIVED, the payer's own bill INSUFFICIENT (retried later; arrears meanwhile).
 * Each payment is one ledger transaction keyed by the bill and what it had received before.
 */
export async function payBills(
  tx: DbTransaction,
  deps: PayDeps,
  kind: BillKind,
  bills: PayRow[],
  now: Date,
  only?: ReadonlySet<number>,
): Promise<Payment[]> {
  const payable = bills.filter(
    (b) =>
      (!only || only.has(b.id)) &&
      b.paid < b.gross &&
      (b.status === 'ISSUED' || b.status === 'PART_RECEIVED' || b.status === 'INSUFFICIENT'),
  );
  const byMember = new Map(bills.map((b) => [b.memberId, b]));
  const byId = new Map(bills.map((b) => [b.id, b]));
  const depths = [...new Set(payable.map((b) => b.depth))].sort((a, b) => a - b);
  const payments: Payment[] = [];
  for (const depth of depths) {
    const level = payable.filter((b) => b.depth === depth);
    const available = new Map<number, bigint>();
    for (const payer of new Set(level.map((b) => b.payerId).filter((p): p is number => p !== null)))
      available.set(payer, await deps.ledger.balanceOf(memberMain(payer), tx));
    const items: TransferItem[] = [];
    const updates: Array<{ id: number; paid: bigint; status: BillStatus }> = [];
    const short = new Set<number>();
    for (const bill of level) {
      const owed = bill.gross - bill.paid;
      const can = bill.payerId === null ? owed : (available.get(bill.payerId) ?? 0n);
      const amount = owed < can ? owed : can;
      if (bill.payerId !== null) available.set(bill.payerId, can - amount);
      if (amount < owed && bill.payerId !== null) short.add(bill.payerId);
      if (amount <= 0n) {
        updates.push({ id: bill.id, paid: bill.paid, status: 'PART_RECEIVED' });
        continue;
      }
      const key = billLegKey(bill.id, bill.paid);
      items.push({
        idempotencyKey: key,
        reference: `agent-bill:${bill.id}`,
        from: bill.payerId === null ? AGENT_COMMISSION_ACCOUNT : memberMain(bill.payerId),
        to: memberMain(bill.memberId),
        amount,
      });
      payments.push({ billId: bill.id, memberId: bill.memberId, payerId: bill.payerId, amount, key });
      updates.push({ id: bill.id, paid: bill.paid + amount, status: paidStatus(bill.gross, bill.paid + amount) });
    }
    await deps.ledger.postMany(ledgerKindOf(kind), items, tx, `agent-settlement:${kind}`);
    for (const payer of short) {
      const own = byMember.get(payer);
      if (own) updates.push({ id: own.id, paid: own.paid, status: 'INSUFFICIENT' });
    }
    // A payer's own bill (paid at an earlier level) keeps its paid amount; later levels read it from here.
    for (const u of updates) {
      const bill = byId.get(u.id);
      if (bill) Object.assign(bill, { paid: u.paid, status: u.status });
    }
    await deps.repo.setPaid(tx, updates, now);
  }
  return payments;
}

/** A bill's own status once its payer owes nothing more: what it received, or NOT_REACHED. */
export const restoredStatus = (b: Pick<PayRow, 'tier' | 'gross' | 'paid'>): BillStatus =>
  b.tier === null && b.gross === 0n ? 'NOT_REACHED' : paidStatus(b.gross, b.paid);
