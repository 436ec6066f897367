import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './platform/db.js';
import type { RateLimiter } from './platform/rate-limit.js';
import type { RealtimeHub } from './platform/realtime.js';
import type { EventBus } from './platform/events.js';
import { createEncService, type EncService } from './platform/enc.js';
import { createSystemServices, type SystemServices } from './modules/system/system-module.js';
import {
  createMessagesServices,
  securityLockNotifier,
  type MessagesServices,
} from './modules/messages/messages-module.js';
import { createIdentityModules, type IdentityServices } from './modules/identity/identity-module.js';
import { createMemberDirectory } from './modules/identity/member/member-directory.js';
import { createWalletServices, type WalletServices } from './modules/wallet/wallet-module.js';
import { createCatalogueServices, type CatalogueServices } from './modules/games/catalogue-module.js';
import { createContentServices, type ContentServices } from './modules/content/content-module.js';
import { agentInArrears } from './modules/agent-settlement/agent-settlement-module.js';
import { createTransferServices, type TransferServices } from './modules/transfer/transfer-module.js';
import {
  createCashierServices,
  createPayoutChangeServices,
  type CashierServices,
  type PayoutChangeServices,
} from './modules/cashier/cashier-module.js';
import { createPlayServices, type PlayServices } from './modules/play/play-module.js';
import { createLotteryServices, type LotteryServices } from './modules/lottery/lottery-module.js';
import { createStaffServices, type StaffServices } from './modules/staff/staff-module.js';
import {
  createConsoleMembersServices,
  type ConsoleMembersServices,
} from './modules/console-members/console-members-module.js';
import { createApprovalServices, type ApprovalServices } from './modules/approvals/approvals-module.js';
import { createAdjustmentServices, type AdjustmentServices } from './modules/adjustments/adjustments-module.js';

export type Services = SystemServices &
  MessagesServices &
  WalletServices &
  CatalogueServices &
  ContentServices &
  TransferServices &
  CashierServices &
  PlayServices &
  LotteryServices &
  IdentityServices &
  StaffServices &
  ConsoleMembersServices &
  ApprovalServices &
  AdjustmentServices &
  PayoutChangeServices;

type ServicesDeps = {
  db: Db;
  config: AppConfig;
  clock: () => Date;
  limiter: RateLimiter;
  realtime: RealtimeHub;
  /** Change notices between instances (Redis with REDIS_URL). */
  events: EventBus;
  onError: (error: unknown) => void;
};

/**
 * Every module's services in dependency order: system → messages → identity → the money and
 * games modules. Also what buildApp wires beside app.services: the identity routes, the `enc`
 * service and the brand's zone (read once at start).
 */
