import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AddPayoutAccountRequest,
  ConfirmReceiptRequest,
  PayoutAccount,
  WithdrawalReceipt,
  WithdrawalRecordPage,
  WithdrawConfig,
  WithdrawRequest,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Withdraw page calls: limits and balances, payout accounts, the request (enc), records and receipts. */
export const withdrawConfigQuery = queryOptions({
  queryKey: ['wallet', 'withdrawConfig'],
  queryFn: ({ signal }) => apiGet<WithdrawConfig>('/wps/cashier/withdrawConfig', undefined, signal),
});

export const payoutAccountsQuery = queryOptions({
  queryKey: ['cashier', 'payoutAccounts'],
  queryFn: ({ signal }) => apiGet<PayoutAccount[]>('/wps/cashier/payoutAccounts', undefined, signal),
});

export type WithdrawalFilter = { startDate: string; endDate: string; pageNo: number; pageSize: number };
export const withdrawalsQuery = (f: WithdrawalFilter) =>
  queryOptions({
    queryKey: ['wallet', 'withdrawals', f],
    queryFn: ({ signal }) => apiGet<WithdrawalRecordPage>('/wps/cashier/withdrawals', { ...f }, signal),
  });

export const addPayoutAccount = (body: AddPayoutAccountRequest) =>
  apiRequest<PayoutAccount>('/wps/cashier/payoutAccounts', { method: 'POST', body });
export const removePayoutAccount = (id: number) =>
  apiRequest<null>(`/wps/cashier/payoutAccounts/${id}`, { method: 'DELETE' });

/** Sealed like login and the withdraw password: the body carries the withdraw password. */
export const requestWithdrawal = (body: WithdrawRequest) =>
  apiRequest<{ orderNo: string; status: string; amount: string }>('/wps/cashier/withdraw', {
    method: 'POST',
    enc: true,
    body,
  });

export const confirmReceipt = (orderNo: string, body: ConfirmReceiptRequest) =>
  apiRequest<WithdrawalReceipt>(`/wps/cashier/withdrawals/${orderNo}/receipt`, { method: 'POST', body });
/** "Not received": the proof image itself is the body. */
export const reportNotReceived = (orderNo: string, file: Blob) =>
  apiRequest<WithdrawalReceipt>(`/wps/cashier/withdrawals/${orderNo}/receipt/proof`, { method: 'POST', file });

/** Balances (header chip, withdraw config) and the records move together after every withdraw action. */
export const refreshAfterWithdraw = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });
