// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['transfer']> = Extract<Endpoints['transfer'][K], Endpoint>;

export const transfer = {
  config: /* @__PURE__ */ route<E<'config'>>('GET', '/wps/member/transfer/config', 'member'),
  toUpline: /* @__PURE__ */ route<E<'toUpline'>>('POST', '/wps/member/transfer/upline', 'member', { enc: true }),
  toDownline: /* @__PURE__ */ route<E<'toDownline'>>('POST', '/wps/agent/transfer/downline', 'agent', { enc: true }),
  downlines: /* @__PURE__ */ route<E<'downlines'>>('GET', '/wps/agent/transfer/downlines', 'agent'),
  records: /* @__PURE__ */ route<E<'records'>>('GET', '/wps/member/transfers', 'member'),
  merchantWallet: /* @__PURE__ */ route<E<'merchantWallet'>>('GET', '/wps/relay/GCS_merchantWallet', 'member'),
  walletTransfer: /* @__PURE__ */ route<E<'walletTransfer'>>('POST', '/wps/relay/GCS_walletTransfer', 'member'),
  consolidated: /* @__PURE__ */ route<E<'consolidated'>>('GET', '/wps/member/info/funds/consolidated', 'member'),
};
