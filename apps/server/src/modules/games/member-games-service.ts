import {
  EXCLUDED_GAME_TYPES,
  FAVOURITE_THROTTLE_MS,
  type FavouriteGames,
  type FavouriteIds,
  type FavouriteListQuery,
  type FavouritePayload,
  type FavouriteResult,
  type GameListPage,
  type RecentGamesQuery,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../platform/errors.js';
import { lobbyCategoryOf, toGame, totalPages } from './games-fns.js';
import type { GamesRepository } from './games-repository.js';

/** How many recent games a member keeps (the lobby shows 12; the account page pages through them). */
const RECENT_KEEP = 100;

export type MemberGamesDeps = {
  repo: GamesRepository;
  clock: () => Date;
  hiddenClassifications: () => Promise<string[]>;
};

/** Favourites and recent games of one member; every call takes the member id the auth guard resolved. */
export function createMemberGamesService({ repo, clock, hiddenClassifications }: MemberGamesDeps) {
  // Spec §4/§9: favourite toggles are throttled to one per second per member, on the server too.
  // In-process: with several instances a member gets at most one per second per instance.
  const lastToggle = new Map<number, number>();
  function throttle(memberId: number) {
    const now = clock().getTime();
    const last = lastToggle.get(memberId);
    if (last !== undefined && now - last < FAVOURITE_THROTTLE_MS) {
      throw new AppError('RATE_LIMITED', undefined, { retryAfterMs: FAVOURITE_THROTTLE_MS - (now - last) });
    }
    lastToggle.set(memberId, now);
    if (lastToggle.size > 50_000)
      for (const [id, at] of lastToggle) if (now - at >= FAVOURITE_THROTTLE_MS) lastToggle.delete(id);
  }

  /** The favourite payload must name a listed game by its own vendor and type. */
  async function checkedGame(payload: FavouritePayload, mustExist: boolean) {
    const game = await repo.byNodeId(payload.nodeId);
    const listed =
      game &&
      game.status !== 'DISABLED' &&
      game.vendor_status !== 'DISABLED' &&
      !(EXCLUDED_GAME_TYPES as readonly string[]).includes(game.game_type);
    if (!game || !listed) {
      if (mustExist) throw new AppError('NOT_FOUND', 'Game not found');
      return null;
    }
    if (game.vassalage !== payload.vendor)
      throw validationError([{ path: 'body.vendor', message: 'vendor does not match the game' }]);
    if (payload.gameType !== game.game_type && payload.gameType !== lobbyCategoryOf(game.vassalage, game.game_type)) {
      throw validationError([{ path: 'body.gameType', message: 'gameType does not match the game' }]);
    }
    return game;
  }

  return {
    async addFavourite(memberId: number, payload: FavouritePayload): Promise<FavouriteResult> {
      throttle(memberId);
      await checkedGame(payload, true);
      await repo.addFavourite(memberId, payload.nodeId, clock());
      return { nodeId: payload.nodeId, favourite: true };
    },

    /** Removing a game that is not a favourite (or no longer listed) succeeds: the end state is the same. */
    async removeFavourite(memberId: number, payload: FavouritePayload): Promise<FavouriteResult> {
      throttle(memberId);
      await checkedGame(payload, false);
      await repo.removeFavourite(memberId, payload.nodeId);
      return { nodeId: payload.nodeId, favourite: false };
    },

    /** getFavoriteGames / favGames: the favourite payloads (heart state across the lobby). */
    async favouriteIds(memberId: number, query: FavouriteListQuery): Promise<FavouriteIds> {
      const filter = {
        category: query.gameType,
        vassalage: query.vassalage,
        hiddenClassifications: await hiddenClassifications(),
      };
      const rows = await repo.favouriteIds(memberId, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const total = Number(rows[0]?.total ?? 0);
      return {
        content: rows.map((r) => ({ nodeId: Number(r.node_id), vendor: r.vassalage, gameType: r.game_type })),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: totalPages(total, query.pageSize),
      };
    },

    /** getFavoriteGamesList / favGameList: the favourite games, newest first. */
    async favouriteGames(memberId: number, query: FavouriteListQuery): Promise<FavouriteGames> {
      const filter = {
        category: query.gameType,
        vassalage: query.vassalage,
        favouritesOf: memberId,
        hiddenClassifications: await hiddenClassifications(),
      };
      const { rows, total } = await repo.page(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      return {
        content: rows.map((r) => toGame(r, query.language)),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: totalPages(total, query.pageSize),
      };
    },

    /** GCS_recentGame: the member's recently launched games, newest first. */
    async recentGames(memberId: number, query: RecentGamesQuery): Promise<GameListPage> {
      const filter = {
        category: query.gameType,
        vassalage: query.vassalage,
        recentOf: memberId,
        hiddenClassifications: await hiddenClassifications(),
      };
      const { rows, total } = await repo.page(filter, query.pageSize, (query.page - 1) * query.pageSize);
      return {
        list: rows.map((r) => toGame(r, query.language)),
        pageNo: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: totalPages(total, query.pageSize),
      };
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
