import { Announcements, AnnouncementsQuery, Banners, BannersQuery } from '../content.js';
import { EncPublicKey } from '../enc.js';
import { NoQuery } from '../envelope.js';
import {
  MarkMessagesRead,
  MemberMessagePage,
  MemberMessageQuery,
  PublicState,
  PublicStateQuery,
  UnreadCount,
} from '../notices.js';
import { DomainRoute, HelpCenter, HelpCenterQuery, RegisterSettings, SystemStatus, Whitelabel } from '../system.js';
import { AccountRecordPage, AccountRecordQuery, BalanceSummary } from '../wallet.js';
import { endpointsOf } from './endpoint.js';

const system = endpointsOf(['system']);
const content = endpointsOf(['content']);
const messages = endpointsOf(['messages']);
const wallet = endpointsOf(['wallet']);

/** The brand's settings and status, the enc public key (spec §7 "System"). */
export const systemEndpoints = {
  status: system({
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Site status, brand info and settings',
    query: NoQuery,
    response: SystemStatus,
  }),
  whitelabel: system({
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: 'Module flags of the brand',
    query: NoQuery,
    response: Whitelabel,
  }),
  registerSettings: system({
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'Registration field settings: shown, required, pattern, min, max',
    query: NoQuery,
    response: RegisterSettings,
  }),
  domainRoute: system({
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Main domain and mirror list',
    query: NoQuery,
    response: DomainRoute,
  }),
  helpCenter: system({
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help centre articles for a language and device',
    query: HelpCenterQuery.strict(),
    response: HelpCenter,
  }),
  publicKey: system({
    method: 'GET',
    path: '/wps/system/publicKey',
    summary: 'RSA-OAEP-256 public key (SPKI, base64) for enc payloads',
    query: NoQuery,
    response: EncPublicKey,
  }),
};

const announcements = (path: string) =>
  content({
    method: 'GET',
    path,
    summary: 'Announcements of types B, PL, PU, PR, H grouped as banners, player, popup, promotion',
    query: AnnouncementsQuery,
    response: Announcements,
  });

/** Announcements and banners. */
export const contentEndpoints = {
  announcements: announcements('/lgw/games/announcements'),
  relayAnnouncements: announcements('/wps/relay/announcements'),
  banners: content({
    method: 'GET',
    path: '/wps/content/banners',
    summary: 'Banners of a group (w_home, w_reg, w_leftmenu)',
    query: BannersQuery,
    response: Banners,
  }),
};

/** The logged-in header's state, internal messages and the live-update stream. */
export const messagesEndpoints = {
  publicState: messages({
    method: 'GET',
    path: '/wps/member/publicState',
    auth: 'session',
    summary: 'Everything the logged-in header needs in one call (spec §3 public state)',
    query: PublicStateQuery,
    response: PublicState,
  }),
  list: messages({
    method: 'GET',
    path: '/wps/member/messages',
    auth: 'member',
    summary: 'Internal messages (messageV2): deposit and withdrawal notices, newest first',
    query: MemberMessageQuery,
    response: MemberMessagePage,
  }),
  markRead: messages({
    method: 'POST',
    path: '/wps/member/messages/read',
    auth: 'member',
    summary: 'Mark messages read (the listed ids, or all)',
    body: MarkMessagesRead,
    response: UnreadCount,
  }),
  events: messages({
    method: 'GET',
    path: '/wps/member/events',
    auth: 'session',
    responseKind: 'eventStream',
    summary: 'Live updates (server-sent events: balance, message) for the logged-in member',
    query: NoQuery,
  }),
};

/** The header balance and the ledger's account records. */
export const walletEndpoints = {
  balance: wallet({
    method: 'GET',
    path: '/wps/member/balance',
    auth: 'session',
    summary: 'Header balance and wallets',
    query: NoQuery,
    response: BalanceSummary,
  }),
  transactions: wallet({
    method: 'GET',
    path: '/wps/member/transactions',
    auth: 'session',
    summary: "Account record (transactionHistory): the member's money events in its terms, one wallet's balances",
    query: AccountRecordQuery,
    response: AccountRecordPage,
  }),
};
