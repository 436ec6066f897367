import {
  exceedsUpline,
  isAgentType,
  OFFER_FLAG_OF_KIND,
  tierFromInput,
  validateOffer,
  type AffectedDownline,
  type AgentContract,
  type ContractFlags,
  type ContractKind,
  type ContractOfferRequest,
  type TermsProblem,
} from '@fortuna/contracts';
import type { Db, DbTransaction } from '../../platform/db.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import type { MemberDirectory, MemberSummary } from '../identity/member/member-directory.js';
import type { MessagesService } from '../messages/messages-service.js';
import { contractView } from './contracts-view.js';
import type { Actor, ContractRow, ContractsRepository, EventAction } from './contracts-repository.js';

export type ContractsDeps = {
  db: Db;
  merchantCode: string;
  repo: ContractsRepository;
  directory: Pick<MemberDirectory, 'byUsername' | 'inBrandById'>;
  messages: Pick<MessagesService, 'record' | 'announce'>;
  clock: () => Date;
};

/** Staff changes append to the audit chain inside the change's transaction. */
export type StaffAudit = (tx: DbTransaction, contract: AgentContract, action: string) => Promise<void>;

type Notice = { memberId: number; message: Awaited<ReturnType<MessagesService['record']>> };

const termsError = (p: TermsProblem): AppError =>
  p.problem === 'ABOVE_UPLINE'
    ? new AppError('CONTRACT_ABOVE_UPLINE', undefined, { tier: p.tier, uplineRate: p.uplineRate })
    : new AppError('CONTRACT_TERMS_INVALID', undefined, { ...p });

/**
 * Agent contracts (spec §4 Contracts): the direct upline (or, for a top agent, an operator)
 * offers; the holder accepts or rejects; the upline terminates. Every change of a kind runs under
 * that kind's lock, writes an append-only event and tells both sides in their inbox.
 */
