import { eq } from 'drizzle-orm';
import {
  AdjustmentPayload,
  formatMinor,
  isAgentType,
  isTrialType,
  MEMBER_TYPE,
  toMinor,
  type AdjustmentResult,
  type CreateAdjustmentRequest,
} from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { ApprovalActor, ApprovalService } from '../approvals/approval-service.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import {
  ADJUSTMENT_KIND,
  adjustmentLedgerKey,
  adjustmentPostings,
  DEFAULT_APPROVAL_THRESHOLD,
  memberMain,
  needsApproval,
  signedAmount,
} from './adjustment-fns.js';
import { adjustmentSetting } from './adjustment-tables.js';

export type AdjustmentDeps = {
  db: Db;
  merchantCode: string;
  ledger: LedgerService;
  approvals: ApprovalService;
  chain: AuditChain;
};

/**
 * Manual balance adjustments (issue 19): a credit or debit of a member's MAIN wallet against the
 * house adjustment account, applied at once up to the brand's threshold, else an approval request
 * (kind balanceAdjustment) that another `balance.adjust` staff member approves.
 */
export function createAdjustmentService(deps: AdjustmentDeps) {
  const { db, merchantCode, ledger, approvals, chain } = deps;
  const members = createMemberDirectory(db);

  async function threshold(tx: Pick<Db, 'select'>): Promise<bigint> {
    const [row] = await tx
      .select({ value: adjustmentSetting.approvalThreshold })
      .from(adjustmentSetting)
      .where(eq(adjustmentSetting.merchantCode, merchantCode));
    return row?.value ?? DEFAULT_APPROVAL_THRESHOLD;
  }

  /** Posts the adjustment (keyed by the maker's key) and audits it unless it is a replay. */
  async function post(tx: DbTransaction, actor: ApprovalActor, p: AdjustmentPayload, approvalId: number | null) {
    const posted = await ledger.post(
      {
        kind: ADJUSTMENT_KIND,
        idempotencyKey: adjustmentLedgerKey(p.idempotencyKey),
        // Shown to the member in its account record: the category, never the staff's reason.
        reference: p.category,
        actor: `staff:${actor.username}`,
        postings: adjustmentPostings(p),
      },
      tx,
    );
    const mine = posted.entries.find((e) => e.ownerKind === 'member');
    const balanceAfter = mine?.balanceAfter ?? 0n;
    if (!posted.replayed)
      await chain.append(
        {
          actorKind: 'staff',
          actor: actor.username,
          action: 'balance.adjust',
          target: `member:${p.memberId}`,
          before: { balance: formatMinor(balanceAfter - signedAmount(p)) },
          after: {
            balance: formatMinor(balanceAfter),
            ...p,
            transactionId: posted.transactionId,
            approvalId,
          },
          reason: p.reason,
          ip: actor.ip,
        },
        tx,
      );
    return { transactionId: posted.transactionId, balanceAfter: formatMinor(balanceAfter), replayed: posted.replayed };
  }

  approvals.register<AdjustmentPayload>({
    kind: 'balanceAdjustment',
    permission: 'balance.adjust',
    parse: (payload) => AdjustmentPayload.parse(payload),
    apply: (tx, payload, { request, checker }) => post(tx, checker, payload, request.id),
  });

  return {
    settings: async () => ({ approvalThreshold: formatMinor(await threshold(db)) }),

    async create(actor: ApprovalActor, body: CreateAdjustmentRequest): Promise<AdjustmentResult> {
      return db.transaction(async (tx) => {
        const member = await members.inBrandById(merchantCode, body.memberId, tx);
        if (member && isTrialType(member.type))
          throw new AppError('TRIAL_NOT_ALLOWED', 'Trial accounts hold demo money only');
        if (!member || !(member.type === MEMBER_TYPE.MEMBER || isAgentType(member.type)))
          throw new AppError('NOT_FOUND', 'No such member');
        const payload: AdjustmentPayload = {
          ...body,
          amount: formatMinor(toMinor(body.amount)),
          username: member.username,
        };
        const amount = toMinor(payload.amount);
        // A repeat of a request answers it, even if the threshold changed since.
        const asked = await approvals.hasRequest('balanceAdjustment', body.idempotencyKey, tx);
        if (!asked && !needsApproval(amount, await threshold(tx))) {
          const done = await post(tx, actor, payload, null);
          return { status: 'applied', approvalId: null, ...done };
        }
        const { row, replayed } = await approvals.request(
          actor,
          { kind: 'balanceAdjustment', payload, reason: body.reason, idempotencyKey: body.idempotencyKey },
          tx,
        );
        // A new debit the balance does not cover now is refused at once (the request and its entry
        // roll back); the ledger checks again when it is approved.
        if (!replayed && body.direction === 'debit') {
          const balance = await ledger.balanceOf(memberMain(member.id), tx);
          if (balance < amount)
            throw new AppError('INSUFFICIENT_FUNDS', undefined, { wallet: 'MAIN', balance: formatMinor(balance) });
        }
        const result = row.result as { transactionId?: number; balanceAfter?: string } | null;
        return {
          status: row.status,
          approvalId: row.id,
          transactionId: result?.transactionId ?? null,
          balanceAfter: result?.balanceAfter ?? null,
          replayed,
        };
      });
    },
  };
}
export type AdjustmentService = ReturnType<typeof createAdjustmentService>;
