import {
  categoryTitle,
  classificationTitle,
  prizeModeOf,
  searchWords,
  SECOND_LANGUAGE_CLASSIFICATION,
  SLOT_CLASSIFICATIONS,
  splitSportsCategories,
  VENDOR_CATEGORIES,
  type GameListPage,
  type GameListQuery,
  type GameMenus,
  type GameVendorData,
  type HotGamesQuery,
  type NewGameVendor,
  type NewGameVendorQuery,
  type PrizeMode,
  type RankList,
  type RankListQuery,
  type VassGameType,
  type VendorCard,
  type VendorCategoryEntry,
  type VnGameMenu,
  type Whitelabel,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import {
  createLruCache,
  formatWinAmount,
  gameArtPath,
  vendorArtPath,
  lobbyCategoryOf,
  maskCustomerName,
  toGame,
  totalPages,
  type GameRow,
} from './games-fns.js';
import { answeredGame, buildSearchIndex, searchCatalogue, type SearchIndex } from './catalogue-search.js';
import { reusableJson } from '../../platform/trusted-serializer.js';
import { createGamesRepository, type GameFilter, type VendorRow } from './games-repository.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';

/** How long the vendor data and cached list answers are reused before the DB is read again. */
const SNAPSHOT_TTL_MS = 5_000;
const LIST_CACHE_TTL_MS = 30_000;
const LIST_STALE_LIMIT_MS = 300_000;
const LIST_CACHE_ENTRIES = 2_000;
const HOT_GAMES_MAX = 100;
const NEW_LANE_SIZE = 12;

/** The lottery vendors whose games each prize mode's menu lists (ZY, self-run, is our own lottery). */
export const PRIZE_MODE_VENDORS: Record<PrizeMode, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};
const LOTTERY_GROUP_TITLES: Record<string, string> = {
  SSC: 'SSC',
  PK10: 'PK10',
  K3: 'K3',
  '11X5': '11x5',
  THAI: 'Thai Lottery',
  '4D': '4D',
  NORTH: 'Northern',
  CENTRAL: 'Central',
  SOUTH: 'Southern',
  FAST: 'Fast Draws',
};

type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

async function loadSnapshot(repo: ReturnType<typeof createGamesRepository>) {
  const [vendors, classes, lobbies] = await Promise.all([repo.vendors(), repo.classifications(), repo.lobbyEntries()]);
  const key = (vassalage: string, gameType: string) => `${vassalage}\u0000${gameType}`;
  const lobby = new Map(lobbies.map((l) => [key(l.vassalage, l.game_type), Number(l.node_id)]));
  const classesOf = new Map<string, Set<string>>();
  for (const c of classes) {
    const k = key(c.vassalage, c.game_type);
    if (!classesOf.has(k)) classesOf.set(k, new Set());
    classesOf.get(k)?.add(c.game_classify);
  }
  const card = (v: VendorRow): VendorCard => ({
    vassalage: v.vassalage,
    displayName: v.display_name,
    gameType: v.game_type,
    lagerIcon: v.lager_icon ?? vendorArtPath(v.vassalage),
    status: v.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'ACTIVE',
    sort: v.sort,
    lobbyNodeId: lobby.get(key(v.vassalage, v.game_type)) ?? null,
  });
  return {
    vendors,
    cards: vendors.map(card),
    classesOf: (v: { vassalage: string; gameType: string }) =>
      classesOf.get(key(v.vassalage, v.gameType)) ?? new Set<string>(),
  };
}

/** Vendor categories in menu order, split per spec §4; slot classifications for RNG only. */
function buildCategories(snap: Snapshot, hidden: readonly string[]): VendorCategoryEntry[] {
  const raw: VendorCategoryEntry[] = [];
  for (const category of VENDOR_CATEGORIES) {
    const vendors = snap.cards.filter((c) => c.gameType === category);
    if (vendors.length === 0) continue;
    const gameClassify =
      category === 'RNG'
        ? SLOT_CLASSIFICATIONS.filter((code) => !hidden.includes(code))
            .map((code) => ({
              gameClassify: code,
              title: classificationTitle(code),
              vendors: vendors.filter((v) => snap.classesOf(v).has(code)),
            }))
            .filter((entry) => entry.vendors.length > 0)
        : [];
    raw.push({ gameCategory: category, title: categoryTitle(category), vendors, gameClassify });
  }
  return splitSportsCategories(raw);
}

export type CatalogueDeps = { db: Db; merchantCode: string; clock: () => Date; whitelabel: () => Promise<Whitelabel> };