export async function createServices(deps: ServicesDeps): Promise<{
  services: Services;
  identityRoutes: FastifyPluginAsync;
  enc: EncService;
  timeZone: string;
}> {
  const { db, config, clock, limiter } = deps;
  const { merchantCode } = config;
  const { system } = createSystemServices({
    db,
    merchantCode,
    clock,
    // The site's demo ribbon (system status): on while the inbox or the sandbox gateway is.
    demo: { devInbox: config.devInbox, sandboxGateway: config.demoMode },
  });
  // Notices come first: identity tells a member in their inbox when a code of theirs is locked.
  const { messages } = createMessagesServices({ db, merchantCode, clock, realtime: deps.realtime });
  const identity = createIdentityModules({
    db,
    merchantCode,
    clock,
    limiter,
    system,
    // Test helpers that no real user may have (captcha answers): only when switched on (DEV_TOOLS),
    // which loadConfig refuses together with production.
    devTools: config.devTools,
    devInbox: config.devInbox,
    publicUrl: config.publicUrl,
    messages,
    captchaPow: config.captchaPow,
    notifyLock: securityLockNotifier(messages),
  });
  const enc = createEncService({ db, clock });
  // The brand's currency and zone name its accounts and calendar days: read once at start.
  const { currency, timeZone } = await system.brand();
  const domain = createDomainServices({
    ...deps,
    system,
    messages,
    identity: identity.services,
    currency: currency.code,
    timeZone,
  });
  // Staff of the operator console, apart from members; the audit chain other modules append to.
  const staff = await createStaffServices({
    db,
    merchantCode,
    clock,
    limiter,
    captcha: identity.services.captcha,
    events: deps.events,
    onError: deps.onError,
  });
  // The console's Members pages: each owning module's console API, the inbox and the audit chain.
  const consoleMembers = createConsoleMembersServices({
    db,
    merchantCode,
    clock,
    messages,
    auditChain: staff.auditChain,
    identitySettings: () => identity.services.members.settings(),
  });
  // Maker–checker; each module whose actions need a second staff member registers its kind.
  const { approvals } = createApprovalServices({ db, merchantCode, clock, chain: staff.auditChain });
  const { adjustments } = createAdjustmentServices({
    db,
    merchantCode,
    ledger: domain.ledger,
    approvals,
    chain: staff.auditChain,
  });
  const { payoutChanges } = createPayoutChangeServices({ db, merchantCode, clock, approvals, chain: staff.auditChain });
  return {
    services: {
      system,
      ...identity.services,
      ...domain,
      ...staff,
      ...consoleMembers,
      approvals,
      adjustments,
      payoutChanges,
    },
    identityRoutes: identity.routes,
    enc,
    timeZone,
  };
}

/**
 * The money and games modules in dependency order, each handed the services it calls (no late
 * look-ups): messages, wallet, catalogue, content, transfer, cashier, play, lottery.
 */
function createDomainServices(
  deps: ServicesDeps & {
    system: SystemServices['system'];
    messages: MessagesServices['messages'];
    identity: IdentityServices;
    currency: string;
    timeZone: string;
  },
): Omit<
  Services,
  | 'system'
  | keyof IdentityServices
  | keyof StaffServices
  | keyof ConsoleMembersServices
  | 'approvals'
  | 'adjustments'
  | 'payoutChanges'
> {
  const { db, config, clock, limiter, realtime, system, currency, timeZone, messages } = deps;
  const { merchantCode } = config;
  const { attempts, credentials } = deps.identity;
  const walletModule = createWalletServices({
    db,
    merchantCode,
    currency,
    currencySymbol: async () => (await system.currency()).symbol,
    timeZone,
  });
  const { ledger, wallet } = walletModule;
  // Agents owing a downline a settlement bill may not withdraw or transfer (issue 21).
  const arrears = (memberId: number) => agentInArrears(db, merchantCode, memberId);
  const catalogue = createCatalogueServices({ db, merchantCode, clock, system });
  const content = createContentServices({ db, merchantCode, clock });
  const transfer = createTransferServices({
    db,
    merchantCode,
    clock,
    ledger,
    wallet,
    timeZone,
    realtime,
    attempts,
    games: catalogue.games,
    arrears,
  });
  const cashier = createCashierServices({
    db,
    merchantCode,
    currency,
    timeZone,
    clock,
    ledger,
    messages,
    attempts,
    credentials,
    publicUrl: config.publicUrl,
    domainRoute: () => system.domainRoute(),
    // Demo mode: the cashier pays through the sandbox gateway.
    sandboxGateway: config.demoMode,
    arrears,
  });
  const play = createPlayServices({
    db,
    merchantCode,
    clock,
    timeZone,
    limiter,
    ledger,
    system,
    wallet,
    realtime,
    funds: transfer.funds,
    games: catalogue.games,
    usernameOf: (memberId) => createMemberDirectory(db).usernameOf(memberId),
  });
  const lottery = createLotteryServices({
    db,
    merchantCode,
    clock,
    timeZone,
    ledger,
    realtime,
    games: catalogue.games,
  });
  return { messages, ...walletModule, ...catalogue, ...content, ...transfer, ...cashier, ...play, ...lottery };
}
