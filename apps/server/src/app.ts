import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { demoModeWarning, type AppConfig } from './config.js';
import type { Database } from './platform/db.js';
import { createHttpApp, registerApiDocs } from './platform/http-app.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { registerWebApp } from './platform/web-app.js';
import {
  createSystemServices,
  followSettingsChanges,
  systemRoutes,
  type SystemServices,
} from './modules/system/system-module.js';
import { catalogueRoutes, createCatalogueServices, type CatalogueServices } from './modules/games/catalogue-module.js';
import { contentRoutes, createContentServices, type ContentServices } from './modules/content/content-module.js';
import { securityHeaders } from './platform/security-headers.js';
import { createLocalEventBus, type EventBus } from './platform/events.js';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.js';
import { createEncService, encRoutes, registerEnc } from './platform/enc.js';
import { registerAuth } from './platform/auth.js';
import { createIdentityModules, type IdentityServices } from './modules/identity/identity-module.js';
import { createWalletServices, walletRoutes, type WalletServices } from './modules/wallet/wallet-module.js';
import {
  cashierModuleRoutes,
  createCashierServices,
  createSandboxGatewayRepository,
  type CashierServices,
} from './modules/cashier/cashier-module.js';
import { autoReceiptJob } from './modules/cashier/withdrawal-receipt-jobs.js';
import { createJobsRegistry, jobHistoryPruneJob, type JobsRegistry } from './platform/jobs-registry.js';
import { sandboxGatewayModule } from './modules/sandbox-gateway/sandbox-gateway-module.js';
import { createTransferServices, transferRoutes, type TransferServices } from './modules/transfer/transfer-module.js';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.js';
import { createMessagesServices, messagesRoutes, type MessagesServices } from './modules/messages/messages-module.js';
import { createHouse, houseRecoveryJob, houseRoutes, type HouseService } from './modules/house/house-module.js';
import {
  createPlayServices,
  ensureProvider,
  HOUSE_PROVIDER,
  playRoutes,
  seamlessRoutes,
  type PlayServices,
} from './modules/play/play-module.js';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  events?: EventBus;
  clock?: () => Date;
  rateLimiter?: RateLimiter;
};

export type Services = SystemServices &
  MessagesServices &
  WalletServices &
  CatalogueServices &
  ContentServices &
  TransferServices &
  CashierServices &
  PlayServices &
  IdentityServices;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    services: Services;
    events: EventBus;
    realtime: RealtimeHub;
    /** The built-in house game provider (it reaches the wallet only through signed HTTP). */
    house: HouseService;
    /** Periodic work, each job once per period across instances (platform/jobs-registry.ts). */
    jobs: JobsRegistry;
  }
}

/** How often each instance looks for due jobs: well under the shortest period (30 s). */
const JOBS_TICK_MS = 10_000;

