import { queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordPage,
  BalanceSummary,
  DepositCreated,
  DepositRecordPage,
  DepositRequest,
  PaymentChannel,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Wallet and cashier calls (balance, account records, deposit channels, orders and records). */
export const balanceQuery = queryOptions({
  queryKey: ['wallet', 'balance'],
  queryFn: ({ signal }) => apiGet<BalanceSummary>('/wps/member/balance', undefined, signal),
  staleTime: 15_000,
});

export type RecordFilter = { startDate: string; endDate: string; type?: string; pageNo: number; pageSize: number };
export const accountRecordsQuery = (f: RecordFilter) =>
  queryOptions({
    queryKey: ['wallet', 'records', f],
    queryFn: ({ signal }) => apiGet<AccountRecordPage>('/wps/member/transactions', { ...f }, signal),
  });

export const channelsQuery = queryOptions({
  queryKey: ['cashier', 'channels'],
  queryFn: ({ signal }) => apiGet<PaymentChannel[]>('/wps/cashier/channels', undefined, signal),
  staleTime: 60_000,
});

export type DepositFilter = { startDate: string; endDate: string; status?: string; pageNo: number; pageSize: number };
export const depositsQuery = (f: DepositFilter) =>
  queryOptions({
    queryKey: ['cashier', 'deposits', f],
    queryFn: ({ signal }) => apiGet<DepositRecordPage>('/wps/cashier/deposits', { ...f }, signal),
  });

export const createDeposit = (body: DepositRequest) => apiRequest<DepositCreated>('/wps/cashier/deposit', { method: 'POST', body });
