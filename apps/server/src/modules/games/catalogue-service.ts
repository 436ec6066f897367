import {
  prizeModeOf,
  searchWords,
  SECOND_LANGUAGE_CLASSIFICATION,
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
  type VnGameMenu,
  type Whitelabel,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { formatWinAmount, gameArtPath, lobbyCategoryOf, maskCustomerName, toGame, totalPages } from './games-fns.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { answeredGame, buildSearchIndex, searchCatalogue } from './catalogue-search.js';
import { buildCategories, loadSnapshot, lotteryGroups, type Snapshot } from './catalogue-snapshot.js';
import { createGamesRepository, type GameFilter } from './games-repository.js';
import { createRefreshingValue } from '../../platform/refreshing-value.js';

/** How long the vendor data is reused before the DB is read again. */
const SNAPSHOT_TTL_MS = 5_000;
const HOT_GAMES_MAX = 100;
const NEW_LANE_SIZE = 12;

/** The lottery vendors whose games each prize mode's menu lists (ZY, self-run, is our own lottery). */
export const PRIZE_MODE_VENDORS: Record<PrizeMode, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

export type CatalogueDeps = { db: Db; merchantCode: string; clock: () => Date; whitelabel: () => Promise<Whitelabel> };

export function createCatalogueService({ db, merchantCode, clock, whitelabel }: CatalogueDeps) {
  const repo = createGamesRepository(db);
  const answers = createCatalogueCache({ clock, loadSearchIndex: () => repo.searchable().then(buildSearchIndex) });
  const cached = createRefreshingValue(
    () => loadSnapshot(repo),
    SNAPSHOT_TTL_MS,
    () => clock().getTime(),
  );
  const snapshot = (): Promise<Snapshot> => cached.get();

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

  return {
    /** Forget cached vendor data and list answers (after an import or an operator change). */
    invalidate() {
      cached.invalidate();
      answers.invalidate();
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
          const index = await answers.searchableGames();
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
      return { prizeMode, menus: await lotteryGroups(repo, PRIZE_MODE_VENDORS[prizeMode], query.language) };
    },

    /** /lgw/vn/games/game_menu: the Vietnamese lottery by region. */
    async vnGameMenu(query: { prizeMode?: PrizeMode | undefined; language?: string | undefined }): Promise<VnGameMenu> {
      const prizeMode = query.prizeMode ?? (await vendorData()).prizeMode;
      return { prizeMode, regions: await lotteryGroups(repo, ['TCG_LOTTO_VN'], query.language) };
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
      answers.clearAnswers(); // (a win changes the rank list, not the catalogue: the search keeps its games)
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
