import type {
  FavouriteGames,
  FavouriteIds,
  FavouriteListQuery,
  GameListPage,
  RecentGamesQuery,
} from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import { createFavouriteToggles } from './favourite-toggles.js';
import { toGame, totalPages } from './games-fns.js';
import type { GamesRepository } from './games-repository.js';

/** How many recent games a member keeps (the lobby shows 12; the account page pages through them). */
const RECENT_KEEP = 100;

export type MemberGamesDeps = {
  repo: GamesRepository;
  clock: () => Date;
  hiddenClassifications: () => Promise<string[]>;
};

const pageOf = <T>(content: T[], pageNum: number, pageSize: number, total: number) => ({
  content,
  pageNum,
  pageSize,
  total,
  totalPages: totalPages(total, pageSize),
});

/** Favourites and recent games of one member; every call takes the member id the auth guard resolved. */
export function createMemberGamesService({ repo, clock, hiddenClassifications }: MemberGamesDeps) {
  const listFilter = async (query: { gameType?: string; vassalage?: string }) => ({
    category: query.gameType,
    vassalage: query.vassalage,
    hiddenClassifications: await hiddenClassifications(),
  });
  const offset = (pageNo: number, pageSize: number) => (pageNo - 1) * pageSize;

  return {
    ...createFavouriteToggles({ repo, clock }),

    /** getFavoriteGames / favGames: the favourite payloads (heart state across the lobby). */
    async favouriteIds(memberId: number, query: FavouriteListQuery): Promise<FavouriteIds> {
      const rows = await repo.favouriteIds(
        memberId,
        await listFilter(query),
        query.pageSize,
        offset(query.pageNo, query.pageSize),
      );
      const ids = rows.map((r) => ({ nodeId: Number(r.node_id), vendor: r.vassalage, gameType: r.game_type }));
      return pageOf(ids, query.pageNo, query.pageSize, Number(rows[0]?.total ?? 0));
    },

    /** getFavoriteGamesList / favGameList: the favourite games, newest first. */
    async favouriteGames(memberId: number, query: FavouriteListQuery): Promise<FavouriteGames> {
      const filter = { ...(await listFilter(query)), favouritesOf: memberId };
      const { rows, total } = await repo.page(filter, query.pageSize, offset(query.pageNo, query.pageSize));
      return pageOf(
        rows.map((r) => toGame(r, query.language)),
        query.pageNo,
        query.pageSize,
        total,
      );
    },

    /** GCS_recentGame: the member's recently launched games, newest first. */
    async recentGames(memberId: number, query: RecentGamesQuery): Promise<GameListPage> {
      const filter = { ...(await listFilter(query)), recentOf: memberId };
      const { rows, total } = await repo.page(filter, query.pageSize, offset(query.page, query.pageSize));
      const { content, pageNum, ...rest } = pageOf(
        rows.map((r) => toGame(r, query.language)),
        query.page,
        query.pageSize,
        total,
      );
      return { list: content, pageNo: pageNum, ...rest };
    },

    /** Called by game launch (issue 6): puts the game at the top of the member's recent games. */
    async recordLaunch(memberId: number, nodeId: number): Promise<void> {
      const game = await repo.byNodeId(nodeId);
      if (!game) throw new AppError('NOT_FOUND', 'Game not found');
      await repo.recordLaunch(memberId, nodeId, clock(), RECENT_KEEP);
    },
  };
}
export type MemberGamesService = ReturnType<typeof createMemberGamesService>;
