import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

/** The audit log's filters as the page keeps them in its address (empty: no filter). */
export type AuditFilters = { actor: string; action: string; target: string; from: string; to: string };
export type AuditQuery = Partial<AuditFilters> & { pageNo: number; pageSize: number };

/** One page of the audit log, newest first, with the chain status (checked at most a minute ago). */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => call(consoleRoutes.audit, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Check every entry's hashes now. */
export function useChainCheck() {
  return useMutation({ mutationFn: () => call(consoleRoutes.auditChain) });
}
