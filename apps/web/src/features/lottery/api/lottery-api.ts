import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@fortuna/contracts/endpoints/routes';
import type { LanguageCode, LotteryPlaceSlip, PrizeMode } from '@fortuna/contracts';
import { call } from '@/lib/api-client';

/*
 * The lottery's calls (contracts lottery-api.ts): lobby, a game, its results, the member's tickets,
 * placing a slip and cancelling a ticket. Every lottery query key starts with 'lottery' so a draw
 * pushed by the server (or a placed slip) refreshes all of them at once.
 */

export const LOTTERY_KEY = ['lottery'] as const;

/** The lobby's games, named in `language` where the catalogue names them in it. */
export const lobbyQuery = (filter: { prizeMode?: PrizeMode; vassalage?: string }, language: LanguageCode) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'lobby', filter, language],
    queryFn: ({ signal }) => call(routes.lottery.lobby, { query: { ...filter, language } }, { signal }),
    refetchInterval: 30_000,
  });

export const gameQuery = (gameCode: string, vassalage?: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'game', gameCode, vassalage ?? ''],
    queryFn: ({ signal }) => call(routes.lottery.game, { query: { gameCode, vassalage } }, { signal }),
  });

/** A drawn issue as the server verifies it (its family, published hash, revealed seed and result), any age. */
export const verifyQuery = (gameCode: string, vassalage: string | undefined, issue: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'verify', gameCode, vassalage ?? '', issue],
    queryFn: ({ signal }) => call(routes.lottery.verify, { query: { gameCode, vassalage, issue } }, { signal }),
  });

export const resultsQuery = (gameCode: string, vassalage: string | undefined, pageSize = 30) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'results', gameCode, vassalage ?? '', pageSize],
    queryFn: ({ signal }) =>
      call(routes.lottery.results, { query: { gameCode, vassalage, pageNo: 1, pageSize } }, { signal }),
  });

export const ticketsQuery = (filter: { gameCode?: string; vassalage?: string; pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'tickets', filter],
    queryFn: ({ signal }) => call(routes.lottery.tickets, { query: { ...filter } }, { signal }),
  });

/** After a slip or a cancel: the balance, the tickets and the game (limits used) are stale. */
function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    void queryClient.invalidateQueries({ queryKey: ['bets'] });
  };
}

export function usePlaceSlip() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (body: LotteryPlaceSlip) => call(routes.lottery.placeSlip, { body }),
    onSuccess: refresh,
  });
}

export function useCancelTicket() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (ticketId: number) => call(routes.lottery.cancelTicket, { params: { ticketId } }),
    onSuccess: refresh,
  });
}
