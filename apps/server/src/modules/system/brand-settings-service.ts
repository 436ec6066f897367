import {
  FIXED_LOCALE_REASON,
  LOCKED_REGISTER_FIELDS,
  OFFERED_FLAGS,
  REGISTER_FIELDS,
  registerSettingOf,
  WHITELABEL_FLAG_MEANINGS,
  type BrandFlagView,
  type BrandLocaleView,
  type PasswordExpiryView,
  type RegisterField,
  type RegisterFieldSetting,
  type RegisterFieldView,
  type SetBrandFlag,
  type SetBrandLanguages,
  type SetPasswordExpiry,
  type UpdateRegisterField,
  type WhitelabelFlag,
} from '@fortuna/contracts';
import { PatternId } from '@fortuna/contracts';
import type { DbTransaction } from '../../platform/db.js';
import { validationError } from '../../platform/errors.js';
import { brandChanger, type BrandActor, type BrandChangeDeps } from './brand-change.js';
import { createBrandSettingsRepository, type RegisterFieldRow, type Tx } from './brand-settings-repository.js';
import { readBrandConfig, type SystemService } from './system-service.js';

/** The identity module's password-expiry days (its identity settings), written in the change's transaction. */
export type PasswordExpiryStore = {
  days: (tx?: DbTransaction) => Promise<number>;
  setDays: (days: number, tx: DbTransaction) => Promise<void>;
};

export type BrandSettingsDeps = BrandChangeDeps & {
  system: Pick<SystemService, 'setWhitelabelFlag'>;
  passwordExpiry: PasswordExpiryStore;
};

/** A field that has neither a stored setting nor a platform default is not on the form. */
const hiddenField = (field: RegisterField): RegisterFieldSetting => ({
  field,
  shown: false,
  required: false,
  acceptedPattern: '*',
  patternId: 'LENGTH',
  min: 0,
  max: 50,
});

const settingOfRow = (r: RegisterFieldRow): RegisterFieldSetting => ({
  field: r.field as RegisterField,
  shown: r.shown,
  required: r.required,
  acceptedPattern: r.acceptedPattern,
  patternId: PatternId.catch('LENGTH').parse(r.patternId),
  min: r.minLength,
  max: r.maxLength,
});

/**
 * The console's Brand settings (and the operator CLI's password expiry): flags, registration
 * fields, password expiry and languages; reads are uncached (what is stored now).
 */
export function createBrandSettings(deps: BrandSettingsDeps) {
  const { db, merchantCode } = deps;
  const repo = createBrandSettingsRepository(db, merchantCode);
  const change = brandChanger(deps);

  async function registerFields(tx: Tx = db): Promise<RegisterFieldView[]> {
    const stored = (await repo.registerFields(tx)).map(settingOfRow);
    return REGISTER_FIELDS.map((field) => ({
      ...(registerSettingOf(stored, field) ?? hiddenField(field)),
      locked: LOCKED_REGISTER_FIELDS.includes(field),
    }));
  }

  async function flags(): Promise<BrandFlagView[]> {
    return Promise.all(
      OFFERED_FLAGS.map(async (flag) => ({
        flag,
        meaning: WHITELABEL_FLAG_MEANINGS[flag],
        enabled: await repo.flag(flag),
      })),
    );
  }

  async function passwordExpiry(tx?: DbTransaction): Promise<PasswordExpiryView> {
    const [enabled, days] = await Promise.all([repo.flag('PASSWORDEXPIRY', tx), deps.passwordExpiry.days(tx)]);
    return { enabled, days };
  }

  async function locale(): Promise<BrandLocaleView> {
    return { brand: await readBrandConfig(db, merchantCode), fixedReason: FIXED_LOCALE_REASON };
  }

  return {
    flags,
    registerFields: () => registerFields(),
    passwordExpiry: () => passwordExpiry(),
    locale,

    /** FEATURE_DISABLED when switching on the flag of a module not built yet (the system service refuses it). */
    setFlag: (actor: BrandActor, flag: WhitelabelFlag, body: SetBrandFlag): Promise<BrandFlagView> =>
      change(actor, 'brand.flag', `flag:${flag}`, body.reason, async (tx) => {
        const before = await repo.flag(flag, tx);
        await deps.system.setWhitelabelFlag(flag, body.enabled, tx);
        const view = { flag, meaning: WHITELABEL_FLAG_MEANINGS[flag], enabled: body.enabled };
        return { before: { enabled: before }, after: { enabled: body.enabled }, result: view };
      }),

    updateRegisterField: (
      actor: BrandActor,
      field: RegisterField,
      body: UpdateRegisterField,
    ): Promise<RegisterFieldView> => {
      const locked = LOCKED_REGISTER_FIELDS.includes(field);
      if (locked && !(body.shown && body.required))
        throw validationError([{ path: 'body.shown', message: `${field} must stay shown and required` }]);
      return change(actor, 'brand.registerField', `registerField:${field}`, body.reason, async (tx) => {
        const before = (await registerFields(tx)).find((f) => f.field === field);
        const stored = (await repo.registerFields(tx)).find((r) => r.field === field);
        const { reason: _reason, ...setting } = body;
        await repo.upsertRegisterField(
          {
            field,
            shown: setting.shown,
            required: setting.required,
            acceptedPattern: setting.acceptedPattern,
            patternId: setting.patternId,
            minLength: setting.min,
            maxLength: setting.max,
            sort: stored?.sort ?? REGISTER_FIELDS.indexOf(field),
          },
          tx,
        );
        const after: RegisterFieldView = { field, ...setting, locked };
        return { before, after, result: after };
      });
    },

    /** Both at once: the PASSWORDEXPIRY flag and the days. */
    setPasswordExpiry: (actor: BrandActor, body: SetPasswordExpiry): Promise<PasswordExpiryView> =>
      change(actor, 'brand.passwordExpiry', 'passwordExpiry', body.reason, async (tx) => {
        const before = await passwordExpiry(tx);
        await deps.passwordExpiry.setDays(body.days, tx);
        await deps.system.setWhitelabelFlag('PASSWORDEXPIRY', body.enabled, tx);
        const after = { enabled: body.enabled, days: body.days };
        return { before, after, result: after };
      }),

    setLanguages: async (actor: BrandActor, body: SetBrandLanguages): Promise<BrandLocaleView> => {
      await change(actor, 'brand.languages', 'languages', body.reason, async (tx) => {
        const before = await repo.languages(tx);
        await repo.setLanguages(body.languages, body.defaultLanguage, tx);
        const after = { languages: body.languages, defaultLanguage: body.defaultLanguage };
        return { before, after, result: null };
      });
      return locale();
    },
  };
}
export type BrandSettings = ReturnType<typeof createBrandSettings>;
