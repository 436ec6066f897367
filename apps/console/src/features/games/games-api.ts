import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkGameStatus, UpdateConsoleGame, UpdateConsoleVendor } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const KEY = ['console', 'games'] as const;

/** The games list's filters (strings as the address keeps them; empty: any). */
export type GameFilters = {
  vassalage: string;
  gameType: string;
  gameClassify: string;
  enabled: string;
  hot: string;
  q: string;
};
export const NO_GAME_FILTERS: GameFilters = {
  vassalage: '',
  gameType: '',
  gameClassify: '',
  enabled: '',
  hot: '',
  q: '',
};

export function useVendors() {
  return useQuery({
    queryKey: [...KEY, 'vendors'],
    queryFn: ({ signal }) => call(consoleRoutes.gameVendors, { query: {} }, signal),
  });
}

export function useGames(filters: GameFilters, pageNo: number, pageSize: number) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return useQuery({
    queryKey: [...KEY, 'list', query, pageNo, pageSize],
    queryFn: ({ signal }) =>
      call(consoleRoutes.consoleGames, { query: { ...query, pageNo, pageSize } as never }, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'vendors'] });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useUpdateVendor() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ vassalage, gameType, body }: { vassalage: string; gameType: string; body: UpdateConsoleVendor }) =>
      call(consoleRoutes.updateGameVendor, { params: { vassalage, gameType }, body }),
    onSettled,
  });
}

export function useUpdateGame() {
  const onSettled = useRefresh();
  return useMutation({
    mutationFn: ({ nodeId, body }: { nodeId: number; body: UpdateConsoleGame }) =>
      call(consoleRoutes.updateConsoleGame, { params: { nodeId }, body }),
    onSettled,
  });
}

export function useBulkStatus() {
  const onSettled = useRefresh();
  return useMutation({ mutationFn: (body: BulkGameStatus) => call(consoleRoutes.bulkGameStatus, { body }), onSettled });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: { format: 'csv' | 'json'; content: string }) =>
      call(consoleRoutes.previewCatalogueImport, { body }),
  });
}

export function useApplyImport() {
  return useMutation({
    mutationFn: (id: string) => call(consoleRoutes.applyCatalogueImport, { params: { id }, body: {} }),
  });
}

/** An applied import's job, polled every second while it runs; the lists refresh when it ends. */
export function useImportJob(id: string | null) {
  const refresh = useRefresh();
  return useQuery({
    queryKey: [...KEY, 'import', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await call(consoleRoutes.catalogueImport, { params: { id: id ?? '' }, query: {} }, signal);
      if (job.state === 'applied' || job.state === 'failed') refresh();
      return job;
    },
    refetchInterval: (q) =>
      q.state.data && q.state.data.state !== 'running' && q.state.data.state !== 'previewed' ? false : 1000,
  });
}
