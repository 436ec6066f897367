import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalStatus } from '@fortuna/contracts';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const KEY = ['console', 'approvals'] as const;

export type ApprovalsQuery = { status?: ApprovalStatus; pageNo: number; pageSize: number };

/** Approval requests the caller may decide (or made), newest first. */
export function useApprovals(query: ApprovalsQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => call(consoleRoutes.approvalList, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** approve (another staff member; the effect applies), reject (with a reason) or cancel (the maker). */
export type Decision = 'approve' | 'reject' | 'cancel';

export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason: string }) => {
      const params = { id };
      if (decision === 'approve')
        return call(consoleRoutes.approvalApprove, { params, body: reason ? { reason } : {} });
      if (decision === 'reject') return call(consoleRoutes.approvalReject, { params, body: { reason } });
      return call(consoleRoutes.approvalCancel, { params, body: { reason } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}
