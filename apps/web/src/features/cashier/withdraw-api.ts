import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AddPayoutAccountRequest,
  ConfirmReceiptRequest,
  RemovePayoutAccountRequest,
  WithdrawRequest,
} from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** Withdraw page calls: limits and balances, payout accounts, the request (enc), records and receipts. */
export const withdrawConfigQuery = queryOptions({
  queryKey: ['wallet', 'withdrawConfig'],
  queryFn: ({ signal }) => call(routes.cashier.withdrawConfig, {}, { signal }),
});

export const payoutAccountsQuery = queryOptions({
  queryKey: ['cashier', 'payoutAccounts'],
  queryFn: ({ signal }) => call(routes.cashier.payoutAccounts, {}, { signal }),
});

export type WithdrawalFilter = { startDate: string; endDate: string; pageNo: number; pageSize: number };
export const withdrawalsQuery = (f: WithdrawalFilter) =>
  queryOptions({
    queryKey: ['wallet', 'withdrawals', f],
    queryFn: ({ signal }) => call(routes.cashier.withdrawals, { query: { ...f } }, { signal }),
  });

export const addPayoutAccount = (body: AddPayoutAccountRequest) => call(routes.cashier.addPayoutAccount, { body });
/** Sealed: the body carries the fresh proof (login password, authenticator code when bound). */
export const removePayoutAccount = (id: number, body: RemovePayoutAccountRequest) =>
  call(routes.cashier.removePayoutAccount, { params: { id }, body });

/** Sealed like login and the withdraw password: the body carries the withdraw password. */
export const requestWithdrawal = (body: WithdrawRequest) => call(routes.cashier.withdraw, { body });

export const confirmReceipt = (orderNo: string, body: ConfirmReceiptRequest) =>
  call(routes.cashier.confirmReceipt, { params: { orderNo }, body });
/** "Not received": the proof image itself is the body. */
export const reportNotReceived = (orderNo: string, file: Blob) =>
  call(routes.cashier.receiptProof, { params: { orderNo } }, { file });

/** Balances (header chip, withdraw config) and the records move together after every withdraw action. */
export const refreshAfterWithdraw = (client: QueryClient) => client.invalidateQueries({ queryKey: ['wallet'] });
