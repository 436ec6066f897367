import {
  BrandConfig,
  encryptCustomerServicePath,
  PatternId,
  RegisterField,
  Resources,
  SYSTEM_STATUS,
  WHITELABEL_FLAGS,
  type DomainRoute,
  type HelpCenter,
  type HelpCenterQuery,
  type RegisterSettings,
  type SystemStatus,
  type Whitelabel,
  type WhitelabelFlag,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { isRegionBlocked, normaliseIp } from './region-fns.js';
import { createSystemRepository } from './system-repository.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';

/** How long a snapshot of the brand's settings is reused before it is read again. */
const SNAPSHOT_TTL_MS = 5_000;

type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;
type Repository = ReturnType<typeof createSystemRepository>;

async function merchantRow(repo: Repository, merchantCode: string) {
  const brand = await repo.merchant(merchantCode);
  if (!brand) throw new AppError('UNKNOWN_ERROR', `Merchant ${merchantCode} is not configured`);
  return brand;
}

/** The brand's zone, currency and languages as its merchant row holds them. */
function brandConfigOf(row: Awaited<ReturnType<typeof merchantRow>>): BrandConfig {
  return BrandConfig.parse({
    timeZone: row.timeZone,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    languages: row.languages,
    defaultLanguage: row.defaultLanguage,
  });
}

/** The brand configuration, for tools that run without the server (CLI, checks). */
export async function readBrandConfig(db: Db, merchantCode: string): Promise<BrandConfig> {
  return brandConfigOf(await merchantRow(createSystemRepository(db), merchantCode));
}

async function loadSnapshot(repo: Repository, merchantCode: string, now: Date) {
  const brand = await merchantRow(repo, merchantCode);
  const [flags, register, windows, rules, channels, mirrors] = await Promise.all([
    repo.whitelabelFlags(merchantCode),
    repo.registerSettings(merchantCode),
    repo.openMaintenanceWindows(merchantCode, now),
    repo.regionRules(merchantCode),
    repo.customerService(merchantCode),
    repo.mirrors(merchantCode),
  ]);
  // Unknown flags are off: a module appears only when an operator switches it on.
  const whitelabel = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as Whitelabel;
  for (const row of flags)
    if ((WHITELABEL_FLAGS as readonly string[]).includes(row.flag))
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

export type SystemServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** What demo mode opened on this server (none when not given: CLI tools). */
  demo?: SystemStatus['demo'];
};

export function createSystemService({ db, merchantCode, clock, demo }: SystemServiceDeps) {
  const demoStatus = demo ?? { devInbox: false, sandboxGateway: false };
  const repo = createSystemRepository(db);
  const cached = createRefreshingValue(
    () => loadSnapshot(repo, merchantCode, clock()),
    SNAPSHOT_TTL_MS,
    () => clock().getTime(),
  );
  const snapshot = (): Promise<Snapshot> => cached.get();

  return {
    merchantCode,
    /** Forget the cached snapshot (after an operator changes settings in this process). */
    invalidate() {
      cached.invalidate();
    },

    async status(clientIp: string): Promise<SystemStatus> {
      const snap = await snapshot();
      const now = clock();
      const ip = normaliseIp(clientIp);
      const current = snap.windows.find((w) => w.startsAt <= now && now < w.endsAt) ?? null;
      const needsCountry = snap.rules.some((r) => r.country !== null);
      const country = needsCountry ? await repo.countryOf(ip).catch(() => null) : null;
      const blocked = isRegionBlocked(snap.rules, ip, country);
      // Maintenance wins over region restriction: nobody can use the site during it anyway.
      const status = current
        ? SYSTEM_STATUS.MAINTENANCE
        : blocked
          ? SYSTEM_STATUS.REGION_RESTRICTED
          : SYSTEM_STATUS.NORMAL;
      const next = current ?? snap.windows.find((w) => w.startsAt > now) ?? null;
      const customerService = await Promise.all(
        snap.channels.map(async (c) => ({
          type: c.type,
          csPosition: c.csPosition,
          csType: c.csType,
          title: c.title,
          path: await encryptCustomerServicePath(merchantCode, c.path),
        })),
      );
      return {
        status,
        maintenance: current !== null,
        regionRestriction: blocked,
        maintenanceStart: next ? next.startsAt.toISOString() : null,
        maintenanceEnd: next ? next.endsAt.toISOString() : null,
        location: { ip, country },
        info: {
          merchantCode,
          customerService,
          domainRoute: snap.domainRoute,
          resources: snap.resources,
          whitelabel: snap.whitelabel,
          register: snap.registerSettings,
          mainDomain: snap.brand.mainDomain,
          brand: snap.config,
        },
        analytics: { gtagId: snap.brand.gtagId },
        demo: demoStatus,
        imageCDNs: snap.brand.imageCdns,
        launchGameCDNs: snap.brand.launchGameCdns,
      };
    },

    /** launchGameCDNs: the hosts game clients are launched on. */
    async launchHosts(): Promise<string[]> {
      return (await snapshot()).brand.launchGameCdns;
    },

    /** The brand's zone, currency (ISO code and the symbol shown beside amounts) and languages. */
    async brand(): Promise<BrandConfig> {
      return (await snapshot()).config;
    },

    async currency(): Promise<BrandConfig['currency']> {
      return (await snapshot()).config.currency;
    },

    async whitelabel(): Promise<Whitelabel> {
      return (await snapshot()).whitelabel;
    },

    /** Operator tools: one flag as stored now (uncached; a flag without a row is off). */
    async whitelabelFlag(flag: WhitelabelFlag): Promise<boolean> {
      return (await repo.whitelabelFlags(merchantCode)).find((row) => row.flag === flag)?.enabled ?? false;
    },

    /** Operator tools: switches a flag, inside the caller's transaction when given one. */
    async setWhitelabelFlag(flag: WhitelabelFlag, enabled: boolean, tx?: Pick<Db, 'insert'>): Promise<void> {
      await repo.setWhitelabelFlag(merchantCode, flag, enabled, tx);
      cached.invalidate();
    },

    async registerSettings(): Promise<RegisterSettings> {
      return (await snapshot()).registerSettings;
    },

    async domainRoute(): Promise<DomainRoute> {
      return (await snapshot()).domainRoute;
    },

    async helpCenter(query: HelpCenterQuery): Promise<HelpCenter> {
      const rows = await repo.helpArticles(merchantCode, query.lang, query.device);
      return rows.map((r) => ({
        id: r.id,
        key: r.key,
        category: r.category,
        title: r.title,
        content: r.content,
        sort: r.sort,
      }));
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
