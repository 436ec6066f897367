import {
  marketDayRange,
  formatMinor,
  pageOf,
  isAgentType,
  isTrialType,
  MEMBER_TYPE,
  toMinor,
  type DownlineEntry,
  type DownlineTransferRequest,
  type TransferConfig,
  type TransferRecordPage,
  type TransferRecordQuery,
  type TransferResult,
  type UplineTransferRequest,
} from '@fortuna/contracts';
import type { RealtimeHub } from '../../platform/realtime.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../identity/member/password-fns.js';
import type { AttemptLimits } from '../identity/attempts/attempts-service.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { MoneyServiceDeps } from '../wallet/money-service-deps.js';
import {
  DEFAULT_FUNDS_SETTING,
  depthBelow,
  isInDownline,
  newTransferNo,
  transferReference,
  withinLimits,
} from './transfer-fns.js';
import { transferRepository as repo, type Party, type TransferRow } from './transfer-repository.js';

export type TransferDeps = MoneyServiceDeps & {
  realtime: Pick<RealtimeHub, 'push'>;
  /** Counts withdraw-password tries: 5 wrong lock every money-out action for 15 minutes. */
  attempts: Pick<AttemptLimits, 'attempt'>;
  /** Whether an agent owes its downlines a settlement bill (agent-settlement): it may not transfer then. */
  arrears?: (memberId: number) => Promise<boolean>;
};
type Caller = { id: number; ip: string };
/** One transfer as asked: who sends (and from where), to whom, which way in the tree, and the request. */
type TransferAsked = {
  caller: Caller;
  from: Party;
  to: Party;
  kind: 'UPLINE' | 'DOWNLINE';
  body: UplineTransferRequest;
};

const main = (memberId: number): AccountRef => ({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });
/** Who may receive a transfer: a live, real (non-trial) site account. */
const canReceive = (p: Party) => p.status === 'active' && !isTrialType(p.type) && p.type !== MEMBER_TYPE.OPERATOR;

async function limits({ db, merchantCode }: TransferDeps) {
  const s = (await repo.settings(db, merchantCode)) ?? DEFAULT_FUNDS_SETTING;
  return { min: s.transferMin, max: s.transferMax };
}

