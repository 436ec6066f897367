import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onMemberEvent } from '@/lib/member-event-bus';
import { LOTTERY_KEY } from '../api/lottery-api';

/** The pushed draw (`lottery` event: { gameCode, vassalage, issueCode, resultText }). */
const drawOf = (event: Record<string, unknown>): { gameCode: string } | null => {
  const draw = event.lottery as { gameCode?: unknown } | undefined;
  return event.type === 'lottery' && typeof draw?.gameCode === 'string' ? { gameCode: draw.gameCode } : null;
};

/**
 * Draw results pushed by the server (every member's stream): the lobby's last results, and for the
 * game on screen (`gameCode`) its issue, results, the member's tickets and the balance, are read
 * again at once instead of at the next timed look.
 */
export function useDrawEvents(gameCode: string | null) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onMemberEvent((event) => {
        const draw = drawOf(event);
        if (!draw) return;
        void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'lobby'] });
        if (draw.gameCode !== gameCode) return;
        for (const part of ['game', 'results', 'tickets'])
          void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, part] });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      }),
    [gameCode, queryClient],
  );
}
