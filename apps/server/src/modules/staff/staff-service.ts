import type { StaffAccount, StaffRole } from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import type { DbTransaction } from '../../platform/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthStaff } from '../../platform/staff-auth.js';
import type { WorkCaller } from '../../platform/work-gate.js';
import { hashPassword } from '../identity/member/password-fns.js';
import { newTotpSecret } from '../identity/session/totp-fns.js';
import { permissionsOf } from './permissions.js';
import { badCidr, ipAllowed, sessionLive } from './staff-fns.js';
import type { StaffAttempts } from './staff-attempts.js';
import { tokenHash } from './staff-login-service.js';
import type { StaffChange, StaffRepository, StaffRow } from './staff-repository.js';
import { createStaffSessionCache, type StaffSessionCache, type StaffSessionNotices } from './staff-session-cache.js';
import { auditView, staffAccount } from './staff-view.js';

const TOUCH_EVERY_MS = 30_000;

export type StaffServiceDeps = {
  db: Db;
  clock: () => Date;
  chain: AuditChain;
  repo: StaffRepository;
  attempts: StaffAttempts;
  /** Live sessions this instance answers from memory for a few seconds (staff-session-cache.ts). */
  cache?: StaffSessionCache;
  /** Ends sessions in the cache here and on every instance; none: only the TTL ends them elsewhere. */
  notices?: StaffSessionNotices;
};

/** Who does a staff change: a staff member through the console, or the CLI's operating-system user. */
export type StaffActor = { kind: 'staff' | 'cli'; name: string; ip: string | null; staffId?: number };

export type NewStaff = {
  username: string;
  displayName: string;
  password: string;
  role: StaffRole;
  allowList: string[];
  reason: string;
};