/**
 * Builds the whole HTTP application on an open, migrated database. Tests drive the result
 * with `app.inject()`; main.ts only adds listening and shutdown.
 */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = await createHttpApp(
    {
      logger: opts.logger ?? (config.env === 'test' ? false : { level: config.logLevel }),
      trustedProxies: config.trustedProxies,
      workLimits: config.workLimits,
      loadShedding: config.loadShedding,
    },
    opts,
  );
  app.decorate('config', config);
  const db = database.db;
  const { system } = createSystemServices({
    db,
    merchantCode: config.merchantCode,
    clock,
    // The site's demo ribbon (system status): on while the inbox or the sandbox gateway is.
    demo: { devInbox: config.devInbox, sandboxGateway: config.demoMode },
  });
  // Throttle counters: Redis when configured (shared by all instances), else in-process.
  const limiter = deps.rateLimiter ?? (await createRateLimiter(config.redisUrl, `fortuna:${config.merchantCode}:rl:`));
  if (!deps.rateLimiter) app.addHook('onClose', () => limiter.close());
  // Test helpers that no real user may have (captcha answers): only when switched on (DEV_TOOLS),
  // which loadConfig refuses together with production.
  const devTools = config.devTools;
  const warning = demoModeWarning(config);
  if (warning) app.log.warn(warning);
  const events = deps.events ?? createLocalEventBus();
  app.decorate('events', events);
  const realtime = await createRealtimeHub(events);
  app.decorate('realtime', realtime);
  // Open event streams would hold the server open: end them before it closes.
  app.addHook('preClose', (done) => {
    realtime.close();
    done();
  });
  // Notices come first: identity tells a member in their inbox when a code of theirs is locked.
  const { messages } = createMessagesServices({ db, merchantCode: config.merchantCode, clock, realtime });
  const identity = createIdentityModules({
    db,
    merchantCode: config.merchantCode,
    clock,
    limiter,
    system,
    devTools,
    devInbox: config.devInbox,
    publicUrl: config.publicUrl,
    messages,
    captchaPow: config.captchaPow,
    notifyLock: async (memberId, lock, until) => {
      const params = { lock, until: until.toISOString() };
      const dedupeKey = `lock:${lock}:${until.getTime()}`;
      await messages.announce(memberId, await messages.record({ memberId, kind: 'SECURITY_LOCK', params, dedupeKey }));
    },
  });
  const enc = createEncService({ db, clock });
  // The brand's currency and zone name its accounts and calendar days: read once at start.
  const { currency: brandCurrency, timeZone } = await system.brand();
  const domain = createDomainServices({
    db,
    merchantCode: config.merchantCode,
    publicUrl: config.publicUrl,
    sandboxGateway: config.demoMode,
    clock,
    limiter,
    realtime,
    system,
    credentials: identity.services.credentials,
    currency: brandCurrency.code,
    timeZone,
    messages,
    attempts: identity.services.attempts,
  });
  const { withdrawalReceipts } = domain;
  // Daily jobs run at a wall-clock time in the brand's zone.
  const jobs = createJobsRegistry({ db, merchantCode: config.merchantCode, clock, zone: () => timeZone, log: app.log });
  app.decorate('jobs', jobs);
  jobs.register(jobHistoryPruneJob(db, config.merchantCode));
  // Unconfirmed paid withdrawals become received after the brand's minutes.
  jobs.register(autoReceiptJob(withdrawalReceipts));
  app.decorate('services', { system, ...identity.services, ...domain });
  await followSettingsChanges(system, events);

  registerErrorHandling(app);
  securityHeaders(app, { publicUrl: config.publicUrl, webDist: config.webDist });
  registerEnc(app, enc);
  registerAuth(app, (token) => identity.services.session.authenticate(token));

  await registerApiDocs(app);

  await app.register(systemRoutes);
  await app.register(encRoutes(enc));
  await app.register(identity.routes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(walletRoutes);
  await app.register(cashierModuleRoutes);
  await app.register(transferRoutes);
  await app.register(messagesRoutes);
  // The sandbox gateway credits money no one paid: it exists in demo mode only.
  if (config.demoMode) await app.register(sandboxGatewayModule({ store: createSandboxGatewayRepository(db), clock }));
  await app.register(playRoutes);
  await app.register(seamlessRoutes);
  // The built-in house provider signs its wallet calls with this key (registered on first start).
  const house = createHouse({
    app,
    db,
    clock,
    provider: HOUSE_PROVIDER,
    secret: await ensureProvider(db, HOUSE_PROVIDER, 'Fortuna house games'),
    walletUrl: config.houseWalletUrl,
  });
  app.decorate('house', house);
  await app.register(houseRoutes(house, config.houseGamesDist));
  jobs.register(houseRecoveryJob(house));
  // Each serving instance ticks (the house recovery calls this server's own address, so not before
  // it listens; a CLI that builds the app never ticks); tests call app.jobs.runDue with their clock.
  if (config.env !== 'test') {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onListen', async () => void (stopJobs = jobs.start(JOBS_TICK_MS)));
    app.addHook('onClose', async () => stopJobs?.());
  }
  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * The money and games modules in dependency order, each handed the services it calls (no late
 * look-ups): messages, wallet, catalogue, content, transfer, cashier, play.
 */
function createDomainServices(deps: {
  db: Database['db'];
  merchantCode: string;
  publicUrl: string;
  /** Demo mode: the cashier pays through the sandbox gateway. */
  sandboxGateway: boolean;
  clock: () => Date;
  limiter: RateLimiter;
  realtime: RealtimeHub;
  system: SystemServices['system'];
  credentials: IdentityServices['credentials'];
  currency: string;
  timeZone: string;
  messages: MessagesServices['messages'];
  attempts: IdentityServices['attempts'];
}): Omit<Services, 'system' | keyof IdentityServices> {
  const {
    db,
    merchantCode,
    publicUrl,
    sandboxGateway,
    clock,
    limiter,
    realtime,
    system,
    currency,
    timeZone,
    messages,
    attempts,
  } = deps;
  const walletModule = createWalletServices({
    db,
    merchantCode,
    currency,
    currencySymbol: async () => (await system.currency()).symbol,
    timeZone,
  });
  const { ledger, wallet } = walletModule;
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
    credentials: deps.credentials,
    publicUrl,
    sandboxGateway,
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
  });
  return { messages, ...walletModule, ...catalogue, ...content, ...transfer, ...cashier, ...play };
}
