import { createHash, randomBytes } from 'node:crypto';
import { isAgentType, isSiteAccountType, type LoginResult } from '@fortuna/contracts';
import { AppError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { ServiceBasics } from '../../../platform/service-basics.js';
import type { MemberRow } from '../member/member-repository.js';
import type { MemberService, RequestContext } from '../member/member-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { SessionRepository } from './session-repository.js';

const MINUTE = 60_000;
/** Sessions expire after 24 h without use (sliding); the expiry moves at most every 5 minutes. */
export const SESSION_IDLE_MS = 24 * 60 * MINUTE;
/** A failure makes the next attempt (same username or same client) show the image captcha. */
const FAILURE_MEMORY = { limit: 1_000, windowMs: 15 * MINUTE };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where a member logs in; staff log in to the console (staff module), never here. */
export type Entry = 'member' | 'agent';
export type RefusalCode = ConstructorParameters<typeof AppError>[0];

export type LoginStepsDeps = ServiceBasics & {
  limiter: RateLimiter;
  system: SystemService;
  members: Pick<MemberService, 'info' | 'settings' | 'logins'>;
  repo: SessionRepository;
};

type Flags = Omit<LoginResult, 'token' | 'expiresAt' | 'member'>;

/** Opens a session for the member: a 256-bit token, stored as its SHA-256, idle for at most 24 h. */
async function openSession(
  { clock, members, repo }: LoginStepsDeps,
  row: MemberRow,
  ctx: RequestContext,
  entry: Entry,
  flags: Flags,
): Promise<LoginResult> {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await repo.insert({
    // A password login with the weak default or an expired password may only change it (spec §4 Login).
    passwordChangeDue: flags.weakPassword || flags.passwordExpired,
    memberId: row.id,
    tokenHash: sha256(token),
    entry,
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { ...flags, token, expiresAt: expiresAt.toISOString(), member: members.info(row) };
}

const failureKeys = (ip: string, username: string | null) => [
  `login:failed:ip:${ip}`,
  ...(username ? [`login:failed:user:${username.toLowerCase()}`] : []),
];

async function passwordExpired({ clock, system, members }: LoginStepsDeps, row: MemberRow): Promise<boolean> {
  const [whitelabel, settings] = await Promise.all([system.whitelabel(), members.settings()]);
  return (
    whitelabel.PASSWORDEXPIRY &&
    clock().getTime() - row.passwordChangedAt.getTime() > settings.passwordExpiryDays * 24 * 60 * MINUTE
  );
}

/** Status, type and entry rules that apply once the credentials are proven. */
function refusalFor(row: MemberRow, entry: Entry): 'ACCOUNT_DISABLED' | 'NON_MEMBER' | 'NOT_AGENT' | null {
  if (row.status !== 'active') return 'ACCOUNT_DISABLED';
  // Any other type (9, the operator account before the console) is refused everywhere.
  if (!isSiteAccountType(row.type)) return 'NON_MEMBER';
  if (entry === 'agent' && !isAgentType(row.type)) return 'NOT_AGENT';
  return null;
}

/** The steps every kind of login shares: the captcha stage, refusals, entry rules, and opening the session. */
export function createLoginSteps(deps: LoginStepsDeps) {
  const { clock, limiter, audit, members } = deps;

  return {
    open: (row: MemberRow, ctx: RequestContext, entry: Entry, flags: Flags) =>
      openSession(deps, row, ctx, entry, flags),

    /** True after a recent failure from this client or for this username: the image captcha is due. */
    async captchaNeeded(ip: string, username: string | null): Promise<boolean> {
      const now = clock().getTime();
      const counts = await Promise.all(
        failureKeys(ip, username).map((key) => limiter.count(key, FAILURE_MEMORY.windowMs, now)),
      );
      return counts.some((n) => n > 0);
    },

    /** Every refusal after the captcha stage: remember it (next attempt shows the image captcha) and answer with `captcha: true`. */
    async refuse(
      ip: string,
      username: string | null,
      code: RefusalCode,
      value: Record<string, unknown> = {},
    ): Promise<never> {
      const now = clock().getTime();
      await Promise.all(failureKeys(ip, username).map((key) => limiter.consume(key, FAILURE_MEMORY, now)));
      throw new AppError(code, undefined, { captcha: true, ...value });
    },

    refusalFor,

    /** Credentials proven and every check passed: record the login and open the session. */
    async succeed(
      row: MemberRow,
      ctx: RequestContext,
      login: { entry: Entry; type: string; weakPassword: boolean; loginName: string },
    ): Promise<LoginResult> {
      const now = clock();
      const { firstLogin } = await members.logins.succeeded(row.id, now);
      await members.logins.rememberIp(row.id, ctx.ip, now);
      await Promise.all(failureKeys(ctx.ip, login.loginName).map((key) => limiter.reset(key)));
      await audit('login', row.id, ctx.ip, { type: login.type, entry: login.entry, userAgent: ctx.userAgent });
      // SMS and phone-auth logins prove the phone, not the password: no forced change (spec §4 Login).
      const byPassword = login.type === 'username';
      return openSession(deps, row, ctx, login.entry, {
        firstTimeLogin: firstLogin,
        passwordExpired: byPassword && (await passwordExpired(deps, row)),
        weakPassword: byPassword && login.weakPassword,
      });
    },
  };
}
export type LoginSteps = ReturnType<typeof createLoginSteps>;
