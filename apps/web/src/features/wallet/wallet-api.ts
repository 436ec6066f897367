import { queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordPage,
  MemberMessagePage,
  PublicState,
  DepositCreated,
  DepositRecordPage,
  DepositRequest,
  PaymentChannel,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/* Wallet and cashier calls (balance, account records, deposit channels, orders and records). */

/**
 * The header's one call (spec §3 public state): balance, unread messages, notices, flags. Kept
 * under the wallet key so every money movement that invalidates ['wallet'] refreshes it.
 */
export const balanceQuery = queryOptions({
  queryKey: ['wallet', 'balance'],
  queryFn: ({ signal }) => apiGet<PublicState>('/wps/member/publicState', { language: currentLanguage() }, signal),
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

/** The payment slip of a pending bank-transfer deposit, sent as the image file itself. */
export const uploadDepositReceipt = (orderNo: string, file: Blob) =>
  apiRequest<{ orderNo: string; hasReceipt: boolean }>(`/wps/cashier/deposits/${orderNo}/receipt`, { method: 'PUT', file });

export const messagesQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['messages', pageNo, pageSize],
    queryFn: ({ signal }) => apiGet<MemberMessagePage>('/wps/member/messages', { pageNo, pageSize }, signal),
  });

export const markMessagesRead = (body: { ids: number[] } | { all: true }) =>
  apiRequest<{ unread: number }>('/wps/member/messages/read', { method: 'POST', body });
