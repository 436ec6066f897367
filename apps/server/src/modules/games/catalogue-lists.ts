import type {
  GameListPage,
  GameListQuery,
  HotGamesQuery,
  NewGameVendor,
  NewGameVendorQuery,
  RankList,
  RankListQuery,
} from '@fortuna/contracts';
import { searchWords } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { createCatalogueCache } from './catalogue-cache.js';
import { answeredGame, searchCatalogue } from './catalogue-search.js';
import type { Snapshot } from './catalogue-snapshot.js';
import { formatWinAmount, gameArtPath, maskCustomerName, toGame, totalPages } from './games-fns.js';
import type { GameFilter, GamesRepository } from './games-repository.js';

const HOT_GAMES_MAX = 100;
const NEW_LANE_SIZE = 12;

export type CatalogueListsDeps = {
  repo: GamesRepository;
  answers: ReturnType<typeof createCatalogueCache>;
  snapshot: () => Promise<Snapshot>;
  cachedAnswer: <T>(kind: string, query: object, compute: (hidden: string[]) => Promise<T>) => Promise<T>;
  hiddenClassifications: () => Promise<string[]>;
  merchantCode: string;
  clock: () => Date;
};

/** GCSGAME_gameList. FAV and RECENT filters need the member; `null` when not logged in. */
async function gameList(
  { repo, answers, cachedAnswer, hiddenClassifications }: CatalogueListsDeps,
  query: GameListQuery,
  memberId: number | null,
): Promise<GameListPage> {
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
}

/** The lobby's game lists (the game list with its search, hot games, new-game lanes) and the winner board. */
export function createCatalogueLists(deps: CatalogueListsDeps) {
  const { repo, answers, snapshot, cachedAnswer, merchantCode, clock } = deps;
  return {
    gameList: (query: GameListQuery, memberId: number | null) => gameList(deps, query, memberId),

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
  };
}
