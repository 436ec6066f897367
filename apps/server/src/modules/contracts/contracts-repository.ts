import { sql, type SQL } from 'drizzle-orm';
import {
  tiersFromStored,
  tierToStored,
  type ContractKind,
  type ContractPeriod,
  type ContractStatus,
  type Tier,
} from '@fortuna/contracts';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import { memberUsernameSql } from '../identity/member/member-directory.js';

export type Runner = Pick<Db, 'execute'> | DbTransaction;
export type EventAction = 'OFFER' | 'ACCEPT' | 'REJECT' | 'TERMINATE' | 'SUPERSEDE' | 'CASCADE';
export type Actor = { kind: 'member' | 'staff' | 'system'; id: number | null };

export type ContractRow = {
  id: number;
  kind: ContractKind;
  memberId: number;
  uplineId: number | null;
  status: ContractStatus;
  period: ContractPeriod;
  tiers: Tier[];
  offeredAt: Date;
  decidedAt: Date | null;
  terminatedAt: Date | null;
  reason: string | null;
  holder: string;
  upline: string | null;
};

type RawRow = {
  id: string | number;
  kind: string;
  member_id: string | number;
  upline_id: string | number | null;
  status: string;
  period: string;
  tiers: unknown;
  offered_at: string | Date;
  decided_at: string | Date | null;
  terminated_at: string | Date | null;
  reason: string | null;
  holder: string;
  upline: string | null;
};

const date = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));
const toRow = (r: RawRow): ContractRow => ({
  id: Number(r.id),
  kind: r.kind as ContractKind,
  memberId: Number(r.member_id),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  status: r.status as ContractStatus,
  period: r.period as ContractPeriod,
  tiers: tiersFromStored(typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers),
  offeredAt: new Date(r.offered_at),
  decidedAt: date(r.decided_at),
  terminatedAt: date(r.terminated_at),
  reason: r.reason,
  holder: r.holder,
  upline: r.upline,
});

const COLUMNS = sql`c.id, c.kind, c.member_id, c.upline_id, c.status, c.period, c.tiers, c.offered_at, c.decided_at,
  c.terminated_at, c.reason, ${memberUsernameSql(sql`c.member_id`)} AS holder,
  ${memberUsernameSql(sql`c.upline_id`)} AS upline`;

export const storedTerms = (tiers: readonly Tier[]): string => JSON.stringify(tiers.map(tierToStored));

