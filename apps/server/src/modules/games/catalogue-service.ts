import { prizeModeOf, SECOND_LANGUAGE_CLASSIFICATION, type GameVendorData, type Whitelabel } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { createCatalogueLists } from './catalogue-lists.js';
import { buildSearchIndex } from './catalogue-search.js';
import { createCatalogueMenus } from './catalogue-menus.js';
import { buildCategories, loadSnapshot, type Snapshot } from './catalogue-snapshot.js';
import { createGamesRepository, type VendorRow } from './games-repository.js';

/** How long the vendor data is reused before the DB is read again. */
const SNAPSHOT_TTL_MS = 5_000;

/** The vendor cards whose maintenance window holds `now`: when this changes, cached answers are stale. */
export function maintenanceKey(vendors: readonly VendorRow[], now: number): string {
  const inside = (v: VendorRow) =>
    v.maintenance_start !== null &&
    v.maintenance_end !== null &&
    new Date(v.maintenance_start).getTime() <= now &&
    now < new Date(v.maintenance_end).getTime();
  return vendors
    .filter(inside)
    .map((v) => `${v.vassalage}/${v.game_type}`)
    .join(',');
}

export type CatalogueDeps = { db: Db; merchantCode: string; clock: () => Date; whitelabel: () => Promise<Whitelabel> };

export function createCatalogueService({ db, merchantCode, clock, whitelabel }: CatalogueDeps) {
  const repo = createGamesRepository(db, clock);
  const cache = createCatalogueCache({ clock, loadSearchIndex: () => repo.searchable().then(buildSearchIndex) });
  const cached = createRefreshingValue(
    () => loadSnapshot(repo),
    SNAPSHOT_TTL_MS,
    () => clock().getTime(),
  );
  // Cached answers carry each vendor's status as it was when they were computed: when a maintenance
  // window opens or closes (no write announces it), every cached answer and the snapshot go.
  let windowKey: string | null = null;
  async function snapshot(): Promise<Snapshot> {
    const snap = await cached.get();
    const key = maintenanceKey(snap.vendors, clock().getTime());
    if (windowKey === null || key === windowKey) {
      windowKey = key;
      return snap;
    }
    windowKey = key;
    cached.invalidate();
    cache.invalidate();
    return cached.get();
  }
  // Every cached read looks at the windows first (the snapshot is itself cached: a cheap check).
  const answers: typeof cache = {
    ...cache,
    searchableGames: async () => (await snapshot(), cache.searchableGames()),
    answer: async <T>(key: string, compute: () => Promise<T>) => (await snapshot(), cache.answer(key, compute)),
  };

  /** Bingo (BG) is offered only with the brand's second language (spec §2 "Slot sub-categories"). */
  const hiddenClassifications = async (): Promise<string[]> =>
    (await whitelabel()).SECONDLANG ? [] : [SECOND_LANGUAGE_CLASSIFICATION];

  /** Cached by the query and the brand flags (catalogue-cache.ts). */
  async function cachedAnswer<T>(kind: string, query: object, compute: (hidden: string[]) => Promise<T>): Promise<T> {
    const hidden = await hiddenClassifications();
    return answers.answer(JSON.stringify([kind, query, hidden]), () => compute(hidden));
  }

  async function vendorData(): Promise<GameVendorData> {
    const categories = buildCategories(await snapshot(), await hiddenClassifications());
    return { prizeMode: prizeModeOf(categories), categories };
  }

  const lists = createCatalogueLists({
    repo,
    answers,
    snapshot,
    cachedAnswer,
    hiddenClassifications,
    merchantCode,
    clock,
  });

  return {
    /** Forget cached vendor data and list answers (after an import or an operator change). */
    invalidate() {
      cached.invalidate();
      cache.invalidate();
    },
    vendorData,

    ...lists,

    ...createCatalogueMenus({ repo, snapshot, hiddenClassifications, vendorData }),

    /** The game a launch opens (play), with its vendor's status. */
    launchable: (nodeId: number) => repo.launchable(nodeId),

    /** For the artwork routes. */
    gameForArt: (nodeId: number) => repo.byNodeId(nodeId),
    vendorForArt: (vassalage: string) => repo.vendor(vassalage),
    repo,
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
