import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './db.js';
import { createRefreshingValue } from './refreshing-value.js';
import type { DbTransaction } from './database.js';
import {
  chainStart,
  entryHash,
  GENESIS_HASH,
  walkChain,
  type AuditContent,
  type ChainBreak,
  type StoredEntry,
} from './audit-chain-fns.js';

/**
 * The hash-chained audit log (issue 19): every staff action and every automatic money action,
 * with actor, action, target, before and after, reason, client address and time. Apart from
 * `audit_log` (platform/audit.ts), which keeps the high-volume security events of members (every
 * failed login): chaining those would put every login behind the chain's one lock.
 */
export type AuditAppend = Omit<AuditContent, 'seq' | 'at' | 'before' | 'after' | 'reason' | 'ip' | 'target'> & {
  target?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip?: string | null;
};

export type AuditFilter = {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  pageNo: number;
  pageSize: number;
};

export type ChainStatus = { ok: boolean; entries: number; firstBroken: number | null; problem: string | null };

type Row = {
  seq: string | number;
  at: Date | string;
  actor_kind: AuditContent['actorKind'];
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string | null;
  prev_hash: string;
  hash: string;
};

const toEntry = (r: Row): StoredEntry => ({
  seq: Number(r.seq),
  at: new Date(r.at),
  actorKind: r.actor_kind,
  actor: r.actor,
  action: r.action,
  target: r.target,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
  ip: r.ip,
  prevHash: r.prev_hash,
  hash: r.hash,
});

/** jsonb of a value (null stays SQL NULL): Dates and nested objects as JSON. */
const jsonb = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const VERIFY_PAGE = 1000;
/** How old the chain status shown beside a page of the log may be (a full walk reads every entry). */
const STATUS_TTL_MS = 60_000;

export function createAuditChain(db: Db, merchantCode: string, clock: () => Date) {
  /** Appends inside `tx`: the head row's lock serialises appends of every instance until commit. */
  async function appendIn(tx: DbTransaction | Db, entry: AuditAppend): Promise<StoredEntry> {
    const lockHead = async () =>
      (
        await queryRows<{ seq: string | number; hash: string }>(
          tx,
          sql`SELECT seq, hash FROM audit_chain_head WHERE merchant_code = ${merchantCode} FOR UPDATE`,
        )
      )[0];
    // The head row is made by the merchant's first append only (racing first appends wait for each other's insert).
    let head = await lockHead();
    if (!head) {
      await tx.execute(
        sql`INSERT INTO audit_chain_head (merchant_code, seq, hash) VALUES (${merchantCode}, 0, ${GENESIS_HASH})
            ON CONFLICT (merchant_code) DO NOTHING`,
      );
      head = await lockHead();
    }
    if (!head) throw new Error('audit chain head missing');
    // Stored values go through JSON (as jsonb keeps them), so the hash is of what is read back.
    const content: AuditContent = {
      seq: Number(head.seq) + 1,
      at: clock(),
      actorKind: entry.actorKind,
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? '',
      before: entry.before === undefined ? null : (JSON.parse(JSON.stringify(entry.before)) as unknown),
      after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
      reason: entry.reason ?? '',
      ip: entry.ip ?? null,
    };
    const hash = entryHash(head.hash, content);
    await tx.execute(
      sql`INSERT INTO audit_chain (merchant_code, seq, at, actor_kind, actor, action, target, before, after, reason, ip, prev_hash, hash)
          VALUES (${merchantCode}, ${content.seq}, ${content.at}, ${content.actorKind}, ${content.actor}, ${content.action},
                  ${content.target}, ${jsonb(content.before)}::jsonb, ${jsonb(content.after)}::jsonb, ${content.reason},
                  ${content.ip}, ${head.hash}, ${hash})`,
    );
    await tx.execute(
      sql`UPDATE audit_chain_head SET seq = ${content.seq}, hash = ${hash} WHERE merchant_code = ${merchantCode}`,
    );
    return { ...content, prevHash: head.hash, hash };
  }

  async function verify(): Promise<ChainStatus> {
    const walk = chainStart();
    let broken: ChainBreak | null = null;
    for (;;) {
      const rows = await queryRows<Row>(
        db,
        sql`SELECT * FROM audit_chain WHERE merchant_code = ${merchantCode} AND seq >= ${walk.expectedSeq}
            ORDER BY seq LIMIT ${VERIFY_PAGE}`,
      );
      broken = walkChain(walk, rows.map(toEntry));
      if (broken || rows.length < VERIFY_PAGE) break;
    }
    if (!broken) broken = await headBreak(walk.expectedSeq - 1, walk.prevHash);
    return broken
      ? { ok: false, entries: walk.checked, firstBroken: broken.seq, problem: broken.problem }
      : { ok: true, entries: walk.checked, firstBroken: null, problem: null };
  }

  /** The last entries deleted: the head still names a later entry than the table holds. */
  async function headBreak(lastSeq: number, lastHash: string): Promise<ChainBreak | null> {
    const [head] = await queryRows<{ seq: string | number; hash: string }>(
      db,
      sql`SELECT seq, hash FROM audit_chain_head WHERE merchant_code = ${merchantCode}`,
    );
    const headSeq = head ? Number(head.seq) : 0;
    if (headSeq === lastSeq && (head?.hash ?? GENESIS_HASH) === lastHash) return null;
    return { seq: lastSeq + 1, problem: `the chain's head is entry ${headSeq}: entries after ${lastSeq} are missing` };
  }

  async function page(filter: AuditFilter): Promise<{ list: StoredEntry[]; total: number }> {
    const where: SQL[] = [sql`merchant_code = ${merchantCode}`];
    if (filter.actor) where.push(sql`actor = ${filter.actor}`);
    if (filter.action) where.push(sql`action = ${filter.action}`);
    if (filter.target) where.push(sql`target = ${filter.target}`);
    if (filter.from) where.push(sql`at >= ${filter.from}`);
    if (filter.to) where.push(sql`at < ${filter.to}`);
    const condition = sql.join(where, sql` AND `);
    const [count] = await queryRows<{ n: string | number }>(
      db,
      sql`SELECT count(*) AS n FROM audit_chain WHERE ${condition}`,
    );
    const rows = await queryRows<Row>(
      db,
      sql`SELECT * FROM audit_chain WHERE ${condition} ORDER BY seq DESC
          LIMIT ${filter.pageSize} OFFSET ${(filter.pageNo - 1) * filter.pageSize}`,
    );
    return { list: rows.map(toEntry), total: Number(count?.n ?? 0) };
  }

  const recentStatus = createRefreshingValue(verify, STATUS_TTL_MS, () => clock().getTime());

  return {
    /** Appends in its own transaction, or in the caller's (`tx`) so the action and its entry commit together. */
    append: (entry: AuditAppend, tx?: DbTransaction): Promise<StoredEntry> =>
      tx ? appendIn(tx, entry) : db.transaction((own) => appendIn(own, entry)),
    /** A full walk of the chain now. */
    verify,
    /** The result of a walk at most a minute old (shown beside each page of the log). */
    recentStatus: () => recentStatus.get(),
    page,
  };
}
export type AuditChain = ReturnType<typeof createAuditChain>;
