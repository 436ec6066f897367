import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DownlineTransferRequest, UplineTransferRequest, WalletTransferRequest } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';

/** Transfer calls: member → upline, agent → downline, and MAIN ⇄ vendor transfer wallets. */
export const transferConfigQuery = queryOptions({
  queryKey: ['wallet', 'transferConfig'],
  queryFn: ({ signal }) => call(routes.transfer.config, {}, { signal }),
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
    queryFn: ({ signal }) => call(routes.transfer.records, { query: { ...f } }, { signal }),
  });

export const downlinesQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['wallet', 'downlines', keyword],
    queryFn: ({ signal }) => call(routes.transfer.downlines, { query: { keyword } }, { signal }),
    staleTime: 30_000,
  });

/** GCS_merchantWallet; the answer is also kept in session storage `merchantWallet` (spec §3). */
export const merchantWalletQuery = queryOptions({
  queryKey: ['wallet', 'merchantWallet'],
  queryFn: async ({ signal }) => {
    const value = await call(routes.transfer.merchantWallet, {}, { signal });
    sessionStore.setJson('merchantWallet', value);
    return value;
  },
});

export const transferToUpline = (body: UplineTransferRequest) => call(routes.transfer.toUpline, { body });
export const transferToDownline = (body: DownlineTransferRequest) => call(routes.transfer.toDownline, { body });
export const walletTransfer = (body: WalletTransferRequest) => call(routes.transfer.walletTransfer, { body });

/** After money moved: the header balance, wallets, records and forms read fresh numbers. */
export const refreshAfterTransfer = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });
