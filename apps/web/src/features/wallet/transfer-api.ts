import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DownlineEntry,
  DownlineTransferRequest,
  MerchantWallet,
  TransferConfig,
  TransferRecordPage,
  TransferResult,
  UplineTransferRequest,
  WalletTransferRequest,
  WalletTransferResult,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';

/** Transfer calls: member → upline, agent → downline, and MAIN ⇄ vendor transfer wallets. */
export const transferConfigQuery = queryOptions({
  queryKey: ['wallet', 'transferConfig'],
  queryFn: ({ signal }) => apiGet<TransferConfig>('/wps/member/transfer/config', undefined, signal),
});

export type TransferFilter = {
  startDate: string;
  endDate: string;
  side: 'ALL' | 'OUT' | 'IN';
  pageNo: number;
  pageSize: number;
};
export const transferRecordsQuery = (f: TransferFilter) =>
  queryOptions({
    queryKey: ['wallet', 'transfers', f],
    queryFn: ({ signal }) => apiGet<TransferRecordPage>('/wps/member/transfers', { ...f }, signal),
  });

export const downlinesQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['wallet', 'downlines', keyword],
    queryFn: ({ signal }) => apiGet<DownlineEntry[]>('/wps/agent/transfer/downlines', { keyword }, signal),
    staleTime: 30_000,
  });

/** GCS_merchantWallet; the answer is also kept in session storage `merchantWallet` (spec §3). */
export const merchantWalletQuery = queryOptions({
  queryKey: ['wallet', 'merchantWallet'],
  queryFn: async ({ signal }) => {
    const value = await apiGet<MerchantWallet>('/wps/relay/GCS_merchantWallet', undefined, signal);
    sessionStore.setJson('merchantWallet', value);
    return value;
  },
});

export const transferToUpline = (body: UplineTransferRequest) =>
  apiRequest<TransferResult>('/wps/member/transfer/upline', { method: 'POST', body, enc: true });
export const transferToDownline = (body: DownlineTransferRequest) =>
  apiRequest<TransferResult>('/wps/agent/transfer/downline', { method: 'POST', body, enc: true });
export const walletTransfer = (body: WalletTransferRequest) =>
  apiRequest<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });

/** After money moved: the header balance, wallets, records and forms read fresh numbers. */
export const refreshAfterTransfer = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });
