import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { demoModeWarning, type AppConfig } from './config.js';
import { createServices, type Services } from './app-services.js';
import type { Database, Db } from './platform/db.js';
import { createHttpApp, registerApiDocs } from './platform/http-app.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { registerWebApp } from './platform/web-app.js';
import {
  consoleBrandRoutes,
  followSettingsChanges,
  helpConsoleRoutes,
  siteLinksConsoleRoutes,
  systemRoutes,
} from './modules/system/system-module.js';
import { consoleSystemRoutes } from './modules/system/console-system-routes.js';
import { createInstances } from './platform/instances.js';
import { mountReports } from './modules/reports/reports-module.js';
import { mountAgentSettlement } from './modules/agent-settlement/agent-settlement-module.js';
import { mountTeam } from './modules/team/team-module.js';
import { mountContracts } from './modules/contracts/contracts-module.js';
import type { TeamRollupService } from './modules/team/team-rollup-service.js';
import { SERVER_VERSION } from './platform/version.js';
import { catalogueRoutes, gamesConsoleRoutes } from './modules/games/catalogue-module.js';
import { contentConsoleRoutes, contentRoutes } from './modules/content/content-module.js';
import { hardeningHeaders, securityHeaders } from './platform/security-headers.js';
import { createLocalEventBus, type EventBus } from './platform/events.js';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit.js';
import { encRoutes, registerEnc, type EncService } from './platform/enc.js';
import { registerAuth } from './platform/auth.js';
import { registerStaffAuth } from './platform/staff-auth.js';
import { auditRoutes, staffRoutes } from './modules/staff/staff-module.js';
import { consoleMembersRoutes } from './modules/console-members/console-members-module.js';
import { approvalRoutes } from './modules/approvals/approvals-module.js';
import { adjustmentRoutes } from './modules/adjustments/adjustments-module.js';
import { walletRoutes } from './modules/wallet/wallet-module.js';
import { cashierModuleRoutes, createSandboxGatewayRepository } from './modules/cashier/cashier-module.js';
import { autoReceiptJob } from './modules/cashier/withdrawal-receipt-jobs.js';
import {
  createJobsRegistry,
  jobHistoryPruneJob,
  tickWhileListening,
  type JobsRegistry,
} from './platform/jobs-registry.js';
import { sandboxGatewayModule } from './modules/sandbox-gateway/sandbox-gateway-module.js';
import { transferRoutes } from './modules/transfer/transfer-module.js';
import { registerRealtime, type RealtimeHub } from './platform/realtime.js';
import { createTestClock, testClockRoutes } from './platform/test-clock.js';
import { messagesRoutes } from './modules/messages/messages-module.js';
import { createHouse, houseRecoveryJob, houseRoutes, type HouseService } from './modules/house/house-module.js';
import { ensureProvider, HOUSE_PROVIDER, playRoutes, seamlessRoutes } from './modules/play/play-module.js';
import { mountLottery } from './modules/lottery/lottery-module.js';
import { lotteryConsoleRoutes } from './modules/lottery/console/lottery-console-routes.js';

export type { Services };

export type AppDeps = {
  config: AppConfig;
  database: Database;
  events?: EventBus;
  clock?: () => Date;
  rateLimiter?: RateLimiter;
};

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
    /** The team rollups (tests close windows with their clock: `teamRollups.catchUp(now)`). */
    teamRollups: TeamRollupService;
  }
}

/** How often each instance looks for due jobs: well under the shortest period (30 s). */
const JOBS_TICK_MS = 10_000;

