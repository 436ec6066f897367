import { randomUUID } from 'node:crypto';
import type { MemberSearchRow } from '@fortuna/contracts';
import type { DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { MemberStaffView } from '../identity/member/member-console.js';
import type { ConsoleMembersDeps, MemberActor, StaffActor } from './console-members-deps.js';
import { searchRow } from './console-members-service.js';
import { createMemberNotesRepository } from './member-notes-repository.js';

type Tx = DbTransaction;

/** The audit entry's actor. */
const auditActor = (actor: MemberActor) =>
  'cli' in actor
    ? { actorKind: 'cli' as const, actor: actor.cli, ip: null }
    : { actorKind: 'staff' as const, actor: actor.username, ip: actor.ip };

/** What the audit entry keeps of the member before and after a staff action. */
const state = (m: MemberStaffView) => ({
  status: m.status,
  passwordResetRequired: m.passwordResetRequired,
});

/**
 * Staff actions on a member. Each runs in one transaction with its audit-chain entry (actor,
 * before and after, reason, client address): the change exists exactly when its entry does.
 */
export function createMemberActions(deps: ConsoleMembersDeps) {
  const { db, clock, members, sessions, wallets, auditChain, messages } = deps;
  const notes = createMemberNotesRepository(db, deps.merchantCode);

  /** Locks the member's row, applies `change`, appends the entry; answers the member's row after it. */
  async function act(
    actor: MemberActor,
    memberId: number,
    action: string,
    reason: string,
    change: (tx: Tx, before: MemberStaffView) => Promise<{ after: MemberStaffView; extra?: Record<string, unknown> }>,
  ): Promise<MemberSearchRow> {
    const after = await db.transaction(async (tx) => {
      const before = await members.lockForChange(tx, memberId);
      if (!before) throw new AppError('NOT_FOUND');
      const done = await change(tx, before);
      await auditChain.append(
        {
          ...auditActor(actor),
          action,
          target: `member:${memberId}`,
          before: state(before),
          after: { ...state(done.after), ...done.extra },
          reason,
        },
        tx,
      );
      return done.after;
    });
    const balances = await wallets.mainBalances([after.id]);
    return searchRow(after, balances.get(after.id));
  }

  const changed = (m: MemberStaffView | null): MemberStaffView => {
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  };

  return {
    /** Locked (the account status `disabled`): every session ends now; login answers ACCOUNT_DISABLED. */
    lock: (actor: MemberActor, memberId: number, reason: string) =>
      act(actor, memberId, 'member.lock', reason, async (tx, before) => {
        if (before.status === 'disabled') throw new AppError('CONFLICT', 'The member is already locked');
        const after = changed(await members.setStatusIn(tx, memberId, 'disabled'));
        return { after, extra: { sessionsEnded: await sessions.endAllIn(tx, memberId, clock()) } };
      }),

    /** Unlocked: the member can log in again (sessions ended by the lock stay ended). */
    unlock: (actor: MemberActor, memberId: number, reason: string) =>
      act(actor, memberId, 'member.unlock', reason, async (tx, before) => {
        if (before.status === 'active') throw new AppError('CONFLICT', 'The member is not locked');
        return { after: changed(await members.setStatusIn(tx, memberId, 'active')) };
      }),

    /**
     * Sessions end and password login is refused (PASSWORD_RESET_REQUIRED) until the member resets
     * the password by mobile or e-mail: whoever knew the old password can no longer use it. A
     * member with neither bound could never reset, so that is refused (lock instead).
     */
    forcePasswordReset: (actor: MemberActor, memberId: number, reason: string) =>
      act(actor, memberId, 'member.forcePasswordReset', reason, async (tx, before) => {
        if (!before.mobileNum && !before.email)
          throw new AppError('CONFLICT', 'The member has no mobile or e-mail to reset the password with');
        const after = changed(await members.requirePasswordResetIn(tx, memberId));
        return { after, extra: { sessionsEnded: await sessions.endAllIn(tx, memberId, clock()) } };
      }),

    async addNote(actor: StaffActor, memberId: number, text: string) {
      const note = await db.transaction(async (tx) => {
        if (!(await members.lockForChange(tx, memberId))) throw new AppError('NOT_FOUND');
        const row = await notes.insert(tx, {
          memberId,
          staffId: actor.staffId,
          staffUsername: actor.username,
          text,
          createdAt: clock(),
        });
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: actor.username,
            action: 'member.note',
            target: `member:${memberId}`,
            after: { noteId: row.id, text },
            ip: actor.ip,
          },
          tx,
        );
        return row;
      });
      return { id: note.id, text: note.text, staff: note.staffUsername, createdAt: note.createdAt.toISOString() };
    },

    /** A STAFF_MESSAGE notice in the member's inbox (pushed to open pages after the commit). */
    async sendMessage(actor: StaffActor, memberId: number, message: { subject: string; text: string }) {
      const recorded = await db.transaction(async (tx) => {
        if (!(await members.lockForChange(tx, memberId))) throw new AppError('NOT_FOUND');
        const notice = await messages.record(
          { memberId, kind: 'STAFF_MESSAGE', params: message, dedupeKey: `staff:${randomUUID()}` },
          tx,
        );
        if (!notice) throw new Error('a fresh dedupe key recorded nothing');
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: actor.username,
            action: 'member.message',
            target: `member:${memberId}`,
            after: { messageId: notice.id, ...message },
            ip: actor.ip,
          },
          tx,
        );
        return notice;
      });
      await messages.announce(memberId, recorded);
      return { id: recorded.id, createdAt: recorded.createdAt };
    },
  };
}
export type MemberActions = ReturnType<typeof createMemberActions>;
