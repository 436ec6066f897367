import { createHash, randomBytes } from 'node:crypto';
import type { StaffLoginRequest, StaffLoginResult } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CaptchaService } from '../identity/captcha/captcha-service.js';
import { verifyAgainstDummy } from '../identity/member/password-fns.js';
import { newTotpSecret, totpUri } from '../identity/session/totp-fns.js';
import { ipAllowed, sessionEnd } from './staff-fns.js';
import type { StaffProofs } from './staff-proofs.js';
import type { StaffRepository, StaffRow } from './staff-repository.js';
import { staffMe } from './staff-view.js';

const LOGIN_PER_IP = { limit: 30, windowMs: 10 * 60_000 };
/** Failed logins are remembered 15 minutes per client and per username (known or not): the step-up's memory. */
const FAILURE_MEMORY = { limit: 1_000, windowMs: 15 * 60_000 };
const PASSWORD_REFUSALS = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
const failureKeys = (ip: string, username: string) => [
  `staff-login:failed:ip:${ip}`,
  `staff-login:failed:user:${username}`,
];

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export type StaffLoginDeps = {
  db: Db;
  clock: () => Date;
  audit: Audit;
  chain: AuditChain;
  limiter: RateLimiter;
  captcha: Pick<CaptchaService, 'requireImage'>;
  repo: StaffRepository;
  proofs: StaffProofs;
  issuer: string;
};
export type StaffRequestContext = { ip: string; userAgent: string };

/**
 * Staff login (issue 19): the password, counted per (account, client) then account-wide like the
 * members' (a right password is never a failure), then the authenticator, set up at the first
 * login: the session exists only after a valid code. Failures go to audit_log (security events);
 * logins to the audit chain.
 */
export function createStaffLogin(deps: StaffLoginDeps) {
  const { clock, audit, repo } = deps;
  const { provePassword, proveCode } = deps.proofs;

  async function openSession(row: StaffRow, ctx: StaffRequestContext, setUp: boolean): Promise<StaffLoginResult> {
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    // The session, the last login and its audit entry commit together.
    const updated = await deps.db.transaction(async (tx) => {
      await repo.openSession(
        {
          staffId: row.id,
          tokenHash: tokenHash(token),
          ip: ctx.ip,
          userAgent: ctx.userAgent.slice(0, 300),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: sessionEnd(now),
        },
        tx,
      );
      const stamped = await repo.update(row.id, { lastLoginAt: now }, tx);
      await deps.chain.append(
        {
          actorKind: 'staff',
          actor: row.username,
          action: setUp ? 'staff.login_totp_set_up' : 'staff.login',
          target: `staff:${row.username}`,
          ip: ctx.ip,
        },
        tx,
      );
      return stamped;
    });
    return { step: 'done', token, staff: staffMe(updated, now) };
  }

  /** After a failed login from this client or for this username, the image captcha is due (value.captcha). */
  async function stepUp(req: StaffLoginRequest, ip: string): Promise<void> {
    const now = clock().getTime();
    const counts = await Promise.all(
      failureKeys(ip, req.username).map((key) => deps.limiter.count(key, FAILURE_MEMORY.windowMs, now)),
    );
    if (counts.some((n) => n > 0)) await deps.captcha.requireImage(req);
  }

  return async function login(req: StaffLoginRequest, ctx: StaffRequestContext): Promise<StaffLoginResult> {
    const decision = await deps.limiter.consume(`staff-login:ip:${ctx.ip}`, LOGIN_PER_IP, clock().getTime());
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
    await stepUp(req, ctx.ip);
    const row = await repo.byUsername(req.username);
    try {
      if (!row) {
        await verifyAgainstDummy(req.password, { ip: ctx.ip });
        throw new AppError('INVALID_CREDENTIALS');
      }
      await provePassword(row, req.password, ctx.ip);
    } catch (error) {
      if (!(error instanceof AppError) || !PASSWORD_REFUSALS.has(error.code)) throw error;
      // Remembered for the step-up, known username or not (the answer tells nothing more).
      const now = clock().getTime();
      await Promise.all(failureKeys(ctx.ip, req.username).map((key) => deps.limiter.consume(key, FAILURE_MEMORY, now)));
      throw new AppError(error.code, undefined, { ...error.details, captcha: true });
    }
    await Promise.all(failureKeys(ctx.ip, req.username).map((key) => deps.limiter.reset(key)));
    // Only a caller who knows the password learns of the account's state and address rule.
    if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (!ipAllowed(row.allowList, ctx.ip)) {
      await audit('staff.login_refused_address', null, ctx.ip, { staffId: row.id });
      throw new AppError('FORBIDDEN', 'This address may not use this staff account', { reason: 'allowList' });
    }
    if (row.totpReady && row.totpSecret) {
      if (!req.totpCode) return { step: 'totp' };
      await proveCode(row, row.totpSecret, req.totpCode, ctx.ip);
      return openSession(row, ctx, false);
    }
    // Set-up: the pending secret (from the account's creation or a reset) until a code from it is given.
    const secret = row.totpSecret ?? (await repo.update(row.id, { totpSecret: newTotpSecret() })).totpSecret ?? '';
    if (!req.totpCode) return { step: 'totpSetup', secret, otpauthUri: totpUri(deps.issuer, row.username, secret) };
    await proveCode(row, secret, req.totpCode, ctx.ip);
    return openSession(await repo.update(row.id, { totpReady: true }), ctx, true);
  };
}
