import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { createMemberDirectory, memberUsernameSql, type MemberSummary } from '../identity/member/member-directory.js';
import { fundsSetting, memberTransfer } from './transfer-tables.js';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
export type TransferRow = typeof memberTransfer.$inferSelect;
export type FundsSettingRow = typeof fundsSetting.$inferSelect;

/** A transfer's sender or receiver, as the member module's directory describes it. */
export type Party = MemberSummary;

export type TransferFilter = { memberId: number; side: 'ALL' | 'OUT' | 'IN'; from: Date; to: Date };

function recordConditions(f: TransferFilter): SQL {
  const sideCondition =
    f.side === 'OUT'
      ? eq(memberTransfer.fromMemberId, f.memberId)
      : f.side === 'IN'
        ? eq(memberTransfer.toMemberId, f.memberId)
        : (or(eq(memberTransfer.fromMemberId, f.memberId), eq(memberTransfer.toMemberId, f.memberId)) as SQL);
  return and(sideCondition, gte(memberTransfer.createdAt, f.from), lt(memberTransfer.createdAt, f.to)) as SQL;
}

/** SQL of transfers: the parties (read from the team tree), transfer rows and the brand's funds settings. */
export const transferRepository = {
  async settings(db: Db, merchantCode: string): Promise<FundsSettingRow | null> {
    const [row] = await db.select().from(fundsSetting).where(eq(fundsSetting.merchantCode, merchantCode));
    return row ?? null;
  },

  partyById: (db: Tx, merchantCode: string, id: number): Promise<Party | null> =>
    createMemberDirectory(db).inBrandById(merchantCode, id, db),

  partyByUsername: (db: Tx, merchantCode: string, username: string): Promise<Party | null> =>
    createMemberDirectory(db).byUsername(merchantCode, username, db),

  /** Team members (any depth) whose username starts with `keyword`, nearest levels first. */
  teamSearch: (db: Db, merchantCode: string, agent: { id: number; path: string }, keyword: string, limit: number) =>
    createMemberDirectory(db).teamSearch(merchantCode, agent, keyword, limit),

  async transferByKey(tx: Tx, fromMemberId: number, requestKey: string): Promise<TransferRow | null> {
    const [row] = await tx
      .select()
      .from(memberTransfer)
      .where(and(eq(memberTransfer.fromMemberId, fromMemberId), eq(memberTransfer.requestKey, requestKey)));
    return row ?? null;
  },

  async insertTransfer(tx: Tx, row: typeof memberTransfer.$inferInsert): Promise<TransferRow> {
    const [inserted] = await tx.insert(memberTransfer).values(row).returning();
    if (!inserted) throw new Error('transfer insert returned nothing');
    return inserted;
  },

  usernameOf: (tx: Tx, id: number): Promise<string> => createMemberDirectory(tx).usernameOf(id, tx),

  async records(db: Db, f: TransferFilter, limit: number, offset: number) {
    const where = recordConditions(f);
    const counterparty = memberUsernameSql(
      sql`CASE WHEN ${memberTransfer.fromMemberId} = ${f.memberId} THEN ${memberTransfer.toMemberId} ELSE ${memberTransfer.fromMemberId} END`,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          transferNo: memberTransfer.transferNo,
          kind: memberTransfer.kind,
          fromMemberId: memberTransfer.fromMemberId,
          amount: memberTransfer.amount,
          createdAt: memberTransfer.createdAt,
          counterparty,
        })
        .from(memberTransfer)
        .where(where)
        .orderBy(desc(memberTransfer.createdAt), desc(memberTransfer.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(memberTransfer).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
