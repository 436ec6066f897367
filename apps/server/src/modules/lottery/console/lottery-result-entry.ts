import type { ApprovalStatus, ApprovalView } from '@fortuna/contracts';
import type { LotteryFamily } from '@fortuna/contracts/console-lottery';
import {
  LotteryResultPayload,
  resultOfSheet,
  resultTiers,
  sheetProblems,
  sheetText,
  type EnterLotteryResult,
  type LotteryResultRequest,
} from '@fortuna/contracts/console-lottery-results';
import { familyRules } from '@fortuna/contracts/lottery/families';
import type { AuditChain } from '../../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../../platform/db.js';
import { AppError, validationError } from '../../../platform/errors.js';
import type { ApprovalActor, ApprovalService } from '../../approvals/approval-service.js';
import type { LotteryConsoleRepository, LotteryIssueDetailRow } from './lottery-console-repository.js';

const KIND = 'lottery.result';

/** The core's recording of a result in the caller's transaction (the issue DRAWN; the draw job settles it). */
export type LotteryResultRecorder = (
  tx: DbTransaction,
  issueId: number,
  result: unknown,
  source: 'OPERATOR',
) => Promise<{ resultText: string }>;

export type LotteryResultEntryDeps = {
  db: Db;
  clock: () => Date;
  repo: LotteryConsoleRepository;
  approvals: ApprovalService;
  auditChain: Pick<AuditChain, 'append'>;
  recordResult: LotteryResultRecorder;
};

const requestView = (v: ApprovalView): LotteryResultRequest => ({
  ...LotteryResultPayload.parse(v.payload),
  id: v.id,
  status: v.status,
  reason: v.reason,
  makerId: v.makerId,
  maker: v.maker,
  createdAt: v.createdAt,
  checker: v.checker,
  decidedAt: v.decidedAt,
  decisionReason: v.decisionReason,
});

/** The issue can take an entered result: its draw has happened and it has no result, nor was it voided. */
function refusalFor(issue: LotteryIssueDetailRow, now: Date): string | null {
  if (issue.status !== 'OPEN' && issue.status !== 'CLOSED') return `The issue is ${issue.status}`;
  if (now < new Date(issue.draw_at)) return 'The draw has not happened yet';
  return null;
}

/**
 * Results of official draws entered by operators with four eyes (issue 20): the maker's sheet is
 * checked against its family's tiers and kept as an approval request of kind lottery.result;
 * another holder of lottery.manage confirms it, and in that approving transaction the core
 * records it as the issue's result (settlement follows as for any drawn issue). The approvals
 * module refuses the maker as checker (SELF_APPROVAL_FORBIDDEN), and so does its table.
 */
export function createLotteryResultEntry({
  db,
  clock,
  repo,
  approvals,
  auditChain,
  recordResult,
}: LotteryResultEntryDeps) {
  approvals.register<LotteryResultPayload>({
    kind: KIND,
    permission: 'lottery.manage',
    parse: (payload) => LotteryResultPayload.parse(payload),
    async apply(tx, p, { request, checker }) {
      const issue = await repo.lockIssue(tx, p.issueId);
      if (!issue) throw new AppError('NOT_FOUND', 'No such issue');
      const refusal = refusalFor(issue, clock());
      if (refusal) throw new AppError('CONFLICT', refusal, { status: issue.status });
      const rules = familyRules(p.family);
      const result = rules?.parse(resultOfSheet(p.family, p.sheet)) ?? null;
      if (!rules || !result) throw new AppError('VALIDATION_FAILED', 'The entered sheet is not a result of its family');
      // The issue turns DRAWN here; the draw job settles it as any drawn issue.
      const { resultText: text } = await recordResult(tx, p.issueId, result, 'OPERATOR');
      await auditChain.append(
        {
          actorKind: 'staff',
          actor: checker.username,
          action: 'lottery.result.record',
          target: `lottery-issue:${p.issueId}`,
          before: { status: issue.status },
          after: { status: 'DRAWN', result: text, enteredBy: request.makerName, approvalId: request.id },
          reason: request.reason,
          ip: checker.ip,
        },
        tx,
      );
      return { issueId: p.issueId, resultText: text };
    },
  });

  /** The request, if it is an entered lottery result the caller may see (else NOT_FOUND). */
  const ownKind = async (actor: ApprovalActor, id: number) => {
    const view = await approvals.detail(actor, id);
    if (view.kind !== KIND) throw new AppError('NOT_FOUND');
    return view;
  };

  return {
    async enter(actor: ApprovalActor, body: EnterLotteryResult): Promise<LotteryResultRequest> {
      const row = await db.transaction(async (tx) => {
        const issue = await repo.lockIssue(tx, body.issueId);
        if (!issue) throw new AppError('NOT_FOUND', 'No such issue');
        const family = issue.family as LotteryFamily;
        // A repeat of the maker's request answers it, whatever happened to the issue since.
        if (!(await approvals.hasRequest(KIND, body.idempotencyKey, tx))) {
          if (!resultTiers(family))
            throw validationError([{ path: 'body.issueId', message: 'Platform draws take no entered result' }]);
          const refusal = refusalFor(issue, clock());
          if (refusal) throw new AppError('CONFLICT', refusal, { status: issue.status });
          const problems = sheetProblems(family, body.sheet);
          if (problems.length > 0)
            throw validationError(
              problems.map((message) => ({ path: `body.sheet.${message.split(':')[0]}`, message })),
            );
        }
        const payload: LotteryResultPayload = {
          issueId: Number(issue.id),
          issueCode: issue.code,
          gameId: Number(issue.game_id),
          gameCode: issue.game_code,
          family,
          sheet: body.sheet,
          resultText: sheetText(family, body.sheet),
        };
        const { row } = await approvals.request(
          actor,
          { kind: KIND, payload, reason: body.reason, idempotencyKey: body.idempotencyKey },
          tx,
        );
        return row;
      });
      return requestView(await approvals.detail(actor, row.id));
    },

    async list(actor: ApprovalActor, query: { status?: ApprovalStatus | undefined; pageNo: number; pageSize: number }) {
      const page = await approvals.page(actor, { ...query, kind: KIND });
      return { ...page, list: page.list.map(requestView) };
    },

    async confirm(actor: ApprovalActor, id: number, note?: string) {
      await ownKind(actor, id);
      return requestView(await approvals.approve(actor, id, note));
    },
    async reject(actor: ApprovalActor, id: number, reason: string) {
      await ownKind(actor, id);
      return requestView(await approvals.reject(actor, id, reason));
    },
    async cancel(actor: ApprovalActor, id: number, reason: string) {
      await ownKind(actor, id);
      return requestView(await approvals.cancel(actor, id, reason));
    },

    /** The result of an issue waiting for its second operator, if any. */
    async pendingOf(issueId: number): Promise<number | null> {
      const reader: ApprovalActor = { staffId: 0, username: 'system', permissions: ['lottery.manage'], ip: null };
      const page = await approvals.page(reader, { status: 'pending', kind: KIND, pageNo: 1, pageSize: 100 });
      const found = page.list.find((v) => (v.payload as { issueId?: number }).issueId === issueId);
      return found?.id ?? null;
    },
  };
}
export type LotteryResultEntry = ReturnType<typeof createLotteryResultEntry>;
