import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LotteryGameDetail } from '@fortuna/contracts';
import { LOTTERY_KEY } from '../api/lottery-api';
import { useServerNow } from './use-server-now';

/** After a draw the result and payouts take a moment: look again this many ms after the draw time. */
const AFTER_DRAW_MS = [1_500, 4_000, 8_000, 15_000];

/**
 * The game's clock: the server's now, whether the current issue is on sale, and the refreshes a
 * draw brings — when the sale ends the game is read again (the next issue goes on sale) and after
 * the draw time the results, tickets and balance are read a few times until the draw shows
 * (the pushed draw event refreshes them sooner when the realtime channel carries it).
 */
export function useDrawRefresh(game: LotteryGameDetail, receivedAt: number) {
  const queryClient = useQueryClient();
  const now = useServerNow(game.serverTime, receivedAt);
  const current = game.current;
  const saleEndMs = current ? Date.parse(current.saleEnd) : 0;
  const drawMs = current ? Date.parse(current.drawAt) : 0;
  const saleOpen = Boolean(current && current.status === 'OPEN' && now < saleEndMs);
  const offset = now - Date.now();

  useEffect(() => {
    if (!current) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    };
    const at = (serverMs: number, run: () => void) => {
      const delay = serverMs - (Date.now() + offset);
      if (delay > 0 && delay < 2 ** 31 - 1) timers.push(setTimeout(run, delay));
    };
    at(saleEndMs + 500, () => void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'game'] }));
    for (const after of AFTER_DRAW_MS) at(drawMs + after, refresh);
    return () => timers.forEach(clearTimeout);
    // The offset moves by milliseconds each tick; the timers are set again only for a new issue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.issueCode, saleEndMs, drawMs, queryClient]);

  return { now, saleOpen };
}