export function createCatalogueService({ db, merchantCode, clock, whitelabel }: CatalogueDeps) {
  const repo = createGamesRepository(db);
  // Entries live up to LIST_STALE_LIMIT_MS; past LIST_CACHE_TTL_MS they are refreshed in the background.
  const listCache = createLruCache<{ value: Promise<unknown>; at: number; refreshing: boolean }>(
    LIST_CACHE_ENTRIES,
    LIST_STALE_LIMIT_MS,
    () => clock().getTime(),
  );
  let cacheGeneration = 0;
  // The listable catalogue for name searches (catalogue-search.ts), loaded on the first search.
  let searchable: Promise<SearchIndex> | null = null;
  const searchableGames = (): Promise<SearchIndex> => {
    if (searchable) return searchable;
    const generation = cacheGeneration;
    const loading = repo.searchable().then(buildSearchIndex);
    searchable = loading;
    loading.then(
      () => {
        if (generation !== cacheGeneration && searchable === loading) searchable = null;
      },
      () => {
        if (searchable === loading) searchable = null;
      },
    );
    return loading;
  };
  const cached = createRefreshingValue(
    () => loadSnapshot(repo),
    SNAPSHOT_TTL_MS,
    () => clock().getTime(),
  );
  const snapshot = (): Promise<Snapshot> => cached.get();

  /** Bingo (BG) is offered only with the brand's second language (spec §2 "Slot sub-categories"). */
  const hiddenClassifications = async (): Promise<string[]> =>
    (await whitelabel()).SECONDLANG ? [] : [SECOND_LANGUAGE_CLASSIFICATION];

  /**
   * Public answers depend only on the query and the brand flags, so they are cached until the
   * catalogue changes. Concurrent misses share one query; an answer older than LIST_CACHE_TTL_MS is
   * still served while one background query refreshes it, so expiry never stalls a burst of callers.
   */
  async function cachedAnswer<T>(kind: string, query: object, compute: (hidden: string[]) => Promise<T>): Promise<T> {
    const hidden = await hiddenClassifications();
    const key = JSON.stringify([kind, query, hidden]);
    const now = clock().getTime();
    const hit = listCache.get(key);
    if (hit) {
      if (now - hit.at > LIST_CACHE_TTL_MS && !hit.refreshing) {
        hit.refreshing = true;
        const generation = cacheGeneration;
        const next = compute(hidden).then(reused);
        next.then(
          () => {
            if (generation === cacheGeneration)
              listCache.set(key, { value: next, at: clock().getTime(), refreshing: false });
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value as Promise<T>;
    }
    const value = compute(hidden).then(reused);
    listCache.set(key, { value, at: now, refreshing: false });
    value.catch(() => listCache.delete(key));
    return value;
  }

  /** A cached answer is shared by every caller until it expires: its JSON text is written once. */
  const reused = <T>(answer: T): T => (typeof answer === 'object' && answer !== null ? reusableJson(answer) : answer);

  async function vendorData(): Promise<GameVendorData> {
    const categories = buildCategories(await snapshot(), await hiddenClassifications());
    return { prizeMode: prizeModeOf(categories), categories };
  }

  async function lotteryGroups(vendors: string[], language: string | undefined) {
    const rows = await repo.rows({ vendors, gamesOnly: true }, 500);
    const groups = new Map<string, GameRow[]>();
    for (const row of rows) {
      const group = row.game_classify ?? 'OTHER';
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)?.push(row);
    }
    const order = Object.keys(LOTTERY_GROUP_TITLES);
    const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
    return [...groups]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([code, members]) => ({
        gameClassify: code,
        title: LOTTERY_GROUP_TITLES[code] ?? code,
        games: members.map((r) => toGame(r, language)),
      }));
  }

  return {
    /** Forget cached vendor data and list answers (after an import or an operator change). */
    invalidate() {
      cached.invalidate();
      cacheGeneration++;
      searchable = null;
      listCache.clear();
    },
    vendorData,

    /** GCSGAME_gameList. FAV and RECENT filters need the member; `null` when not logged in. */
    async gameList(query: GameListQuery, memberId: number | null): Promise<GameListPage> {
      const filterType = query.filterType ?? 'ALL';
      if ((filterType === 'FAV' || filterType === 'RECENT') && memberId === null) throw new AppError('NOT_LOGGED_IN');
      const words = searchWords(query.gameName ?? '');
      const compute = async (hidden: string[]): Promise<GameListPage> => {
        const empty = { list: [], pageNo: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
        // A search box holding only punctuation matches nothing rather than everything.
        if (query.gameName && words.length === 0) return empty;
        const filter: GameFilter = {
          category: query.gameType,
          vassalage: query.vassalage,
          gameClassify: query.gameClassify,
          hiddenClassifications: hidden,
          words,
          hotOnly: filterType === 'HOT',
          newOnly: filterType === 'NEW',
          favouritesOf: filterType === 'FAV' ? (memberId ?? undefined) : undefined,
          recentOf: filterType === 'RECENT' ? (memberId ?? undefined) : undefined,
        };
        const offset = (query.pageNo - 1) * query.pageSize;
        if (words.length > 0 && filter.favouritesOf === undefined && filter.recentOf === undefined) {
          const index = await searchableGames();
          const { positions, total } = searchCatalogue(index, filter, query.pageSize, offset);
          const list = positions.map((at) => answeredGame(index, at, query.language));
          return { ...empty, list, total, totalPages: totalPages(total, query.pageSize) };
        }
        const { rows, total } = await repo.page(filter, query.pageSize, offset);
        return {
          ...empty,
          list: rows.map((r) => toGame(r, query.language)),
          total,
          totalPages: totalPages(total, query.pageSize),
        };
      };
      if (filterType === 'FAV' || filterType === 'RECENT') return compute(await hiddenClassifications());
      // A name search is answered from the in-memory index as fast as from the cache, and its
      // terms are too many to be worth keeping: only lists without a term are cached.
      if (words.length > 0) return compute(await hiddenClassifications());
      const { clientType: _c, platform: _p, merchant: _m, ...key } = query;
      return cachedAnswer('list', key, compute);
    },

    /** hotGamesV2 / gameHot: hot games, optionally of one category or vendor. */
    hotGames(query: HotGamesQuery) {
      const key = { gameType: query.gameType, vassalage: query.vassalage, language: query.language };
      return cachedAnswer('hot', key, async (hidden) => {
        const rows = await repo.rows(
          { category: query.gameType, vassalage: query.vassalage, hotOnly: true, hiddenClassifications: hidden },
          HOT_GAMES_MAX,
        );
        return rows.map((r) => toGame(r, query.language));
      });
    },

    /** newGameVendor: one lane per vendor that has new games. */
    newGameVendor(query: NewGameVendorQuery): Promise<NewGameVendor> {
      return cachedAnswer('new', { gameType: query.gameType, language: query.language }, async (hidden) => {
        const [snap, rows] = await Promise.all([
          snapshot(),
          repo.rows({ category: query.gameType, newOnly: true, hiddenClassifications: hidden }, 1_000),
        ]);
        const lanes = snap.cards
          .map((card) => ({
            ...card,
            games: rows
              .filter((r) => r.vassalage === card.vassalage && r.game_type === card.gameType)
              .slice(0, NEW_LANE_SIZE)
              .map((r) => toGame(r, query.language)),
          }))
          .filter((lane) => lane.games.length > 0);
        return { lanes };
      });
    },

    /** vassGameType: each vendor card with its lobby category and classifications. */
    async vassGameType(query: {
      vassalage?: string | undefined;
      gameType?: string | undefined;
    }): Promise<VassGameType> {
      const [snap, hidden] = await Promise.all([snapshot(), hiddenClassifications()]);
      return snap.cards
        .map((card) => ({
          vassalage: card.vassalage,
          displayName: card.displayName,
          gameType: card.gameType,
          gameCategory: lobbyCategoryOf(card.vassalage, card.gameType),
          gameClassify: [...snap.classesOf(card)].filter((c) => !hidden.includes(c)).sort(),
        }))
        .filter(
          (e) =>
            (!query.vassalage || e.vassalage === query.vassalage) &&
            (!query.gameType || e.gameCategory === query.gameType),
        );
    },

    /** /lgw/games/game_menus: the lottery games of a prize mode (default: the brand's prize mode). */
    async gameMenus(query: { prizeMode?: PrizeMode | undefined; language?: string | undefined }): Promise<GameMenus> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, menus: await lotteryGroups(PRIZE_MODE_VENDORS[prizeMode], query.language) };
    },

    /** /lgw/vn/games/game_menu: the Vietnamese lottery by region. */
    async vnGameMenu(query: { prizeMode?: PrizeMode | undefined; language?: string | undefined }): Promise<VnGameMenu> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, regions: await lotteryGroups(['TCG_LOTTO_VN'], query.language) };
    },

    /** /lgw/vn/games/game_menu/recent: the member's recently played Vietnamese lottery games. */
    async vnRecent(memberId: number | null, language: string | undefined) {
      if (memberId === null) return [];
      const rows = await repo.rows({ vendors: ['TCG_LOTTO_VN'], recentOf: memberId }, 12);
      return rows.map((r) => toGame(r, language));
    },

    /** GCSGAME_getRankList: the biggest wins, names masked. */
    rankList(query: RankListQuery): Promise<RankList> {
      const category = query.gameCategory && query.gameCategory !== 'ALL' ? query.gameCategory : undefined;
      return cachedAnswer('rank', { category, limit: query.limitNum, language: query.language }, async () => {
        const rows = await repo.winners(merchantCode, category, query.limitNum);
        return rows.map((w) => ({
          vo: {
            iconUrl: w.icon_url ?? gameArtPath(w.node_id),
            customerName: maskCustomerName(w.customer_name),
            gameName: (query.language && w.names?.[query.language]) || w.game_name,
            winAmount: formatWinAmount(BigInt(w.win_amount)),
            gameType: w.game_type,
            time: new Date(w.won_at).toISOString(),
          },
        }));
      });
    },

    /** Records a win for the board (called by game rounds, issue 6). */
    async recordWin(nodeId: number, customerName: string, winAmountMinor: bigint) {
      await repo.recordWin(merchantCode, nodeId, customerName, winAmountMinor, clock());
      cacheGeneration++; // (a win changes the rank list, not the catalogue: the search keeps its games)
      listCache.clear();
    },

    /** The game a launch opens (aggregator), with its vendor's status. */
    launchable: (nodeId: number) => repo.launchable(nodeId),

    /** For the artwork routes. */
    gameForArt: (nodeId: number) => repo.byNodeId(nodeId),
    vendorForArt: (vassalage: string) => repo.vendor(vassalage),
    repo,
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
