import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutChangeRequest } from '@fortuna/contracts';
import { routePath } from '@fortuna/contracts/endpoints/endpoint';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { session } from '@/lib/session';

const KEY = ['console', 'cashier'] as const;

/** The queues' filters as the page keeps them in its address (empty: no filter). */
export type QueueFilters = {
  username: string;
  minAmount: string;
  maxAmount: string;
  channel: string;
  startDate: string;
  endDate: string;
};
export const NO_QUEUE_FILTERS: QueueFilters = {
  username: '',
  minAmount: '',
  maxAmount: '',
  channel: '',
  startDate: '',
  endDate: '',
};
export type QueuePage = { pageNo: number; pageSize: number };

/** The filters as the query string carries them (an empty field is no filter). */
const queryOf = (filters: QueueFilters, page: QueuePage) => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
  ...page,
});

export function usePendingDeposits(filters: QueueFilters, page: QueuePage, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'deposits', filters, page],
    enabled,
    queryFn: ({ signal }) => call(consoleRoutes.pendingDeposits, { query: queryOf(filters, page) }, signal),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** A page of pending withdrawals, each with its risk hints (turnover, security changes, shared IP or account, first). */
export function usePendingWithdrawals(filters: QueueFilters, page: QueuePage, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'withdrawals', filters, page],
    enabled,
    queryFn: ({ signal }) => call(consoleRoutes.pendingWithdrawals, { query: queryOf(filters, page) }, signal),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useDisputedWithdrawals(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'disputed'],
    enabled,
    queryFn: ({ signal }) => call(consoleRoutes.disputedWithdrawals, { query: {} }, signal),
  });
}

export type CashierDecision = {
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
  approve: boolean;
  note: string;
};

/** Approve (a deposit: credit; a withdrawal: paid) or reject with a note; the queues refresh. */
export function useCashierDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, orderNo, approve, note }: CashierDecision): Promise<{ orderNo: string; status: string }> => {
      const params = { orderNo };
      if (kind === 'deposit')
        return approve
          ? call(consoleRoutes.approveDeposit, { params, body: { note } })
          : call(consoleRoutes.rejectDeposit, { params, body: { note } });
      return approve
        ? call(consoleRoutes.approveWithdrawal, { params, body: { note } })
        : call(consoleRoutes.rejectWithdrawal, { params, body: { note } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'members'] });
    },
  });
}

/** Proposes new payout details for a pending withdrawal (an approval request); the approval queue refreshes. */
export function useProposePayoutChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, body }: { orderNo: string; body: PayoutChangeRequest }) =>
      call(consoleRoutes.proposePayoutChange, { params: { orderNo }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'approvals'] }),
  });
}

/**
 * An image behind the staff token (a deposit slip, a withdrawal's proof): fetched with the bearer
 * into a blob URL for <img>, revoked when it changes or unmounts.
 */
export function useAuthorizedImage(kind: 'receipt' | 'proof', orderNo: string | null) {
  const [state, setState] = useState<{ url: string | null; error: boolean }>({ url: null, error: false });
  useEffect(() => {
    if (!orderNo) return;
    const route = kind === 'receipt' ? consoleRoutes.depositReceipt : consoleRoutes.withdrawalProof;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, error: false });
    const token = session.token();
    fetch(routePath(route.path, { orderNo }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (r) => {
        const type = r.headers.get('Content-Type') ?? '';
        if (!r.ok || !type.startsWith('image/')) throw new Error(String(r.status));
        url = URL.createObjectURL(await r.blob());
        setState({ url, error: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, error: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, orderNo]);
  return state;
}
