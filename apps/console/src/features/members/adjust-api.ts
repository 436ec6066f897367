import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAdjustmentRequest } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

/** The brand's approval threshold: adjustments above it wait for a second staff member. */
export function useAdjustmentSettings() {
  return useQuery({
    queryKey: ['console', 'adjustments', 'settings'],
    queryFn: ({ signal }) => call(consoleRoutes.adjustmentSettings, { query: {} }, signal),
    staleTime: 60_000,
  });
}

/** A credit or debit of the member's main wallet; refreshes the member and the approval queue. */
export function useCreateAdjustment(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdjustmentRequest) => call(consoleRoutes.createAdjustment, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'members', memberId] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
