import { and, count, desc, eq, gte, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { member } from '../member/member-tables.js';
import { fundsSetting, memberTransfer } from './transfer-tables.js';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
export type TransferRow = typeof memberTransfer.$inferSelect;
export type FundsSettingRow = typeof fundsSetting.$inferSelect;

const party = {
  id: member.id,
  username: member.username,
  nickname: member.nickname,
  type: member.type,
  status: member.status,
  parentId: member.parentId,
  path: member.path,
  paymentPasswordHash: member.paymentPasswordHash,
};
export type Party = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  status: string;
  parentId: number | null;
  path: string;
  paymentPasswordHash: string | null;
};

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

  async partyById(db: Tx, merchantCode: string, id: number): Promise<Party | null> {
    const [row] = await db
      .select(party)
      .from(member)
      .where(and(eq(member.merchantCode, merchantCode), eq(member.id, id)));
    return row ?? null;
  },

  async partyByUsername(db: Tx, merchantCode: string, username: string): Promise<Party | null> {
    const [row] = await db
      .select(party)
      .from(member)
      .where(and(eq(member.merchantCode, merchantCode), sql`lower(${member.username}) = lower(${username})`));
    return row ?? null;
  },

  /** Team members (any depth) whose username starts with `keyword`, nearest levels first. */
  teamSearch: (db: Db, merchantCode: string, agent: { id: number; path: string }, keyword: string, limit: number) =>
    db
      .select({ username: member.username, nickname: member.nickname, path: member.path })
      .from(member)
      .where(
        and(
          eq(member.merchantCode, merchantCode),
          like(member.path, `${agent.path}%`),
          ne(member.id, agent.id),
          eq(member.status, 'active'),
          sql`lower(${member.username}) LIKE ${`${keyword.toLowerCase().replace(/[\\_%]/g, '\\$&')}%`}`,
        ),
      )
      .orderBy(sql`length(${member.path})`, member.username)
      .limit(limit),

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

  async usernameOf(tx: Tx, id: number): Promise<string> {
    const [row] = await tx.select({ username: member.username }).from(member).where(eq(member.id, id));
    return row?.username ?? '';
  },

  async records(db: Db, f: TransferFilter, limit: number, offset: number) {
    const where = recordConditions(f);
    const counterparty = sql<string>`(SELECT username FROM member m WHERE m.id = CASE WHEN ${memberTransfer.fromMemberId} = ${f.memberId} THEN ${memberTransfer.toMemberId} ELSE ${memberTransfer.fromMemberId} END)`;
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