/**
 * Builds the whole HTTP application on an open, migrated database. Tests drive the result
 * with `app.inject()`; main.ts only adds listening and shutdown.
 */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const { db } = deps.database;
  // TEST_CLOCK (NODE_ENV=test only): the e2e journey moves this server's time forward to close a day.
  const testClock = !deps.clock && config.testClock && config.env === 'test' ? createTestClock() : null;
  const clock = deps.clock ?? testClock?.now ?? (() => new Date());
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
  const warning = demoModeWarning(config);
  if (warning) app.log.warn(warning);
  const limiter = deps.rateLimiter ?? (await ownRateLimiter(app, config));
  const events = deps.events ?? createLocalEventBus();
  app.decorate('events', events);
  const realtime = await registerRealtime(app, events, hardeningHeaders(config.publicUrl));
  const { services, identityRoutes, enc, timeZone } = await createServices({
    db,
    config,
    clock,
    limiter,
    realtime,
    events,
    onError: (error) => app.log.error({ err: error }, 'staff session notice not sent'),
  });
  // Daily jobs run at a wall-clock time in the brand's zone.
  const jobs = createJobsRegistry({ db, merchantCode: config.merchantCode, clock, zone: () => timeZone, log: app.log });
  app.decorate('jobs', jobs);
  jobs.register(jobHistoryPruneJob(db, config.merchantCode));
  // Unconfirmed paid withdrawals become received after the brand's minutes.
  jobs.register(autoReceiptJob(services.withdrawalReceipts));
  app.decorate('services', services);
  await followSettingsChanges([services.system, services.identitySettings], events);

  registerErrorHandling(app);
  securityHeaders(app, { publicUrl: config.publicUrl, webDist: config.webDist });
  registerEnc(app, enc);
  registerAuth(app, (token) => services.session.authenticate(token));
  // Console routes: staff sessions only (a member's token is no staff session, nor the reverse).
  registerStaffAuth(app, (token, request) => services.staff.authenticate(token, request.ip));
  await registerApiDocs(app);
  await registerModuleRoutes(app, { db, clock, enc, identityRoutes });
  if (testClock) await app.register(testClockRoutes(testClock));
  jobs.register(houseRecoveryJob(await mountHouse(app, db, clock)));
  // The platform's own lottery: games synced from the catalogue, its draws and settlement.
  await mountLottery(app, services.lottery, jobs);
  // The console's Lottery pages: settings, issues (void), four-eyes results, exposure, P&L.
  await app.register(
    lotteryConsoleRoutes({
      db,
      clock,
      merchantCode: config.merchantCode,
      timeZone: () => timeZone,
      voidIssue: (tx, issueId, reason, actor) => services.lottery.voidIssueIn(tx, issueId, reason, actor),
      recordResult: (tx, issueId, result, source) => services.lottery.recordResult(tx, issueId, result, source),
    }),
  );
  // The console's Jobs and System pages; each serving instance beats into server_instance.
  const instances = createInstances(db, config.merchantCode, clock);
  instances.track(app, { instance: jobs.instance, version: SERVER_VERSION, startedAt: clock() });
  await app.register(consoleSystemRoutes({ database: deps.database, instances, limiter, startedAt: clock() }));
  // The console's Brand settings: each change audited and announced to every instance.
  await app.register(consoleBrandRoutes({ db, clock }));
  // The console's dashboard figures and the jobs that compute them.
  await mountReports(app, { db, merchantCode: config.merchantCode, clock, timeZone });
  // The agent centre's team: per-member rollups every 5 minutes, the team pages' routes.
  app.decorate('teamRollups', await mountTeam(app, { db, merchantCode: config.merchantCode, timeZone, clock }));
  // Agent contracts' settlement: a bill per kind, agent and period, paid top-down by its jobs.
  await mountAgentSettlement(app, { db, merchantCode: config.merchantCode, timeZone, ledger: services.ledger, clock });
  // Agent contracts: offers, answers and terminations in the agent centre and the console.
  await mountContracts(app, { db, merchantCode: config.merchantCode, clock });
  // Each serving instance ticks (the house recovery calls this server's own address, so not before
  // it listens); tests call app.jobs.runDue with their clock.
  if (config.env !== 'test') tickWhileListening(app, jobs, JOBS_TICK_MS);
  await registerWebApp(app, config.webDist, config.consoleDist);
  return app;
}

/** Throttle counters: Redis when configured (shared by all instances), else in-process; closed with the app. */
async function ownRateLimiter(app: FastifyInstance, config: AppConfig): Promise<RateLimiter> {
  const limiter = await createRateLimiter(config.redisUrl, `fortuna:${config.merchantCode}:rl:`);
  app.addHook('onClose', () => limiter.close());
  return limiter;
}

/** Every module's routes, after the hooks they rely on (errors, headers, enc, auth, API docs). */
async function registerModuleRoutes(
  app: FastifyInstance,
  parts: { db: Db; clock: () => Date; enc: EncService; identityRoutes: FastifyPluginAsync },
): Promise<void> {
  await app.register(systemRoutes);
  await app.register(encRoutes(parts.enc));
  await app.register(parts.identityRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(walletRoutes);
  await app.register(cashierModuleRoutes);
  await app.register(transferRoutes);
  await app.register(messagesRoutes);
  // The sandbox gateway credits money no one paid: it exists in demo mode only.
  if (app.config.demoMode)
    await app.register(sandboxGatewayModule({ store: createSandboxGatewayRepository(parts.db), clock: parts.clock }));
  await app.register(playRoutes);
  await app.register(seamlessRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(consoleMembersRoutes);
  await app.register(approvalRoutes);
  await app.register(adjustmentRoutes);
  await app.register(gamesConsoleRoutes({ db: parts.db, clock: parts.clock }));
  await app.register(contentConsoleRoutes({ db: parts.db, clock: parts.clock }));
  await app.register(helpConsoleRoutes({ db: parts.db }));
  await app.register(siteLinksConsoleRoutes({ db: parts.db, clock: parts.clock }));
}

/** The built-in house provider (`app.house`) and its routes; it signs its wallet calls with its key. */
async function mountHouse(app: FastifyInstance, db: Db, clock: () => Date): Promise<HouseService> {
  const house = createHouse({
    app,
    db,
    clock,
    provider: HOUSE_PROVIDER,
    // Registered on first start.
    secret: await ensureProvider(db, HOUSE_PROVIDER, 'Fortuna house games'),
    walletUrl: app.config.houseWalletUrl,
  });
  app.decorate('house', house);
  await app.register(houseRoutes(house, app.config.houseGamesDist));
  return house;
}
