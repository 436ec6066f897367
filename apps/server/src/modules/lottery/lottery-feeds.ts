import type { Db } from '../../platform/db.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { GamesService } from '../games/games-service.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import type { DrawnIssue } from './lottery-draws.js';
import { settlementRepository, type MovedTicket } from './settlement-repository.js';

/**
 * What a draw and its settlement tell others, after commit: the result to every logged-in
 * player's open streams, a balance hint to each member paid, and real wins of at least
 * WINNER_BOARD_MIN_WIN (minor units, won less staked) to the lobby's winner board.
 */
export const WINNER_BOARD_MIN_WIN = 100_000n;

type FeedDeps = { db: Db; realtime: RealtimeHub; games: Pick<GamesService, 'recordWin'> };

/** Pushes are hints (a lost one costs freshness): a failure is not the draw's. */
const quietly = (p: Promise<unknown>) => p.catch(() => undefined);

export async function announceDraw(deps: Pick<FeedDeps, 'realtime'>, d: DrawnIssue): Promise<void> {
  await quietly(
    deps.realtime.broadcast({
      type: 'lottery',
      lottery: { gameCode: d.gameCode, vassalage: d.vassalage, issueCode: d.issueCode, resultText: d.resultText },
    }),
  );
}

export function createWinFeed(deps: FeedDeps) {
  const members = createMemberDirectory(deps.db);
  return async (moved: readonly MovedTicket[]): Promise<void> => {
    const paid = new Set(moved.filter((t) => BigInt(t.payout) > 0n).map((t) => Number(t.member_id)));
    await Promise.all([...paid].map((memberId) => quietly(deps.realtime.push(memberId, { type: 'balance' }))));
    const big = moved.filter((t) => t.status === 'WON' && BigInt(t.payout) - BigInt(t.stake) >= WINNER_BOARD_MIN_WIN);
    if (big.length === 0) return;
    const games = new Map(
      (
        await settlementRepository.ticketGames(
          deps.db,
          big.map((t) => Number(t.id)),
        )
      ).map((g) => [g.id, g]),
    );
    for (const t of big) {
      const game = games.get(t.id);
      const username = await members.usernameOf(Number(t.member_id));
      if (game && username) await deps.games.recordWin(Number(game.node_id), username, BigInt(t.payout));
    }
  };
}
