import { createAudit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db.js';
import { createSystemService } from '../../system/system-service.js';
import { createIdentitySettingsService } from './identity-settings-service.js';

const USAGE = 'usage: passwords expiry [on|off] [<days>]';
const MAX_DAYS = 3650;

/**
 * Operator CLI for the password expiry policy (audited):
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

  const system = createSystemService({ db, merchantCode, clock: () => now });
  const identity = createIdentitySettingsService({ db, merchantCode, clock: () => now });
  if (days !== undefined || enabled !== undefined) {
    await db.transaction(async (tx) => {
      if (days !== undefined) await identity.setPasswordExpiryDays(days, tx);
      if (enabled !== undefined) await system.setWhitelabelFlag('PASSWORDEXPIRY', enabled, tx);
      const audit = createAudit(db, merchantCode, () => now);
      await audit(
        'settings.password_expiry',
        null,
        null,
        { operator, ...(days !== undefined ? { days } : {}), ...(enabled !== undefined ? { enabled } : {}) },
        tx,
      );
    });
  }

  const currentDays = (await identity.read()).passwordExpiryDays;
  return (await system.whitelabelFlag('PASSWORDEXPIRY'))
    ? `password expiry: on, passwords expire ${currentDays} days after they are set`
    : `password expiry: off (${currentDays} days when on)`;
}
