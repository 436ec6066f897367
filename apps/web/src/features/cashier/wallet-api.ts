import { queryOptions } from '@tanstack/react-query';
import type { ACCOUNT_RECORD_TYPES } from '@fortuna/contracts/wallet';
import type { DEPOSIT_STATUSES, DepositRequest } from '@fortuna/contracts/cashier';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/* Wallet and cashier calls (balance, account records, deposit channels, orders and records). */

/**
 * The header's one call (spec §3 public state): balance, unread messages, notices, flags. Kept
 * under the wallet key so every money movement that invalidates ['wallet'] refreshes it.
 */
export const balanceQuery = queryOptions({
  queryKey: ['wallet', 'balance'],
  queryFn: ({ signal }) => call(routes.messages.publicState, { query: { language: currentLanguage() } }, { signal }),
  staleTime: 15_000,
});

export type RecordFilter = {
  startDate: string;
  endDate: string;
  type?: (typeof ACCOUNT_RECORD_TYPES)[number];
  pageNo: number;
  pageSize: number;
};
export const accountRecordsQuery = (f: RecordFilter) =>
  queryOptions({
    queryKey: ['wallet', 'records', f],
    queryFn: ({ signal }) => call(routes.wallet.transactions, { query: { ...f } }, { signal }),
  });

export const channelsQuery = queryOptions({
  queryKey: ['cashier', 'channels'],
  queryFn: ({ signal }) => call(routes.cashier.channels, {}, { signal }),
  staleTime: 60_000,
});

export type DepositFilter = {
  startDate: string;
  endDate: string;
  status?: (typeof DEPOSIT_STATUSES)[number];
  pageNo: number;
  pageSize: number;
};
export const depositsQuery = (f: DepositFilter) =>
  queryOptions({
    queryKey: ['cashier', 'deposits', f],
    queryFn: ({ signal }) => call(routes.cashier.deposits, { query: { ...f } }, { signal }),
  });

export const createDeposit = (body: DepositRequest) => call(routes.cashier.deposit, { body });

/** The payment slip of a pending bank-transfer deposit, sent as the image file itself. */
export const uploadDepositReceipt = (orderNo: string, file: Blob) =>
  call(routes.cashier.uploadDepositReceipt, { params: { orderNo } }, { file });

export const messagesQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['messages', pageNo, pageSize],
    queryFn: ({ signal }) => call(routes.messages.list, { query: { pageNo, pageSize } }, { signal }),
  });

export const markMessagesRead = (body: { ids: number[] } | { all: true }) => call(routes.messages.markRead, { body });
