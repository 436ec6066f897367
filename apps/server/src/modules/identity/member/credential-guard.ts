import type { CredentialChange, FreshProof } from '@fortuna/contracts';
import { AppError, validationError } from '../../../platform/errors.js';
import type { MailProvider, SmsProvider } from '../../../platform/messaging.js';
import type { ServiceBasics } from '../../../platform/service-basics.js';
import type { MessagesService } from '../../messages/messages-service.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import { verifyTotp } from '../session/totp-fns.js';
import type { IdentitySettingsService } from './identity-settings-service.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import { verifyPassword } from './password-fns.js';

const MINUTE = 60_000;

const CHANGE_WORDS: Record<CredentialChange, string> = {
  loginPassword: 'login password',
  paymentPassword: 'withdraw password',
  authenticator: 'authenticator',
  mobile: 'mobile number',
  email: 'e-mail address',
  payoutAccount: 'payout accounts',
};

export type CredentialGuardDeps = ServiceBasics & {
  /** Wrong proofs count as login-password and authenticator tries (5 in a row lock the kind). */
  attempts: AttemptLimits;
  sms: SmsProvider;
  mail: MailProvider;
  notices: Pick<MessagesService, 'record' | 'announce'>;
  identitySettings: IdentitySettingsService;
  repo: MemberRepository;
};

/** Tells the member on the mobile and e-mail bound before the change, and in a notice. */
async function notify(
  { clock, sms, mail, notices }: CredentialGuardDeps,
  before: MemberRow,
  change: CredentialChange,
  openAt: Date | null,
): Promise<void> {
  const held = openAt ? ` Withdrawals are paused until ${openAt.toISOString()} (UTC).` : '';
  const text = `Your Fortuna ${CHANGE_WORDS[change]} was changed.${held} If this was not you, contact customer service now.`;
  const sends: Promise<void>[] = [];
  if (before.mobileNum && before.countryDialingCode)
    sends.push(sms.send(`+${before.countryDialingCode}${before.mobileNum}`, text));
  if (before.email) sends.push(mail.send(before.email, 'Your security settings changed', text));
  await Promise.all(sends);
  const notice = await notices.record({
    memberId: before.id,
    kind: 'SECURITY_CHANGED',
    params: { change, ...(openAt ? { openAt: openAt.toISOString() } : {}) },
    dedupeKey: `security:${before.id}:${change}:${clock().getTime()}`,
  });
  await notices.announce(before.id, notice);
}

/**
 * A stolen session must not become a takeover: every credential change proves the login password
 * (and the authenticator's code when one is bound), tells the member on the channels bound before
 * the change, and — unless it is the first setting — holds withdrawals for the brand's hours.
 */
export function createCredentialGuard(deps: CredentialGuardDeps) {
  const { clock, audit, attempts, repo } = deps;

  const guard = {
    /** Refuses unless `proof` holds the login password and, when one is bound, the authenticator's code. */
    async prove(row: MemberRow, proof: FreshProof, ip: string): Promise<void> {
      await guard.provePassword(row, proof.loginPassword, ip);
      await guard.proveAuthenticator(row, proof.totpCode, ip);
    },

    /** The login password alone (a counted login-password try). */
    async provePassword(row: MemberRow, loginPassword: string, ip: string): Promise<void> {
      await attempts.attempt(row.id, 'loginPassword', ip, async () => {
        if (await verifyPassword(row.passwordHash, loginPassword, { ip, memberId: row.id })) return;
        await audit('reauth.failure', row.id, ip, { reason: 'loginPassword' });
        throw new AppError('LOGIN_PASSWORD_INCORRECT');
      });
    },

    /** The authenticator's current code when one is bound (`field`: where a missing code is reported). */
    async proveAuthenticator(row: MemberRow, totpCode: string | undefined, ip: string, field = 'totpCode') {
      const secret = row.totpSecret;
      if (!secret) return;
      if (!totpCode) throw validationError([{ path: `body.${field}`, message: 'validation:required' }]);
      await attempts.attempt(row.id, 'totp', ip, async () => {
        if (verifyTotp(secret, totpCode, clock().getTime())) return;
        await audit('reauth.failure', row.id, ip, { reason: 'authenticator' });
        throw new AppError('AUTHENTICATOR_CODE_INVALID');
      });
    },

    /**
     * After a change: audit it, hold withdrawals unless it was the first setting, and tell the
     * member on the channels bound before it (`before`, the row as it was). Answers when
     * withdrawals open again (null: not held).
     */
    async changed(before: MemberRow, change: CredentialChange, first: boolean, ip: string): Promise<Date | null> {
      const now = clock();
      const holdHours = first ? 0 : (await deps.identitySettings.get()).credentialChangeHoldHours;
      if (!first) await repo.update(before.id, { credentialsChangedAt: now });
      const openAt = holdHours > 0 ? new Date(now.getTime() + holdHours * 60 * MINUTE) : null;
      await audit('credentials.change', before.id, ip, { change, first, openAt: openAt?.toISOString() ?? null });
      await notify(deps, before, change, openAt);
      return openAt;
    },

    /** When the member's withdrawals open again after the last credential change; null when open. */
    async withdrawalsHeldUntil(credentialsChangedAt: Date | null): Promise<Date | null> {
      if (!credentialsChangedAt) return null;
      const hours = (await deps.identitySettings.get()).credentialChangeHoldHours;
      const openAt = new Date(credentialsChangedAt.getTime() + hours * 60 * MINUTE);
      return openAt > clock() ? openAt : null;
    },

    /** prove() for a module that holds only the member's id; answers the row as it was before the change. */
    async proveMember(memberId: number, proof: FreshProof, ip: string): Promise<MemberRow> {
      const row = await repo.byId(memberId);
      if (!row) throw new AppError('NOT_LOGGED_IN');
      await guard.prove(row, proof, ip);
      return row;
    },
  };
  return guard;
}
export type CredentialGuard = ReturnType<typeof createCredentialGuard>;