/** Staff sessions behind `app.authorizeStaff`, and staff management (each change audited in its transaction). */
export function createStaffService(deps: StaffServiceDeps) {
  const { db, clock, chain, repo } = deps;
  const cache = deps.cache ?? createStaffSessionCache();
  const notices: StaffSessionNotices = deps.notices ?? {
    ended: (what) => {
      cache.drop(what);
      return Promise.resolve();
    },
  };

  /**
   * One change of one account under its row lock, appended to the audit chain in the same
   * transaction: the entry's before and after are exactly what was and is stored.
   */
  async function change(
    actor: StaffActor,
    id: number,
    action: string,
    reason: string,
    decide: (row: StaffRow, tx: DbTransaction) => Promise<StaffChange>,
  ): Promise<StaffAccount> {
    const after = await db.transaction(async (tx) => {
      const before = await repo.lockById(id, tx);
      if (!before) throw new AppError('NOT_FOUND');
      const updated = await repo.update(id, await decide(before, tx), tx);
      await repo.revokeAllOf(id, clock(), tx);
      await chain.append(
        {
          actorKind: actor.kind,
          actor: actor.name,
          action,
          target: `staff:${before.username}`,
          before: auditView(before),
          after: auditView(updated),
          reason,
          ip: actor.ip,
        },
        tx,
      );
      return updated;
    });
    // Every change ended the account's sessions: here at once, elsewhere as soon as they hear it.
    await notices.ended({ staffId: id });
    return staffAccount(after);
  }

  /** The last active owner stays an active owner: nobody could manage staff any more. */
  async function keepAnOwner(row: StaffRow, tx: DbTransaction) {
    if (row.role === 'owner' && row.status === 'active' && (await repo.otherActiveOwners(row.id, tx)) === 0)
      throw new AppError('CONFLICT', 'The last active owner cannot be demoted or disabled');
  }

  function checkAllowList(allowList: string[]) {
    const bad = badCidr(allowList);
    if (bad) throw validationError([{ path: 'body.allowList', message: 'validation:required' }]);
  }

  return {
    /**
     * The staff of a live session (sliding its idle time), null otherwise; refused from an address
     * off its allow-list. A session read less than STAFF_SESSION_CACHE_MS ago is answered from
     * memory (ends drop it at once: `notices`); its last call is stored at most every 30 s.
     */
    async authenticate(token: string, ip: string): Promise<AuthStaff | null> {
      const now = clock();
      const nowMs = now.getTime();
      const hash = tokenHash(token);
      let entry = cache.get(hash, nowMs);
      // Idle here is not idle everywhere: a session this instance has not seen for a while is read again.
      if (!entry || !sessionLive(entry.session, now)) {
        const epoch = cache.epoch();
        const session = await repo.session(hash);
        if (!session || session.staff.status !== 'active' || !sessionLive(session, now)) {
          cache.forget(hash);
          return null;
        }
        entry = cache.put(hash, session, epoch, nowMs);
      }
      const { session } = entry;
      if (!ipAllowed(session.staff.allowList, ip)) throw new AppError('FORBIDDEN', undefined, { reason: 'allowList' });
      if (nowMs > session.lastSeenAt.getTime()) session.lastSeenAt = now;
      if (nowMs - entry.storedSeenAt > TOUCH_EVERY_MS) {
        entry.storedSeenAt = nowMs;
        await repo.touch(session.id, now);
      }
      const { id, username, displayName, role } = session.staff;
      return {
        id,
        username,
        displayName,
        role,
        permissions: permissionsOf(role),
        sessionId: session.id,
        sessionOpenedAt: session.createdAt,
      };
    },

    async logout(staff: AuthStaff, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revoke(staff.sessionId, clock(), tx);
        await chain.append(
          { actorKind: 'staff', actor: staff.username, action: 'staff.logout', target: `staff:${staff.username}`, ip },
          tx,
        );
      });
      await notices.ended({ sessionId: staff.sessionId });
    },

    /** Ends every other session of the staff member's (a password change), here and on every instance. */
    othersEnded: (staffId: number) => notices.ended({ staffId }),

    list: async () => (await repo.list()).map(staffAccount),
    /** Every account with the authenticator secret it is still to set up (CLI only: never over HTTP). */
    listWithPendingSecrets: () => repo.list(),

    /** A new account; its authenticator is set up at its first login (the pending secret is answered once here). */
    async create(actor: StaffActor, input: NewStaff, caller: WorkCaller | null) {
      checkAllowList(input.allowList);
      if (await repo.byUsername(input.username)) throw new AppError('CONFLICT', 'A staff account of that name exists');
      const passwordHash = await hashPassword(input.password, caller);
      const totpSecret = newTotpSecret();
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(
          {
            username: input.username,
            displayName: input.displayName,
            passwordHash,
            role: input.role,
            allowList: input.allowList,
            totpSecret,
          },
          tx,
        );
        await chain.append(
          {
            actorKind: actor.kind,
            actor: actor.name,
            action: 'staff.create',
            target: `staff:${created.username}`,
            after: auditView(created),
            reason: input.reason,
            ip: actor.ip,
          },
          tx,
        );
        return created;
      });
      return { account: staffAccount(row), totpSecret };
    },

    setStatus: (actor: StaffActor, id: number, status: 'active' | 'disabled', reason: string) =>
      change(actor, id, status === 'active' ? 'staff.enable' : 'staff.disable', reason, async (row, tx) => {
        if (status === 'disabled') {
          if (row.id === actor.staffId) throw new AppError('CONFLICT', 'Staff cannot disable themselves');
          await keepAnOwner(row, tx);
        }
        return { status };
      }),

    setRole: (actor: StaffActor, id: number, role: StaffRole, reason: string) =>
      change(actor, id, 'staff.set_role', reason, async (row, tx) => {
        if (role !== 'owner') await keepAnOwner(row, tx);
        return { role };
      }),

    setAllowList: (actor: StaffActor, id: number, allowList: string[], reason: string) =>
      change(actor, id, 'staff.set_allow_list', reason, async () => {
        checkAllowList(allowList);
        return { allowList };
      }),

    /** A new pending secret: the account sets up its authenticator again at its next login. */
    async resetTotp(actor: StaffActor, id: number, reason: string) {
      const totpSecret = newTotpSecret();
      // The code check's lock goes with the old authenticator, in the reset's transaction.
      const account = await change(actor, id, 'staff.reset_totp', reason, async (_row, tx) => {
        await deps.attempts.clear(id, 'totp', tx);
        return { totpSecret, totpReady: false };
      });
      return { account, totpSecret };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
