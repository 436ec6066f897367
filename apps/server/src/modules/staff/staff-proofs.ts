import type { Audit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../identity/member/password-fns.js';
import { ACCOUNT_RULE, CLIENT_RULE, TOTP_RULE, totpStepOf } from './staff-fns.js';
import type { AttemptKey } from '../../platform/attempt-counters.js';
import type { StaffAttempts } from './staff-attempts.js';
import type { StaffRepository, StaffRow } from './staff-repository.js';

const RULES = { client: CLIENT_RULE, account: ACCOUNT_RULE, totp: TOTP_RULE } as const;
type StaffAttemptRuleName = keyof typeof RULES;

const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export type StaffProofsDeps = {
  clock: () => Date;
  audit: Audit;
  repo: StaffRepository;
  attempts: StaffAttempts;
};

/**
 * A staff member's password and authenticator code, each a counted try (login and the password
 * change): 5 wrong passwords per (account, client), 20 per account, 5 wrong codes, 15 minutes
 * each; a right answer is never a failure; each code is good once.
 */
export function createStaffProofs({ clock, audit, repo, attempts }: StaffProofsDeps) {
  const locked = (until: Date, code: 'ACCOUNT_LOCKED' | 'TOO_MANY_ATTEMPTS' = 'ACCOUNT_LOCKED') =>
    new AppError(code, undefined, { retryAfterSeconds: retryAfter(until, clock()) });

  const keyOf = (row: StaffRow, rule: StaffAttemptRuleName, ip: string): AttemptKey =>
    rule === 'totp'
      ? { ownerId: row.id, kind: 'totp', scope: '' }
      : { ownerId: row.id, kind: 'login', scope: rule === 'client' ? ip : '*' };

  async function refuseWhileLocked(key: AttemptKey, ip: string, code?: 'TOO_MANY_ATTEMPTS') {
    const until = await attempts.lockedUntil(key, clock());
    if (!until) return;
    await audit('staff.login_refused_locked', null, ip, { staffId: key.ownerId, kind: key.kind, scope: key.scope });
    throw locked(until, code);
  }

  /** The password, as one counted try for this client and for the account. */
  async function provePassword(row: StaffRow, password: string, ip: string): Promise<void> {
    const client = keyOf(row, 'client', ip);
    const account = keyOf(row, 'account', ip);
    await refuseWhileLocked(client, ip);
    await refuseWhileLocked(account, ip);
    if (await verifyPassword(row.passwordHash, password, { ip })) {
      const now = clock();
      const until = (await attempts.succeed(client, now)) ?? (await attempts.succeed(account, now));
      if (until) throw locked(until);
      return;
    }
    const now = clock();
    const clientFail = await attempts.fail(client, RULES.client, now);
    const accountFail = await attempts.fail(account, RULES.account, now);
    await audit('staff.login_failed', null, ip, { staffId: row.id, failures: clientFail.failures });
    const until = accountFail.lockedUntil ?? clientFail.lockedUntil;
    if (until) {
      await audit('staff.locked', null, ip, { staffId: row.id, until: until.toISOString() });
      throw locked(until);
    }
    throw new AppError('INVALID_CREDENTIALS');
  }

  /** The authenticator's code, once, counted (5 wrong in a row lock the check). */
  async function proveCode(row: StaffRow, secret: string, code: string, ip: string): Promise<void> {
    const key = keyOf(row, 'totp', ip);
    await refuseWhileLocked(key, ip, 'TOO_MANY_ATTEMPTS');
    const now = clock();
    const step = totpStepOf(secret, code, now.getTime());
    // A code is good once: a replay within its window counts as a wrong code.
    if (step !== null && (await repo.useTotpStep(row.id, step))) {
      const until = await attempts.succeed(key, now);
      if (until) throw locked(until, 'TOO_MANY_ATTEMPTS');
      return;
    }
    const { failures, lockedUntil } = await attempts.fail(key, RULES.totp, now);
    await audit('staff.totp_failed', null, ip, { staffId: row.id, failures });
    if (lockedUntil) throw locked(lockedUntil, 'TOO_MANY_ATTEMPTS');
    throw new AppError('AUTHENTICATOR_CODE_INVALID');
  }

  return { provePassword, proveCode };
}
export type StaffProofs = ReturnType<typeof createStaffProofs>;
