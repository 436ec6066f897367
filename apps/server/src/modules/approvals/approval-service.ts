import type { ApprovalKind, ApprovalStatus, ApprovalView, StaffPermission } from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { approvalRequestHash, decisionRefusal, STATUS_AFTER, type Decision } from './approval-fns.js';
import type { ApprovalRepository, ApprovalRow } from './approval-repository.js';

/** The staff member behind a request or a decision (from the console session). */
export type ApprovalActor = {
  staffId: number;
  username: string;
  permissions: readonly StaffPermission[];
  ip: string | null;
};

/**
 * One kind of request that needs a second staff member: the permission its maker and checker
 * hold, how its stored payload reads back, and what approving it does. `apply` runs inside the
 * approving transaction (under the request's row lock): it commits with the approval or, when
 * it throws, nothing is decided and the request stays pending. What it answers is kept as the
 * request's result.
 */
export type ApprovalKindHandler<P = unknown> = {
  kind: ApprovalKind;
  permission: StaffPermission;
  parse: (payload: unknown) => P;
  apply: (
    tx: DbTransaction,
    payload: P,
    context: { request: ApprovalRow; checker: ApprovalActor },
  ) => Promise<Record<string, unknown>>;
};

export type NewRequest = {
  kind: ApprovalKind;
  payload: Record<string, unknown>;
  reason: string;
  idempotencyKey: string;
};

export const approvalView = (row: ApprovalRow): ApprovalView => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  payload: row.payload,
  reason: row.reason,
  makerId: row.makerId,
  maker: row.makerName,
  createdAt: row.createdAt.toISOString(),
  checkerId: row.checkerId,
  checker: row.checkerName,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
  result: row.result,
});

export function createApprovalService(deps: {
  db: Db;
  clock: () => Date;
  chain: AuditChain;
  repo: ApprovalRepository;
}) {
  const { db, clock, chain, repo } = deps;
  const handlers = new Map<ApprovalKind, ApprovalKindHandler>();

  const handlerOf = (kind: ApprovalKind): ApprovalKindHandler => {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no handler registered for approval kind ${kind}`);
    return handler;
  };
  const audit = (tx: DbTransaction, actor: ApprovalActor, action: string, id: number, change: object) =>
    chain.append(
      { actorKind: 'staff', actor: actor.username, action, target: `approval:${id}`, ip: actor.ip, ...change },
      tx,
    );

  async function decide(actor: ApprovalActor, id: number, decision: Decision, reason: string | null) {
    return db.transaction(async (tx) => {
      const before = await repo.lockById(id, tx);
      if (!before) throw new AppError('NOT_FOUND');
      const handler = handlerOf(before.kind);
      const refusal = decisionRefusal(before, actor.staffId, decision, actor.permissions.includes(handler.permission));
      if (refusal) throw new AppError(refusal, undefined, { status: before.status });
      const result =
        decision === 'approve'
          ? await handler.apply(tx, handler.parse(before.payload), { request: before, checker: actor })
          : null;
      const after = await repo.decide(
        id,
        {
          status: STATUS_AFTER[decision],
          checkerId: actor.staffId,
          checkerName: actor.username,
          decidedAt: clock(),
          decisionReason: reason,
          ...(result ? { result } : {}),
        },
        tx,
      );
      await audit(tx, actor, `approval.${decision}`, id, {
        before: approvalView(before),
        after: approvalView(after),
        reason: reason ?? '',
      });
      return approvalView(after);
    });
  }

  return {
    /** Adds a kind (at start, by the module that owns its effect). */
    register<P>(handler: ApprovalKindHandler<P>): void {
      if (handlers.has(handler.kind)) throw new Error(`approval kind ${handler.kind} registered twice`);
      handlers.set(handler.kind, handler as ApprovalKindHandler);
    },

    /**
     * Records a pending request in the caller's transaction, audited there. The maker's
     * idempotency key answers the first request again (replayed) when the details are the same,
     * IDEMPOTENCY_CONFLICT when they are not.
     */
    async request(
      actor: ApprovalActor,
      input: NewRequest,
      tx: DbTransaction,
    ): Promise<{ row: ApprovalRow; replayed: boolean }> {
      const handler = handlerOf(input.kind);
      if (!actor.permissions.includes(handler.permission)) throw new AppError('FORBIDDEN');
      const requestHash = approvalRequestHash(input.kind, input.payload, input.reason);
      const row = await repo.insert(
        {
          kind: input.kind,
          payload: input.payload,
          reason: input.reason,
          makerId: actor.staffId,
          makerName: actor.username,
          createdAt: clock(),
          idempotencyKey: input.idempotencyKey,
          requestHash,
        },
        tx,
      );
      if (!row) {
        const first = await repo.byKey(input.kind, input.idempotencyKey, tx);
        if (!first || first.requestHash !== requestHash)
          throw new AppError('IDEMPOTENCY_CONFLICT', undefined, { idempotencyKey: input.idempotencyKey });
        return { row: first, replayed: true };
      }
      await audit(tx, actor, 'approval.request', row.id, { after: approvalView(row), reason: input.reason });
      return { row, replayed: false };
    },

    /** Whether the maker's key already names a request of this kind (a repeat answers it). */
    hasRequest: async (kind: ApprovalKind, idempotencyKey: string, tx: DbTransaction): Promise<boolean> =>
      (await repo.byKey(kind, idempotencyKey, tx)) !== null,

    approve: (actor: ApprovalActor, id: number, note?: string) => decide(actor, id, 'approve', note ?? null),
    reject: (actor: ApprovalActor, id: number, reason: string) => decide(actor, id, 'reject', reason),
    cancel: (actor: ApprovalActor, id: number, reason: string) => decide(actor, id, 'cancel', reason),

    /** One request, if its kind is one the caller may decide (else NOT_FOUND, as for no request). */
    async detail(actor: ApprovalActor, id: number): Promise<ApprovalView> {
      const row = await repo.byId(id);
      if (!row || !actor.permissions.includes(handlerOf(row.kind).permission)) throw new AppError('NOT_FOUND');
      return approvalView(row);
    },

    /** The requests of the kinds the caller may decide, newest first. */
    async page(
      actor: ApprovalActor,
      query: { status?: ApprovalStatus | undefined; kind?: ApprovalKind | undefined; pageNo: number; pageSize: number },
    ) {
      const kinds = [...handlers.values()].filter((h) => actor.permissions.includes(h.permission)).map((h) => h.kind);
      const { list, total } = await repo.page({ ...query, kinds });
      return {
        list: list.map(approvalView),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}
export type ApprovalService = ReturnType<typeof createApprovalService>;
