import type {
  BrandConfig,
  DomainRoute,
  HelpCenter,
  HelpCenterQuery,
  RegisterSettings,
  SystemStatus,
  Whitelabel,
  WhitelabelFlag,
} from '@fortuna/contracts';
import { isBuiltFlag } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { Db } from '../../platform/db.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';
import { createSystemRepository } from './system-repository.js';
import { brandConfigOf, loadSnapshot, merchantRow, SNAPSHOT_TTL_MS, type Snapshot } from './system-snapshot.js';
import { systemStatusOf } from './system-status.js';

/** The brand configuration, for tools that run without the server (CLI, checks). */
export async function readBrandConfig(db: Db, merchantCode: string): Promise<BrandConfig> {
  return brandConfigOf(await merchantRow(createSystemRepository(db), merchantCode));
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
      return systemStatusOf(await snapshot(), { repo, merchantCode, now: clock(), clientIp, demo: demoStatus });
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

    /**
     * Operator tools: switches a flag, inside the caller's transaction when given one. A flag of a
     * module not built yet cannot be switched on (FEATURE_DISABLED).
     */
    async setWhitelabelFlag(flag: WhitelabelFlag, enabled: boolean, tx?: Pick<Db, 'insert'>): Promise<void> {
      if (enabled && !isBuiltFlag(flag)) throw new AppError('FEATURE_DISABLED');
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
