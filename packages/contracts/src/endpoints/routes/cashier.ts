// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['cashier']> = Extract<Endpoints['cashier'][K], Endpoint>;

export const cashier = {
  channels: /* @__PURE__ */ route<E<'channels'>>('GET', '/wps/cashier/channels', 'member'),
  deposit: /* @__PURE__ */ route<E<'deposit'>>('POST', '/wps/cashier/deposit', 'member'),
  deposits: /* @__PURE__ */ route<E<'deposits'>>('GET', '/wps/cashier/deposits', 'member'),
  paymentCallback: /* @__PURE__ */ route<E<'paymentCallback'>>(
    'POST',
    '/wps/payment/callback/:provider',
    'gatewaySignature',
    { bodyKind: 'text' },
  ),
  uploadDepositReceipt: /* @__PURE__ */ route<E<'uploadDepositReceipt'>>(
    'PUT',
    '/wps/cashier/deposits/:orderNo/receipt',
    'member',
    { bodyKind: 'image' },
  ),
  depositReceipt: /* @__PURE__ */ route<E<'depositReceipt'>>(
    'GET',
    '/wps/cashier/deposits/:orderNo/receipt',
    'member',
    { responseKind: 'image' },
  ),
  payoutAccounts: /* @__PURE__ */ route<E<'payoutAccounts'>>('GET', '/wps/cashier/payoutAccounts', 'member'),
  addPayoutAccount: /* @__PURE__ */ route<E<'addPayoutAccount'>>('POST', '/wps/cashier/payoutAccounts', 'member', {
    enc: true,
  }),
  removePayoutAccount: /* @__PURE__ */ route<E<'removePayoutAccount'>>(
    'DELETE',
    '/wps/cashier/payoutAccounts/:id',
    'member',
    { enc: true },
  ),
  withdrawConfig: /* @__PURE__ */ route<E<'withdrawConfig'>>('GET', '/wps/cashier/withdrawConfig', 'member'),
  withdraw: /* @__PURE__ */ route<E<'withdraw'>>('POST', '/wps/cashier/withdraw', 'member', { enc: true }),
  withdrawals: /* @__PURE__ */ route<E<'withdrawals'>>('GET', '/wps/cashier/withdrawals', 'member'),
  confirmReceipt: /* @__PURE__ */ route<E<'confirmReceipt'>>(
    'POST',
    '/wps/cashier/withdrawals/:orderNo/receipt',
    'member',
  ),
  receiptProof: /* @__PURE__ */ route<E<'receiptProof'>>(
    'POST',
    '/wps/cashier/withdrawals/:orderNo/receipt/proof',
    'member',
    { bodyKind: 'image' },
  ),
};
