import { randomInt } from 'node:crypto';
import { isAgentType, MEMBER_TYPE, type RegisterRequest, type RegisterSettings } from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import { uniqueViolation } from '../../../platform/db-errors.js';
import type { DbServiceBasics } from '../../../platform/service-basics.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { SystemService } from '../../system/system-service.js';
import type { Phone, VerificationService } from '../verification/verification-service.js';
import type { IdentitySettings, IdentitySettingsService } from './identity-settings-service.js';
import type { LoginRecordRepository } from './login-record-repository.js';
import type { MemberRepository, MemberRow, NewMember } from './member-repository.js';
import type { LiveLink, ReferralLinks } from './referral-links.js';
import { hashPassword, NO_PASSWORD } from './password-fns.js';
import { profileOf, registrationErrors, settingOf, type RegisterKind } from './register-fns.js';
import type { Throttle } from './throttle.js';

const MINUTE = 60_000;
/** Against scripted sign-ups (each also needs a solved captcha). */
const REGISTRATIONS_PER_IP = { limit: 10, windowMs: 60 * MINUTE };
const TRIAL_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type RequestContext = { ip: string; userAgent: string };

export type RegistrationDeps = DbServiceBasics & {
  merchantCode: string;
  throttle: Throttle;
  system: SystemService;
  captcha: CaptchaService;
  verification: VerificationService;
  identitySettings: IdentitySettingsService;
  repo: MemberRepository;
  records: LoginRecordRepository;
  links: Pick<ReferralLinks, 'live' | 'recordSignup'>;
};

/** Fields against the brand's settings (the weak default password is refused too); throws the field errors. */
function checkFields(
  kind: RegisterKind,
  body: RegisterRequest,
  settings: RegisterSettings,
  smsVerify: boolean,
  identity: IdentitySettings,
  now: Date,
) {
  const errors = registrationErrors(body, settings, kind, smsVerify, now);
  if (
    body.password &&
    body.password === identity.weakDefaultPassword &&
    !errors.some((e) => e.path === 'body.password')
  ) {
    errors.push({ path: 'body.password', message: 'validation:passwordFormat' });
  }
  if (errors.length > 0) throw validationError(errors);
}

/** The new member's row from the form: fields the brand does not show are not kept. */
function newMemberValues(
  merchantCode: string,
  body: RegisterRequest,
  settings: RegisterSettings,
  member: { parent: MemberRow | null; phone: Phone | null; passwordHash: string; paymentPasswordHash: string | null },
  ip: string,
  now: Date,
): NewMember {
  const shown = (field: 'payeeName' | 'email' | 'nickname') =>
    settingOf(settings, field)?.shown ? (body[field] ?? null) || null : null;
  return {
    merchantCode,
    username: body.username as string,
    passwordHash: member.passwordHash,
    type: MEMBER_TYPE.MEMBER,
    nickname: shown('nickname'),
    payeeName: shown('payeeName'),
    email: shown('email'),
    countryDialingCode: member.phone?.countryDialingCode ?? null,
    mobileNum: member.phone?.mobileNum ?? null,
    parentId: member.parent?.id ?? null,
    profile: profileOf(body, settings),
    paymentPasswordHash: member.paymentPasswordHash,
    registerIp: ip,
    registerUrl: body.registerUrl ?? null,
    registerMethod: body.registerMethod,
    passwordChangedAt: now,
    firstLoginAt: now,
    lastLoginAt: now,
    createdAt: now,
  };
}

/** A fresh trial account (type 4, demo money, no password) for free play, at the top of the tree. */
export function trialMemberValues(
  merchantCode: string,
  ip: string,
  client: { os?: string | undefined; platform?: string | undefined },
  now: Date,
): NewMember {
  let username = '';
  for (let i = 0; i < 8; i++) username += TRIAL_ALPHABET[randomInt(0, TRIAL_ALPHABET.length)];
  return {
    merchantCode,
    username: `trial_${username}`,
    passwordHash: NO_PASSWORD,
    type: MEMBER_TYPE.TRIAL,
    demo: true,
    registerIp: ip,
    registerMethod: 'FREEPLAY',
    profile: {
      ...(client.os ? { os: client.os } : {}),
      ...(client.platform ? { platform: client.platform } : {}),
    },
    passwordChangedAt: now,
    firstLoginAt: now,
    lastLoginAt: now,
    createdAt: now,
  };
}

