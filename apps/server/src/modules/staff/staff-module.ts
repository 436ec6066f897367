import { createAudit } from '../../platform/audit.js';
import { createAuditChain, type AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import type { EventBus } from '../../platform/events.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CaptchaService } from '../identity/captcha/captcha-service.js';
import { createStaffAttempts } from './staff-attempts.js';
import { createStaffLogin } from './staff-login-service.js';
import { createStaffPasswordChange } from './staff-password-service.js';
import { createStaffProofs } from './staff-proofs.js';
import { createStaffRepository } from './staff-repository.js';
import { createStaffService, type StaffService } from './staff-service.js';
import { createStaffSessionCache, followStaffSessionEnds } from './staff-session-cache.js';

export { auditRoutes, staffRoutes } from './staff-routes.js';

/**
 * Staff of the operator console and the audit chain, added to app.services. `auditChain` is the
 * API other modules and jobs append their actions with.
 */
export type StaffServices = {
  staff: StaffService;
  staffLogin: ReturnType<typeof createStaffLogin>;
  staffPassword: ReturnType<typeof createStaffPasswordChange>;
  auditChain: AuditChain;
};

export async function createStaffServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  limiter: RateLimiter;
  /** The image captcha of the step-up after a failed login (identity's). */
  captcha: Pick<CaptchaService, 'requireImage'>;
  /** The name authenticator apps show above the code. */
  issuer?: string;
  /** Where ended staff sessions are announced to every instance (and heard from them). */
  events: EventBus;
  onError: (error: unknown) => void;
}): Promise<StaffServices> {
  const { db, merchantCode, clock } = deps;
  // Live sessions answered from memory for a few seconds; any end drops them on every instance.
  const cache = createStaffSessionCache();
  const notices = await followStaffSessionEnds(cache, deps.events, deps.onError);
  const repo = createStaffRepository(db, merchantCode);
  const attempts = createStaffAttempts(db);
  const chain = createAuditChain(db, merchantCode, clock);
  const audit = createAudit(db, merchantCode, clock);
  // One password and code check for the login and the password change.
  const proofs = createStaffProofs({ clock, audit, repo, attempts });
  const staffLogin = createStaffLogin({
    db,
    clock,
    audit,
    chain,
    limiter: deps.limiter,
    captcha: deps.captcha,
    repo,
    proofs,
    issuer: deps.issuer ?? `Fortuna console (${merchantCode})`,
  });
  return {
    staff: createStaffService({ db, clock, chain, repo, attempts, cache, notices }),
    staffLogin,
    staffPassword: createStaffPasswordChange({ db, clock, chain, repo, proofs, notices }),
    auditChain: chain,
  };
}
