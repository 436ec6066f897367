import { PASSWORD_EXPIRY_MAX_DAYS } from '@fortuna/contracts';
import { createAuditChain } from '../../../platform/audit-chain.js';
import type { Db } from '../../../platform/db.js';
import { createBrandSettings } from '../../system/brand-settings-service.js';
import { createSystemService } from '../../system/system-service.js';
import { createIdentitySettingsService } from './identity-settings-service.js';

const USAGE = 'usage: passwords expiry [on|off] [<days>]';
const MAX_DAYS = PASSWORD_EXPIRY_MAX_DAYS;

/**
 * Operator CLI for the password expiry policy (the console's service; on the audit chain as `operator`):
 *   passwords expiry                 show it
 *   passwords expiry <days>          a password expires <days> after it was set (1–3650)
 *   passwords expiry on|off          the PASSWORDEXPIRY flag: whether expiry applies at all
 *   passwords expiry on 60           both at once
 * An expired password makes the next username login report passwordExpired, and the site then
 * asks for a new one (spec §4 Login).
 */
export async function runPasswordCommand(
  db: Db,
  merchantCode: string,
  args: string[],
  operator: string,
  now: Date,
): Promise<string> {
  const [, action, ...rest] = args;
  if (action !== 'expiry' || rest.length > 2) throw new Error(USAGE);
  let enabled: boolean | undefined;
  let days: number | undefined;
  for (const arg of rest) {
    if ((arg === 'on' || arg === 'off') && enabled === undefined) enabled = arg === 'on';
    else if (/^\d+$/.test(arg) && days === undefined) days = Number(arg);
    else throw new Error(`${USAGE}\nNot understood: ${arg}`);
  }
  if (days !== undefined && (days < 1 || days > MAX_DAYS)) throw new Error(`days must be between 1 and ${MAX_DAYS}`);

  const clock = () => now;
  const system = createSystemService({ db, merchantCode, clock });
  const identity = createIdentitySettingsService({ db, merchantCode, clock });
  const settings = createBrandSettings({
    db,
    merchantCode,
    clock,
    auditChain: createAuditChain(db, merchantCode, clock),
    invalidate: () => undefined,
    announce: () => Promise.resolve(),
    system,
    passwordExpiry: {
      days: async (tx) => (await identity.read(tx)).passwordExpiryDays,
      setDays: (value, tx) => identity.setPasswordExpiryDays(value, tx),
    },
  });
  const current = await settings.passwordExpiry();
  const { enabled: on, days: currentDays } =
    days !== undefined || enabled !== undefined
      ? await settings.setPasswordExpiry(
          { kind: 'cli', name: operator, ip: null },
          { enabled: enabled ?? current.enabled, days: days ?? current.days, reason: 'passwords expiry with the CLI' },
        )
      : current;
  return on
    ? `password expiry: on, passwords expire ${currentDays} days after they are set`
    : `password expiry: off (${currentDays} days when on)`;
}
