import type { ErrorCode } from '@fortuna/contracts';
import type { Audit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db.js';
import { AppError } from '../../../platform/errors.js';
import { createAttemptsRepository, type AttemptKey, type AttemptRule } from './attempts-repository.js';

const MINUTE = 60_000;

/**
 * Every code or PIN a member can submit, by kind. A lock of `withdrawPassword` stops every
 * money-out action (withdrawals, transfers, changing the withdraw password); `login` is counted
 * per (account, client address); each other kind locks only itself.
 */
export const ATTEMPT_KINDS = [
  'withdrawPassword',
  'loginPassword',
  'totp',
  'emailCode',
  'smsCode',
  'newNetwork',
  'login',
] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/** 5 consecutive failures lock for 15 minutes; failures older than a day are forgotten. */
export const ATTEMPT_RULE: AttemptRule = { max: 5, lockMs: 15 * MINUTE, forgetMs: 24 * 60 * MINUTE };

const LOCK_CODE: Partial<Record<AttemptKind, ErrorCode>> = {
  withdrawPassword: 'MONEY_OUT_LOCKED',
  login: 'ACCOUNT_LOCKED',
};

/** The refusals that mean "the answer was wrong" (anything else thrown is not a failed try). */
const WRONG_ANSWER = new Set<ErrorCode>([
  'PAYMENT_PASSWORD_INCORRECT',
  'OLD_PASSWORD_INCORRECT',
  'VERIFICATION_FAILED',
  'SMS_CODE_INVALID',
  'INVALID_CREDENTIALS',
  'LOGIN_PASSWORD_INCORRECT',
  'AUTHENTICATOR_CODE_INVALID',
  'CURRENT_CONTACT_CODE_INVALID',
]);

export type AttemptNotify = (memberId: number, kind: AttemptKind, until: Date) => Promise<void>;

export type AttemptLimitsDeps = { db: Db; clock: () => Date; audit: Audit; notify: AttemptNotify };

/** An attempt let through the lock: settled by `succeed` or `fail` once its answer is judged. */
export type AttemptTicket = { key: AttemptKey; kind: AttemptKind; ip: string };

/**
 * The one attempt-limit service of Identity (issue 17 finding 3): counts failed answers per
 * member in the database, locks the kind after 5 wrong in a row for 15 minutes, audits each
 * failure and the lock, and tells the member (a notice in their inbox) when a lock starts.
 *
 * An answer is checked first and recorded after, and a right one counts only while the kind is
 * not locked: of any number of parallel guesses only those recorded before the 5th failure can
 * win (no more chances than 5 sequential tries), while parallel right answers all pass.
 */
export function createAttemptLimits({ db, clock, audit, notify }: AttemptLimitsDeps) {
  const repo = createAttemptsRepository(db);

  const lockedError = (kind: AttemptKind, until: Date) =>
    new AppError(LOCK_CODE[kind] ?? 'TOO_MANY_ATTEMPTS', undefined, {
      lock: kind,
      lockedUntil: until.toISOString(),
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 1000)),
    });

  /** Lets an attempt through unless the kind is locked (then refused with its lock, and audited). */
  async function claim(memberId: number, kind: AttemptKind, ip: string, scope = ''): Promise<AttemptTicket> {
    const key = { ownerId: memberId, kind, scope };
    const until = await repo.lockedUntil(key, clock());
    if (until) {
      await audit('attempts.refused_locked', memberId, ip, { kind, ...(scope ? { scope } : {}) });
      throw lockedError(kind, until);
    }
    return { key, kind, ip };
  }

  /** The answer was wrong: counted and audited; the refusal to answer when this failure started a lock (else null). */
  async function fail(ticket: AttemptTicket): Promise<AppError | null> {
    const { key, kind, ip } = ticket;
    const { failures, lockedUntil } = await repo.fail(key, ATTEMPT_RULE, clock());
    await audit('attempts.failed', key.ownerId, ip, { kind, failures });
    if (!lockedUntil) return null;
    await audit('attempts.locked', key.ownerId, ip, { kind, until: lockedUntil.toISOString() });
    await notify(key.ownerId, kind, lockedUntil);
    return lockedError(kind, lockedUntil);
  }

  /** The answer was right: the count starts again; refused when failures locked the kind meanwhile. */
  async function succeed(ticket: AttemptTicket): Promise<void> {
    const until = await repo.succeed(ticket.key, clock());
    if (until) throw lockedError(ticket.kind, until);
  }

  return {
    claim,
    fail,
    succeed,

    /** A lock kept elsewhere started (the account-wide login lock on the member row): audit it, tell the member. */
    async locked(memberId: number, kind: AttemptKind, ip: string, until: Date): Promise<void> {
      await audit('attempts.locked', memberId, ip, { kind, until: until.toISOString(), scope: 'account' });
      await notify(memberId, kind, until);
    },

    /**
     * Runs `check` as one counted attempt of `kind`: refused at once while locked; a wrong answer
     * (one of the WRONG_ANSWER refusals) counts, and the 5th in a row answers the lock instead;
     * a right one clears the count; any other outcome is not a try.
     */
    async attempt<T>(memberId: number, kind: AttemptKind, ip: string, check: () => Promise<T>): Promise<T> {
      const ticket = await claim(memberId, kind, ip);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        if (error instanceof AppError && WRONG_ANSWER.has(error.code)) throw (await fail(ticket)) ?? error;
        throw error;
      }
      await succeed(ticket);
      return result;
    },

    /** Refuses while `kind` is locked for the member, without counting an attempt. */
    async guard(memberId: number, kind: AttemptKind, scope = ''): Promise<void> {
      const until = await repo.lockedUntil({ ownerId: memberId, kind, scope }, clock());
      if (until) throw lockedError(kind, until);
    },

    /** When the member's lock of `kind` ends, or null. */
    lockedUntil: (memberId: number, kind: AttemptKind, scope = '') =>
      repo.lockedUntil({ ownerId: memberId, kind, scope }, clock()),
  };
}
export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
