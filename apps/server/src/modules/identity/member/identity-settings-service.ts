import type { Db } from '../../../platform/db.js';
import { createRefreshingValue } from '../../../platform/refreshing-value.js';
import { createIdentitySettingsRepository } from './identity-settings-repository.js';
import type { Tx } from './member-repository.js';

const SETTINGS_TTL_MS = 5_000;

export type IdentitySettings = {
  smsCodeMinutes: number;
  passwordExpiryDays: number;
  weakDefaultPassword: string;
  defaultCountryDialingCode: string;
  /** Hours withdrawals wait after a credential change that is not a first setting (0 = none). */
  credentialChangeHoldHours: number;
};
export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  smsCodeMinutes: 5,
  passwordExpiryDays: 90,
  weakDefaultPassword: 'a123456',
  defaultCountryDialingCode: '63',
  credentialChangeHoldHours: 24,
};

/** The brand's identity settings; defaults when the brand has no row. */
export function createIdentitySettingsService(deps: { db: Db; merchantCode: string; clock: () => Date }) {
  const { merchantCode, clock } = deps;
  const repo = createIdentitySettingsRepository(deps.db);
  const read = async (tx?: Tx): Promise<IdentitySettings> => {
    const row = await repo.get(merchantCode, tx);
    return row ? { ...DEFAULT_IDENTITY_SETTINGS, ...row } : DEFAULT_IDENTITY_SETTINGS;
  };
  const cached = createRefreshingValue(read, SETTINGS_TTL_MS, () => clock().getTime());
  return {
    /** Cached for 5 s: read on every login and code send. */
    get: (): Promise<IdentitySettings> => cached.get(),
    /** Uncached, for operator tools. */
    read,
    /** Forget the cached settings (an operator changed them, here or on another instance). */
    invalidate: () => cached.invalidate(),
    async setPasswordExpiryDays(days: number, tx?: Tx): Promise<void> {
      await repo.setPasswordExpiryDays({ ...(await read(tx)), merchantCode, passwordExpiryDays: days }, tx);
      cached.invalidate();
    },
  };
}
export type IdentitySettingsService = ReturnType<typeof createIdentitySettingsService>;