export function createContractsService(deps: ContractsDeps) {
  const { db, merchantCode, repo, directory, messages, clock } = deps;

  /** Records an event and the notices of both sides (the upline only when it is a member). */
  async function changed(
    tx: DbTransaction,
    notices: Notice[],
    c: ContractRow,
    action: EventAction,
    actor: Actor,
    terms: { old: ContractRow['tiers'] | null; next: ContractRow['tiers'] | null },
    reason: string | null,
  ): Promise<void> {
    const eventId = await repo.event(tx, {
      contractId: c.id,
      actor,
      action,
      oldTerms: terms.old,
      newTerms: terms.next,
      reason,
      at: clock(),
    });
    const sides: Array<{ memberId: number; role: 'holder' | 'upline'; counterpart: string }> = [
      { memberId: c.memberId, role: 'holder', counterpart: c.upline ?? '' },
    ];
    if (c.uplineId !== null && action !== 'SUPERSEDE')
      sides.push({ memberId: c.uplineId, role: 'upline', counterpart: c.holder });
    for (const side of sides) {
      const message = await messages.record(
        {
          memberId: side.memberId,
          kind: 'CONTRACT',
          params: { contractKind: c.kind, contractAction: `${action}_${side.role}`, counterpart: side.counterpart },
          dedupeKey: `contract-event:${eventId}:${side.role}`,
        },
        tx,
      );
      notices.push({ memberId: side.memberId, message });
    }
  }

  /** Runs `work` in a transaction holding the kind's lock, then announces the notices it recorded. */
  async function inKind<T>(kind: ContractKind, work: (tx: DbTransaction, notices: Notice[]) => Promise<T>) {
    const notices: Notice[] = [];
    const result = await db.transaction(async (tx) => {
      await repo.lockKind(tx, kind);
      return work(tx, notices);
    });
    for (const n of notices) await messages.announce(n.memberId, n.message);
    return result;
  }

  /** Ends the open contracts of the kind of everyone in `holder`'s team but `holder` itself. */
  async function cascadeBelow(
    tx: DbTransaction,
    notices: Notice[],
    holder: MemberSummary,
    kind: ContractKind,
    actor: Actor,
    reason: string,
  ): Promise<number> {
    const below = (await repo.teamOpen(tx, holder.path, kind)).filter((c) => c.memberId !== holder.id);
    for (const c of below) {
      await repo.terminate(tx, c.id, clock(), reason);
      await changed(tx, notices, c, 'CASCADE', actor, { old: c.tiers, next: null }, reason);
    }
    return below.length;
  }

  /** Direct downlines whose contracts of the kind would exceed `tiers` (the lower-rate rule). */
  async function affectedBy(
    runner: DbTransaction | Db,
    c: ContractRow,
  ): Promise<Array<AffectedDownline & { path: string }>> {
    const given = (await repo.given(c.memberId, runner, c.kind)).filter((d) => exceedsUpline(c.tiers, d.tiers));
    const out: Array<AffectedDownline & { path: string }> = [];
    for (const d of given) {
      const member = await directory.inBrandById(merchantCode, d.memberId, runner);
      const path = member?.path ?? '';
      const team = path ? await repo.teamOpen(runner, path, c.kind) : [];
      const descendants = team.filter((t) => t.memberId !== d.memberId).length;
      out.push({ username: d.holder, contractId: d.id, status: d.status, descendants, path });
    }
    return out;
  }

  async function offer(
    target: MemberSummary,
    uplineId: number | null,
    body: ContractOfferRequest,
    actor: Actor,
    staffId: number | null,
    audit?: StaffAudit,
  ) {
    const tiers = body.tiers.map(tierFromInput);
    return inKind(body.kind, async (tx, notices) => {
      const uplineContract = uplineId === null ? null : await repo.current(tx, uplineId, body.kind, 'VALID');
      if (uplineId !== null && !uplineContract) throw new AppError('CONTRACT_UPLINE_NOT_VALID');
      const problem = validateOffer(body.kind, body.period, tiers, uplineContract?.tiers ?? null);
      if (problem) throw termsError(problem);
      if (await repo.current(tx, target.id, body.kind, 'REQUESTED')) throw new AppError('CONTRACT_PENDING');
      const inForce = await repo.current(tx, target.id, body.kind, 'VALID');
      const reason = body.reason ?? null;
      let id: number;
      try {
        id = await repo.insert(tx, { ...body, memberId: target.id, uplineId, tiers, at: clock(), reason, staffId });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('CONTRACT_PENDING');
        throw error;
      }
      const row = (await repo.byId(tx, id)) as ContractRow;
      await changed(tx, notices, row, 'OFFER', actor, { old: inForce?.tiers ?? null, next: tiers }, reason);
      const view = contractView(row);
      await audit?.(tx, view, 'contract.offer');
      return view;
    });
  }

  /** The target of an offer: an active agent of the brand (else CONTRACT_TARGET_INVALID). */
  async function targetAgent(username: string): Promise<MemberSummary> {
    const target = await directory.byUsername(merchantCode, username);
    if (!target || !isAgentType(target.type) || target.status !== 'active')
      throw new AppError('CONTRACT_TARGET_INVALID');
    return target;
  }

  /** A waiting offer of the holder's, locked for the change. */
  async function ownOffer(tx: DbTransaction | Db, memberId: number, id: number): Promise<ContractRow> {
    const c = await repo.byId(tx, id);
    if (!c || c.memberId !== memberId) throw new AppError('NOT_FOUND');
    if (c.status !== 'REQUESTED') throw new AppError('CONTRACT_NOT_PENDING');
    return c;
  }

  async function terminate(c: ContractRow, actor: Actor, reason: string | null, audit?: StaffAudit) {
    return inKind(c.kind, async (tx, notices) => {
      const now = (await repo.byId(tx, c.id)) as ContractRow;
      if (now.status !== 'VALID' && now.status !== 'REQUESTED') throw new AppError('CONTRACT_NOT_VALID');
      await repo.terminate(tx, c.id, clock(), reason);
      await changed(tx, notices, now, 'TERMINATE', actor, { old: now.tiers, next: null }, reason);
      // A contract in force carries its team's: without it nothing pays the level difference below.
      if (now.status === 'VALID') {
        const holder = await directory.inBrandById(merchantCode, now.memberId, tx);
        if (holder) await cascadeBelow(tx, notices, holder, now.kind, actor, `UPLINE_TERMINATED:${now.holder}`);
      }
      const view = contractView((await repo.byId(tx, c.id)) as ContractRow);
      await audit?.(tx, view, 'contract.terminate');
      return view;
    });
  }

  return {
    async flags(memberId: number, type: number): Promise<ContractFlags> {
      const flags: ContractFlags = {
        dailysalreqtype: false,
        divtypereq: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
        enableSalary: false,
        enableContract: false,
      };
      if (!isAgentType(type)) return flags;
      for (const c of await repo.held(memberId)) {
        if (c.status === 'REQUESTED') flags[OFFER_FLAG_OF_KIND[c.kind]] = true;
        else if (c.kind === 'DIVIDEND') flags.enableContract = true;
        else flags.enableSalary = true;
      }
      return flags;
    },

    async list(memberId: number) {
      const [mine, given] = await Promise.all([repo.held(memberId), repo.given(memberId)]);
      return { mine: mine.map(contractView), given: given.map(contractView) };
    },

    async offerByMember(uplineId: number, body: ContractOfferRequest) {
      const target = await targetAgent(body.username);
      if (target.parentId !== uplineId) throw new AppError('CONTRACT_TARGET_INVALID');
      return offer(target, uplineId, body, { kind: 'member', id: uplineId }, null);
    },

    async offerByStaff(staffId: number, body: ContractOfferRequest, audit: StaffAudit) {
      const target = await targetAgent(body.username);
      if (target.parentId !== null) throw new AppError('CONTRACT_TARGET_INVALID');
      return offer(target, null, body, { kind: 'staff', id: staffId }, staffId, audit);
    },

    async preview(memberId: number, id: number) {
      const c = await ownOffer(db, memberId, id);
      const current = await repo.current(db, memberId, c.kind, 'VALID');
      const downlines = (await affectedBy(db, c)).map(({ path: _path, ...d }) => d);
      return { contract: contractView(c), current: current ? contractView(current) : null, downlines };
    },

    async accept(memberId: number, id: number, confirm: boolean) {
      const first = await ownOffer(db, memberId, id);
      return inKind(first.kind, async (tx, notices) => {
        const c = await ownOffer(tx, memberId, id);
        const actor: Actor = { kind: 'member', id: memberId };
        const affected = await affectedBy(tx, c);
        if (affected.length > 0 && !confirm)
          throw new AppError('CONTRACT_CONFIRM_REQUIRED', undefined, {
            downlines: affected.map(({ path: _path, ...d }) => d),
          });
        const old = await repo.current(tx, memberId, c.kind, 'VALID');
        if (old) {
          await repo.terminate(tx, old.id, clock(), 'SUPERSEDED');
          await changed(tx, notices, old, 'SUPERSEDE', actor, { old: old.tiers, next: c.tiers }, 'SUPERSEDED');
        }
        await repo.decide(tx, c.id, 'VALID', clock(), null);
        await changed(tx, notices, c, 'ACCEPT', actor, { old: old?.tiers ?? null, next: c.tiers }, null);
        let terminated = 0;
        const reason = `LOWER_RATE:${c.holder}`;
        for (const d of affected) {
          const downline = (await repo.byId(tx, d.contractId)) as ContractRow;
          if (downline.status !== 'VALID' && downline.status !== 'REQUESTED') continue;
          await repo.terminate(tx, d.contractId, clock(), reason);
          await changed(tx, notices, downline, 'CASCADE', actor, { old: downline.tiers, next: null }, reason);
          const member = await directory.inBrandById(merchantCode, downline.memberId, tx);
          terminated += 1 + (member ? await cascadeBelow(tx, notices, member, c.kind, actor, reason) : 0);
        }
        return { contract: contractView((await repo.byId(tx, c.id)) as ContractRow), terminated };
      });
    },

    async reject(memberId: number, id: number, reason: string | null) {
      const first = await ownOffer(db, memberId, id);
      return inKind(first.kind, async (tx, notices) => {
        const c = await ownOffer(tx, memberId, id);
        await repo.decide(tx, c.id, 'DENIED', clock(), reason);
        await changed(tx, notices, c, 'REJECT', { kind: 'member', id: memberId }, { old: c.tiers, next: null }, reason);
        return contractView((await repo.byId(tx, c.id)) as ContractRow);
      });
    },

    async terminateByMember(uplineId: number, id: number, reason: string | null) {
      const c = await repo.byId(db, id);
      if (!c || c.uplineId !== uplineId) throw new AppError('NOT_FOUND');
      return terminate(c, { kind: 'member', id: uplineId }, reason);
    },

    async terminateByStaff(staffId: number, id: number, reason: string | null, audit: StaffAudit) {
      const c = await repo.byId(db, id);
      if (!c || c.uplineId !== null) throw new AppError('NOT_FOUND');
      return terminate(c, { kind: 'staff', id: staffId }, reason, audit);
    },
  };
}
export type ContractsService = ReturnType<typeof createContractsService>;
