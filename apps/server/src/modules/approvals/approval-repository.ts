import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ApprovalKind, ApprovalStatus } from '@fortuna/contracts';
import type { Db, DbTransaction } from '../../platform/db.js';
import { approvalRequest } from './approval-tables.js';

export type ApprovalRow = typeof approvalRequest.$inferSelect;
export type NewApproval = Omit<
  typeof approvalRequest.$inferInsert,
  'id' | 'merchantCode' | 'status' | 'checkerId' | 'checkerName' | 'decidedAt' | 'decisionReason' | 'result'
>;
export type ApprovalOutcome = Pick<
  ApprovalRow,
  'status' | 'checkerId' | 'checkerName' | 'decidedAt' | 'decisionReason'
> &
  Partial<Pick<ApprovalRow, 'result'>>;
type Tx = Db | DbTransaction;

export type ApprovalFilter = {
  /** The kinds the caller may see (those whose permission its role holds). */
  kinds: readonly ApprovalKind[];
  kind?: ApprovalKind | undefined;
  status?: ApprovalStatus | undefined;
  pageNo: number;
  pageSize: number;
};

/** SQL of approval requests (this module's table only). */
export function createApprovalRepository(db: Db, merchantCode: string) {
  const mine = eq(approvalRequest.merchantCode, merchantCode);
  return {
    /** Inserts unless the maker's key was used for this kind already (null then: read it with byKey). */
    async insert(values: NewApproval, tx: Tx = db): Promise<ApprovalRow | null> {
      const rows = await tx
        .insert(approvalRequest)
        .values({ ...values, merchantCode })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },
    async byKey(kind: ApprovalKind, idempotencyKey: string, tx: Tx = db): Promise<ApprovalRow | null> {
      const rows = await tx
        .select()
        .from(approvalRequest)
        .where(and(mine, eq(approvalRequest.kind, kind), eq(approvalRequest.idempotencyKey, idempotencyKey)));
      return rows[0] ?? null;
    },
    async byId(id: number): Promise<ApprovalRow | null> {
      const rows = await db
        .select()
        .from(approvalRequest)
        .where(and(mine, eq(approvalRequest.id, id)));
      return rows[0] ?? null;
    },
    /** The request under its row lock until `tx` ends: concurrent decisions wait here, one after another. */
    async lockById(id: number, tx: DbTransaction): Promise<ApprovalRow | null> {
      const rows = await tx
        .select()
        .from(approvalRequest)
        .where(and(mine, eq(approvalRequest.id, id)))
        .for('update');
      return rows[0] ?? null;
    },
    async decide(id: number, outcome: ApprovalOutcome, tx: DbTransaction): Promise<ApprovalRow> {
      const [row] = await tx
        .update(approvalRequest)
        .set(outcome)
        .where(and(mine, eq(approvalRequest.id, id)))
        .returning();
      if (!row) throw new Error(`approval request ${id} vanished under its lock`);
      return row;
    },
    async page(filter: ApprovalFilter): Promise<{ list: ApprovalRow[]; total: number }> {
      if (filter.kinds.length === 0) return { list: [], total: 0 };
      const where: SQL[] = [mine, inArray(approvalRequest.kind, [...filter.kinds])];
      if (filter.kind) where.push(eq(approvalRequest.kind, filter.kind));
      if (filter.status) where.push(eq(approvalRequest.status, filter.status));
      const condition = and(...where);
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(approvalRequest)
          .where(condition)
          .orderBy(desc(approvalRequest.id))
          .limit(filter.pageSize)
          .offset((filter.pageNo - 1) * filter.pageSize),
        db.select({ n: count() }).from(approvalRequest).where(condition),
      ]);
      return { list, total: Number(total?.n ?? 0) };
    },
  };
}
export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