async function sender({ db, merchantCode }: TransferDeps, id: number): Promise<Party> {
  const row = await repo.partyById(db, merchantCode, id);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

const uplineOf = ({ db, merchantCode }: TransferDeps, me: Party) =>
  me.parentId ? repo.partyById(db, merchantCode, me.parentId) : null;

const answer = (row: TransferRow, counterparty: string): TransferResult => ({
  transferNo: row.transferNo,
  kind: row.kind,
  counterparty,
  amount: formatMinor(row.amount),
  balanceAfter: formatMinor(row.senderBalanceAfter),
  createdAt: row.createdAt.toISOString(),
});

/** The sender proves itself with its withdraw password, and the amount must be within the brand's limits. */
async function checkTransfer(deps: TransferDeps, { caller, from, kind, body }: TransferAsked) {
  if (await deps.arrears?.(from.id)) {
    await deps.audit('transfer.arrears', from.id, caller.ip, { kind });
    throw new AppError('AGENT_IN_ARREARS');
  }
  if (!from.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  const hash = from.paymentPasswordHash;
  await deps.attempts.attempt(from.id, 'withdrawPassword', caller.ip, async () => {
    if (await verifyPassword(hash, body.paymentPassword, { ip: caller.ip, memberId: from.id })) return;
    await deps.audit('transfer.password_failure', from.id, caller.ip, { kind });
    throw new AppError('PAYMENT_PASSWORD_INCORRECT');
  });
  const amount = toMinor(body.amount);
  const { min, max } = await limits(deps);
  if (!withinLimits(amount, min, max))
    throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, {
      minAmount: formatMinor(min),
      maxAmount: formatMinor(max),
    });
  return amount;
}

/** The posting MAIN → MAIN and the transfer row, in one transaction; a replay answers the first transfer. */
function postTransfer(deps: TransferDeps, { caller, from, to, kind, body }: TransferAsked, amount: bigint) {
  const { db, merchantCode, clock, timeZone, ledger, audit } = deps;
  return db.transaction(async (tx) => {
    const existing = await repo.transferByKey(tx, from.id, body.requestKey);
    if (existing) {
      if (existing.amount !== amount || existing.toMemberId !== to.id || existing.kind !== kind)
        throw new AppError('IDEMPOTENCY_CONFLICT');
      return answer(existing, to.username);
    }
    const posted = await ledger.post(
      {
        kind: kind === 'UPLINE' ? 'TRANSFER_UPLINE' : 'TRANSFER_DOWNLINE',
        idempotencyKey: `member-transfer:${from.id}:${body.requestKey}`,
        reference: transferReference(kind, from.username, to.username),
        actor: `member:${from.id}`,
        postings: [
          { account: main(from.id), amount: -amount },
          { account: main(to.id), amount },
        ],
      },
      tx,
    );
    if (posted.replayed) {
      // A concurrent twin committed first (the ledger waited on its key): answer as it did.
      const first = await repo.transferByKey(tx, from.id, body.requestKey);
      if (!first) throw new AppError('CONFLICT');
      return answer(first, to.username);
    }
    const balanceAfter = posted.entries.find((e) => e.ownerId === from.id)?.balanceAfter ?? 0n;
    const row = await repo.insertTransfer(tx, {
      merchantCode,
      transferNo: newTransferNo(clock(), timeZone),
      kind,
      fromMemberId: from.id,
      toMemberId: to.id,
      amount,
      requestKey: body.requestKey,
      transactionId: posted.transactionId,
      senderBalanceAfter: balanceAfter,
      createdAt: posted.createdAt,
    });
    const details = { transferNo: row.transferNo, to: to.id, amount: body.amount };
    await audit(`transfer.${kind.toLowerCase()}`, from.id, caller.ip, details, tx);
    return answer(row, to.username);
  });
}

async function transfer(deps: TransferDeps, asked: TransferAsked): Promise<TransferResult> {
  const amount = await checkTransfer(deps, asked);
  const result = await postTransfer(deps, asked, amount);
  // After the commit: the recipient's open pages refetch their balance.
  await deps.realtime.push(asked.to.id, { type: 'balance' });
  return result;
}

/** The member's transfers, sent and received, in the brand's calendar days. */
async function records(deps: TransferDeps, memberId: number, query: TransferRecordQuery): Promise<TransferRecordPage> {
  const { db, timeZone } = deps;
  const filter = { memberId, side: query.side, ...marketDayRange(query.startDate, query.endDate, timeZone) };
  const { rows, total } = await repo.records(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
  const list = rows.map((r) => ({
    transferNo: r.transferNo,
    kind: r.kind,
    side: r.fromMemberId === memberId ? ('OUT' as const) : ('IN' as const),
    counterparty: r.counterparty,
    amount: formatMinor(r.amount),
    createdAt: r.createdAt.toISOString(),
  }));
  return pageOf(list, query, total);
}

/**
 * Member → upline and agent → downline transfers. The tree decides who may receive (a member's
 * own parent; any member below an agent's path), the withdraw password proves the sender, and
 * one ledger posting MAIN → MAIN moves the money in the same DB transaction as the transfer row.
 * The ledger's idempotency key is the sender's requestKey: a replay, even a concurrent one,
 * gets the first answer; the same key with another amount or recipient is refused.
 */
export function createTransferService(deps: TransferDeps) {
  const { db, merchantCode, ledger } = deps;
  return {
    async config(memberId: number): Promise<TransferConfig> {
      const me = await sender(deps, memberId);
      const upline = await uplineOf(deps, me);
      const { min, max } = await limits(deps);
      return {
        upline: upline && canReceive(upline) ? { account: upline.username, nickname: upline.nickname } : null,
        isAgent: isAgentType(me.type),
        available: formatMinor(await ledger.balanceOf(main(memberId))),
        minAmount: formatMinor(min),
        maxAmount: formatMinor(max),
        hasPaymentPassword: me.paymentPasswordHash !== null,
      };
    },

    /** A member (or agent) sends money to its own upline, the only account it may send to. */
    async toUpline(caller: Caller, body: UplineTransferRequest): Promise<TransferResult> {
      const me = await sender(deps, caller.id);
      const upline = await uplineOf(deps, me);
      if (!upline || !canReceive(upline)) throw new AppError('NO_UPLINE');
      return transfer(deps, { caller, from: me, to: upline, kind: 'UPLINE', body });
    },

    /** An agent sends money to a member of its team (any depth below it), never elsewhere. */
    async toDownline(caller: Caller, body: DownlineTransferRequest): Promise<TransferResult> {
      const me = await sender(deps, caller.id);
      if (!isAgentType(me.type)) throw new AppError('FORBIDDEN');
      const target = await repo.partyByUsername(db, merchantCode, body.downline);
      // An unknown name and someone else's member get the same answer: no probing of usernames.
      if (!target || !isInDownline(me, target) || !canReceive(target)) throw new AppError('TRANSFER_TARGET_INVALID');
      return transfer(deps, { caller, from: me, to: target, kind: 'DOWNLINE', body });
    },

    async downlines(agentId: number, keyword: string): Promise<DownlineEntry[]> {
      const me = await sender(deps, agentId);
      if (!isAgentType(me.type)) throw new AppError('FORBIDDEN');
      const rows = await repo.teamSearch(db, merchantCode, me, keyword, 20);
      return rows.map((r) => ({ account: r.username, nickname: r.nickname, depth: depthBelow(me.path, r.path) }));
    },

    records: (memberId: number, query: TransferRecordQuery) => records(deps, memberId, query),
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
