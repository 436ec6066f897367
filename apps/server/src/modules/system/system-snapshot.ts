import { BrandConfig, isBuiltFlag, PatternId, RegisterField, Resources, WHITELABEL_FLAGS } from '@fortuna/contracts';
import type { DomainRoute, RegisterSettings, Whitelabel, WhitelabelFlag } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { createSystemRepository } from './system-repository.js';

/** How long a snapshot of the brand's settings is reused before it is read again. */
export const SNAPSHOT_TTL_MS = 5_000;

export type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;
export type Repository = ReturnType<typeof createSystemRepository>;

export async function merchantRow(repo: Repository, merchantCode: string) {
  const brand = await repo.merchant(merchantCode);
  if (!brand) throw new AppError('UNKNOWN_ERROR', `Merchant ${merchantCode} is not configured`);
  return brand;
}

/** The brand's zone, currency and languages as its merchant row holds them. */
export function brandConfigOf(row: Awaited<ReturnType<typeof merchantRow>>): BrandConfig {
  return BrandConfig.parse({
    timeZone: row.timeZone,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    languages: row.languages,
    defaultLanguage: row.defaultLanguage,
  });
}

/** Everything the brand's settings say, read at `now` (the service caches it for SNAPSHOT_TTL_MS). */
export async function loadSnapshot(repo: Repository, merchantCode: string, now: Date) {
  const brand = await merchantRow(repo, merchantCode);
  const [flags, register, windows, rules, channels, mirrors] = await Promise.all([
    repo.whitelabelFlags(merchantCode),
    repo.registerSettings(merchantCode),
    repo.openMaintenanceWindows(merchantCode, now),
    repo.regionRules(merchantCode),
    repo.customerService(merchantCode),
    repo.mirrors(merchantCode),
  ]);
  // Unknown flags are off: a module appears only when an operator switches it on, and only once
  // it is built (a stored "on" of an unbuilt module's flag is served off).
  const whitelabel = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as Whitelabel;
  for (const row of flags)
    if ((WHITELABEL_FLAGS as readonly string[]).includes(row.flag) && isBuiltFlag(row.flag as WhitelabelFlag))
      whitelabel[row.flag as keyof Whitelabel] = row.enabled;
  const registerSettings: RegisterSettings = register.map((r) => ({
    field: RegisterField.parse(r.field),
    shown: r.shown,
    required: r.required,
    acceptedPattern: r.acceptedPattern,
    patternId: PatternId.parse(r.patternId),
    min: r.minLength,
    max: r.maxLength,
  }));
  const domainRoute: DomainRoute = {
    mainDomain: brand.mainDomain,
    agentDomain: brand.agentDomain,
    mirrors: mirrors.map((m) => ({ url: m.url, label: m.label, verified: m.verified })),
  };
  return {
    loadedAt: now.getTime(),
    brand,
    config: brandConfigOf(brand),
    resources: Resources.parse(brand.resources),
    whitelabel,
    registerSettings,
    windows,
    rules,
    channels,
    domainRoute,
  };
}