/** SQL of agent_contract and agent_contract_event, one brand. */
export function createContractsRepository(db: Db, merchantCode: string) {
  const select = async (runner: Runner, where: SQL, tail: SQL = sql``): Promise<ContractRow[]> =>
    (
      await queryRows<RawRow>(
        runner,
        sql`SELECT ${COLUMNS} FROM agent_contract c WHERE c.merchant_code = ${merchantCode} AND ${where} ${tail}`,
      )
    ).map(toRow);
  const open = sql`c.status IN ('REQUESTED', 'VALID')`;

  return {
    /**
     * Serialises every change of contracts of a kind in the brand until commit: accepting,
     * offering and terminating read the tree's contracts and must not interleave.
     */
    async lockKind(tx: DbTransaction, kind: ContractKind): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agent_contract:${merchantCode}:${kind}`}))`);
    },
    async byId(runner: Runner, id: number): Promise<ContractRow | null> {
      return (await select(runner, sql`c.id = ${id}`))[0] ?? null;
    },
    /** The member's contract of the kind in a status (at most one REQUESTED and one VALID). */
    async current(runner: Runner, memberId: number, kind: ContractKind, status: 'REQUESTED' | 'VALID') {
      return (
        (await select(runner, sql`c.member_id = ${memberId} AND c.kind = ${kind} AND c.status = ${status}`))[0] ?? null
      );
    },
    /** The member's waiting and in-force contracts. */
    held: (memberId: number) => select(db, sql`c.member_id = ${memberId} AND ${open}`, sql`ORDER BY c.kind, c.id`),
    /** Waiting and in-force contracts an agent gave (its direct downlines'). */
    given: (uplineId: number, runner: Runner = db, kind?: ContractKind) =>
      select(
        runner,
        sql`c.upline_id = ${uplineId} AND ${open}${kind ? sql` AND c.kind = ${kind}` : sql``}`,
        sql`ORDER BY c.id`,
      ),
    /** Waiting and in-force contracts of the kind held by members of the team under `path` (its owner included). */
    async teamOpen(runner: Runner, path: string, kind: ContractKind): Promise<ContractRow[]> {
      return select(
        runner,
        sql`c.kind = ${kind} AND ${open} AND c.member_id IN
          (SELECT m.id FROM member m WHERE m.merchant_code = ${merchantCode} AND m.path LIKE ${`${path}%`})`,
        sql`ORDER BY c.id`,
      );
    },
    async insert(
      tx: DbTransaction,
      c: {
        kind: ContractKind;
        memberId: number;
        uplineId: number | null;
        period: ContractPeriod;
        tiers: readonly Tier[];
        at: Date;
        reason: string | null;
        staffId: number | null;
      },
    ): Promise<number> {
      const [row] = await queryRows<{ id: string | number }>(
        tx,
        sql`INSERT INTO agent_contract (merchant_code, kind, member_id, upline_id, status, period, tiers, offered_at,
              reason, offered_by_staff)
            VALUES (${merchantCode}, ${c.kind}, ${c.memberId}, ${c.uplineId}, 'REQUESTED', ${c.period},
              ${storedTerms(c.tiers)}::jsonb, ${c.at}, ${c.reason}, ${c.staffId})
            RETURNING id`,
      );
      return Number(row?.id);
    },
    async decide(tx: DbTransaction, id: number, status: 'VALID' | 'DENIED', at: Date, reason: string | null) {
      await tx.execute(
        sql`UPDATE agent_contract SET status = ${status}, decided_at = ${at}, reason = COALESCE(${reason}, reason)
            WHERE id = ${id} AND merchant_code = ${merchantCode}`,
      );
    },
    async terminate(tx: DbTransaction, id: number, at: Date, reason: string | null) {
      await tx.execute(
        sql`UPDATE agent_contract SET status = 'TERMINATED', terminated_at = ${at}, reason = ${reason}
            WHERE id = ${id} AND merchant_code = ${merchantCode}`,
      );
    },
    async event(
      tx: DbTransaction,
      e: {
        contractId: number;
        actor: Actor;
        action: EventAction;
        oldTerms: readonly Tier[] | null;
        newTerms: readonly Tier[] | null;
        reason: string | null;
        at: Date;
      },
    ): Promise<number> {
      const [row] = await queryRows<{ id: string | number }>(
        tx,
        sql`INSERT INTO agent_contract_event (merchant_code, contract_id, actor_kind, actor_id, action, old_terms,
              new_terms, reason, created_at)
            VALUES (${merchantCode}, ${e.contractId}, ${e.actor.kind}, ${e.actor.id}, ${e.action},
              ${e.oldTerms ? storedTerms(e.oldTerms) : null}::jsonb, ${e.newTerms ? storedTerms(e.newTerms) : null}::jsonb,
              ${e.reason}, ${e.at})
            RETURNING id`,
      );
      return Number(row?.id);
    },
    async events(contractId: number) {
      return queryRows<{
        id: string | number;
        action: EventAction;
        actor_kind: Actor['kind'];
        actor_name: string | null;
        old_terms: unknown;
        new_terms: unknown;
        reason: string | null;
        created_at: string | Date;
      }>(
        db,
        sql`SELECT id, action, actor_kind, old_terms,
              CASE actor_kind WHEN 'member' THEN ${memberUsernameSql(sql`actor_id`)}
                WHEN 'staff' THEN (SELECT s.username FROM staff s WHERE s.id = actor_id) END AS actor_name, new_terms, reason, created_at
            FROM agent_contract_event WHERE merchant_code = ${merchantCode} AND contract_id = ${contractId}
            ORDER BY id`,
      );
    },
    /** Contracts in force at `at`: accepted by then and not terminated by then. */
    validAt: (runner: Runner, kind: ContractKind, at: Date) =>
      select(
        runner,
        sql`c.kind = ${kind} AND c.status IN ('VALID', 'TERMINATED') AND c.decided_at IS NOT NULL
          AND c.decided_at <= ${at} AND (c.terminated_at IS NULL OR c.terminated_at > ${at})`,
        sql`ORDER BY c.member_id`,
      ),
    /** In force through a period ending at `end` (accepted before it, not terminated before it). */
    inForceThrough: (runner: Runner, kind: ContractKind, end: Date) =>
      select(
        runner,
        sql`c.kind = ${kind} AND c.status IN ('VALID', 'TERMINATED') AND c.decided_at IS NOT NULL
          AND c.decided_at < ${end} AND (c.terminated_at IS NULL OR c.terminated_at >= ${end})`,
        sql`ORDER BY c.member_id`,
      ),
    /** When the first contract of a kind was accepted, or null. */
    async firstAccepted(runner: Runner, kind: ContractKind): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        runner,
        sql`SELECT min(decided_at) AS at FROM agent_contract
            WHERE merchant_code = ${merchantCode} AND kind = ${kind} AND status IN ('VALID', 'TERMINATED')`,
      );
      return row?.at ? new Date(row.at) : null;
    },
    /** The console's list: top agents' contracts, or one member's; newest first, at most 200. */
    consoleList: (f: { memberId?: number; kind?: ContractKind; status?: ContractStatus }) =>
      select(
        db,
        sql`${f.memberId === undefined ? sql`c.upline_id IS NULL` : sql`c.member_id = ${f.memberId}`}
          ${f.kind ? sql` AND c.kind = ${f.kind}` : sql``}${f.status ? sql` AND c.status = ${f.status}` : sql``}`,
        sql`ORDER BY c.id DESC LIMIT 200`,
      ),
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;
