import {
  EXCLUDED_GAME_TYPES,
  FAVOURITE_THROTTLE_MS,
  type FavouritePayload,
  type FavouriteResult,
} from '@fortuna/contracts';
import { AppError, validationError } from '../../platform/errors.js';
import { lobbyCategoryOf } from './games-fns.js';
import type { GamesRepository } from './games-repository.js';

/** Adding and removing favourites: throttled per member, and only for a listed game named exactly. */
export function createFavouriteToggles({ repo, clock }: { repo: GamesRepository; clock: () => Date }) {
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
  };
}