/**
 * The agent of an invitation code or of a live referral link (registerCenter): an active agent of
 * this brand, or the code is refused.
 */
async function uplineOf(
  { repo, merchantCode, links }: RegistrationDeps,
  affiliateCode: string | undefined,
): Promise<{ parent: MemberRow | null; link: LiveLink | null }> {
  if (!affiliateCode) return { parent: null, link: null };
  const link = await links.live(affiliateCode);
  const parent = link ? await repo.byId(link.agentId) : await repo.byAffiliateCode(merchantCode, affiliateCode);
  if (!parent || !isAgentType(parent.type) || parent.status !== 'active') throw new AppError('INVALID_INVITATION_CODE');
  return { parent, link };
}

/** New members from the registration form (username- or mobile-register). */
export function createRegistrationService(deps: RegistrationDeps) {
  const { db, merchantCode, clock, throttle, audit, system, captcha, verification, repo } = deps;

  /** The mobile number, free and (when the brand verifies by SMS) proven by its code. */
  async function provenPhone(body: RegisterRequest, identity: IdentitySettings, smsVerify: boolean) {
    if (!body.mobileNum) return null;
    const phone = await verification.normalisePhone(
      body.countryDialingCode ?? identity.defaultCountryDialingCode,
      body.mobileNum,
    );
    if (await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum))
      throw new AppError('MOBILE_TAKEN');
    if (smsVerify) await verification.verifyCode('register', phone, body.verificationCode ?? '');
    return phone;
  }

  async function insertMember(
    kind: RegisterKind,
    body: RegisterRequest,
    settings: RegisterSettings,
    placed: { parent: MemberRow | null; phone: Phone | null; link: LiveLink | null },
    ctx: RequestContext,
  ): Promise<MemberRow> {
    const { parent, link } = placed;
    const now = clock();
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(body.password as string, { ip: ctx.ip }),
      body.paymentPassword && settingOf(settings, 'paymentPassword')?.shown
        ? hashPassword(body.paymentPassword, { ip: ctx.ip })
        : Promise.resolve(null),
    ]);
    return db.transaction(async (tx) => {
      const values = newMemberValues(
        merchantCode,
        body,
        settings,
        { ...placed, passwordHash, paymentPasswordHash },
        ctx.ip,
        now,
      );
      // A link of type AGENT signs up an agent (type 1) that builds its own team below the link's agent.
      if (link?.kind === 'AGENT') values.type = MEMBER_TYPE.AGENT;
      const created = await repo.insert(values, parent?.path ?? '/', tx);
      await deps.records.rememberIp(created.id, ctx.ip, now, tx);
      if (link) await deps.links.recordSignup(tx, created.id, link, now);
      const via = link ? { link: link.id, channel: link.channel, linkKind: link.kind } : {};
      await audit(
        'register',
        created.id,
        ctx.ip,
        { kind, parentId: parent?.id ?? null, userAgent: ctx.userAgent, ...via },
        tx,
      );
      return created;
    });
  }

  return {
    /**
     * Creates an account from the registration form (username- or mobile-register). Checks, in
     * order: fields against the brand's settings, the image captcha, the invitation code, that
     * the username and mobile are free, the SMS code; then creates the member under the agent.
     */
    async register(kind: RegisterKind, body: RegisterRequest, ctx: RequestContext): Promise<MemberRow> {
      const [settings, whitelabel, identity] = await Promise.all([
        system.registerSettings(),
        system.whitelabel(),
        deps.identitySettings.get(),
      ]);
      checkFields(kind, body, settings, whitelabel.SMSVERIFY, identity, clock());
      await throttle(`register:ip:${ctx.ip}`, REGISTRATIONS_PER_IP);
      if (settingOf(settings, 'captcha')?.shown) await captcha.requireImage(body);
      const { parent, link } = await uplineOf(deps, body.affiliateCode);
      if (await repo.byUsername(merchantCode, body.username as string)) throw new AppError('USERNAME_TAKEN');
      const phone = await provenPhone(body, identity, whitelabel.SMSVERIFY);
      try {
        return await insertMember(kind, body, settings, { parent, phone, link }, ctx);
      } catch (error) {
        // Lost a race with a concurrent registration of the same username or number.
        const lost = uniqueViolation(error);
        if (lost) throw new AppError(lost.constraint.includes('mobile') ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
        throw error;
      }
    },
  };
}
