import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalStatus } from '@fortuna/contracts';
import type { LotteryIssueQuery, UpdateLotteryGame } from '@fortuna/contracts/console-lottery';
import type { EnterLotteryResult } from '@fortuna/contracts/console-lottery-results';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const KEY = ['console', 'lottery'] as const;

export function useLotteryGames() {
  return useQuery({
    queryKey: [...KEY, 'games'],
    queryFn: ({ signal }) => call(consoleRoutes.lotteryGames, { query: {} }, signal),
  });
}

/** The issues list's filters and order as the address keeps them (empty: any). */
export type IssueFilters = { gameId: string; status: string; date: string };

export function useLotteryIssues(
  filters: IssueFilters,
  order: Pick<LotteryIssueQuery, 'sort' | 'order'>,
  pageNo: number,
  pageSize: number,
) {
  const query = {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    ...order,
    pageNo,
    pageSize,
  };
  return useQuery({
    queryKey: [...KEY, 'issues', query],
    queryFn: ({ signal }) => call(consoleRoutes.lotteryIssues, { query: query as never }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLotteryIssue(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'issue', id],
    enabled: id !== null,
    queryFn: ({ signal }) => call(consoleRoutes.lotteryIssue, { params: { id: id ?? 0 }, query: {} }, signal),
  });
}

/** The open issue's exposure, refreshed every 5 s while shown (bets keep coming). */
export function useLotteryExposure(gameId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'exposure', gameId],
    enabled: gameId !== null,
    queryFn: ({ signal }) => call(consoleRoutes.lotteryExposure, { query: { gameId: gameId ?? 0 } }, signal),
    refetchInterval: 5000,
  });
}

/** A game's P&L per issue over a day (the brand's today when `date` is empty). */
export function useLotteryPnl(gameId: number | null, date: string) {
  return useQuery({
    queryKey: [...KEY, 'pnl', gameId, date],
    enabled: gameId !== null,
    queryFn: ({ signal }) =>
      call(consoleRoutes.lotteryPnl, { query: { gameId: gameId ?? 0, ...(date ? { date } : {}) } }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLotteryResults(status: ApprovalStatus | '', pageNo: number, pageSize: number) {
  const query = { ...(status ? { status } : {}), pageNo, pageSize };
  return useQuery({
    queryKey: [...KEY, 'results', query],
    queryFn: ({ signal }) => call(consoleRoutes.lotteryResults, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useUpdateLotteryGame() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLotteryGame }) =>
      call(consoleRoutes.updateLotteryGame, { params: { id }, body }),
    onSettled,
  });
}

export function useVoidIssue() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(consoleRoutes.voidLotteryIssue, { params: { id }, body: { reason } }),
    onSettled,
  });
}

export function useEnterResult() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: (body: EnterLotteryResult) => call(consoleRoutes.enterLotteryResult, { body }),
    onSettled,
  });
}

/** confirm (another operator; the result becomes the issue's), reject (a reason) or cancel (the maker). */
export type ResultDecision = 'confirm' | 'reject' | 'cancel';

export function useResultDecision() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: ResultDecision; reason: string }) => {
      const params = { id };
      if (decision === 'confirm')
        return call(consoleRoutes.confirmLotteryResult, { params, body: reason ? { reason } : {} });
      if (decision === 'reject') return call(consoleRoutes.rejectLotteryResult, { params, body: { reason } });
      return call(consoleRoutes.cancelLotteryResult, { params, body: { reason } });
    },
    onSettled,
  });
}
