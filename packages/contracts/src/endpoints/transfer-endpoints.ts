import { NoQuery } from '../envelope.js';
import {
  ConsolidatedFunds,
  DownlineEntry,
  DownlineSearchQuery,
  DownlineTransferRequest,
  MerchantWallet,
  TransferConfig,
  TransferRecordPage,
  TransferRecordQuery,
  TransferResult,
  UplineTransferRequest,
  WalletTransferRequest,
  WalletTransferResult,
} from '../transfer.js';
import { endpointsOf } from './endpoint.js';

const transfer = endpointsOf(['transfer']);

/** Transfers between members of a team, between a member's own wallets, and the consolidated funds. */
export const transferEndpoints = {
  config: transfer({
    method: 'GET',
    path: '/wps/member/transfer/config',
    auth: 'member',
    summary: 'Upline, available balance, limits and whether a withdraw password is set',
    query: NoQuery,
    response: TransferConfig,
  }),
  toUpline: transfer({
    method: 'POST',
    path: '/wps/member/transfer/upline',
    auth: 'member',
    enc: true,
    summary: 'Transfer to the upline (enc; withdraw password; idempotent per requestKey)',
    body: UplineTransferRequest,
    response: TransferResult,
  }),
  toDownline: transfer({
    method: 'POST',
    path: '/wps/agent/transfer/downline',
    auth: 'agent',
    enc: true,
    summary: 'Agent: transfer to a member of its team (enc; withdraw password; idempotent per requestKey)',
    body: DownlineTransferRequest,
    response: TransferResult,
  }),
  downlines: transfer({
    method: 'GET',
    path: '/wps/agent/transfer/downlines',
    auth: 'agent',
    summary: 'Agent: team members (any depth) whose username starts with keyword',
    query: DownlineSearchQuery,
    response: DownlineEntry.array(),
  }),
  records: transfer({
    method: 'GET',
    path: '/wps/member/transfers',
    auth: 'member',
    summary: 'Transfer records, sent (OUT) and received (IN)',
    query: TransferRecordQuery,
    response: TransferRecordPage,
  }),
  merchantWallet: transfer({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    summary: 'Wallet mode (isSingle) and the vendor transfer wallets with balances',
    query: NoQuery,
    response: MerchantWallet,
  }),
  walletTransfer: transfer({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    summary: 'Move money between MAIN and a vendor transfer wallet (idempotent per requestKey)',
    body: WalletTransferRequest,
    response: WalletTransferResult,
  }),
  consolidated: transfer({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    summary: 'Consolidated funds (main + vendor wallets + locked) and contract settings; needs AGENTPOLICY3',
    query: NoQuery,
    response: ConsolidatedFunds,
  }),
};
