import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOAD_SHEDDING, type LoadShedding } from './platform/load-shedding.js';
import { DEFAULT_WORK_LIMITS, type WorkLimits } from './platform/work-gate.js';

/** All environment the server reads, parsed in one place (README "Configuration"). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections of this process (DATABASE_URL only). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z.string().url().optional(),
  /** Production unless said otherwise: a server started bare never has development behaviour. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Development tools (captcha answers at /dev/api/captcha/:id, local phone-auth tokens): only
   * when switched on, by `npm run dev` and the tests; refused together with production.
   */
  DEV_TOOLS: z.enum(['true', 'false']).default('false'),
  /**
   * A server clock the end-to-end tests move forward (POST /dev/api/clock, loopback only), so a
   * journey can close a day; only with NODE_ENV=test, refused otherwise.
   */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /**
   * The one-machine demo of `npm start`: the demo seed, the loopback-only dev inbox and the
   * sandbox payment gateway with its channels. Allowed in production; the site shows a ribbon.
   */
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated IPs or CIDRs whose X-Forwarded-For is believed (spec: region rules on the client IP). */
  TRUSTED_PROXIES: z.string().default(''),
  MERCHANT_CODE: z.string().min(1).default('FORTUNA'),
  /** Directory of the built web app; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  /** Fill an empty database with the demo brand, accounts and channels; default DEMO_MODE, needs it. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /**
   * The local SMS and mail providers' inbox (/dev/inbox, /dev/api/inbox): it shows every
   * member's codes and reset links, so it answers loopback clients only; default DEMO_MODE.
   */
  DEV_INBOX: z.enum(['true', 'false']).optional(),
  /** Public base URL of the site for links in e-mails and payment redirects; default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** The operator's seamless-wallet API as the house provider reaches it; default this server over loopback. */
  HOUSE_WALLET_URL: z.string().url().optional(),
  /** Directory of the built house game clients; default apps/house-games/dist, empty disables them. */
  HOUSE_GAMES_DIST: z.string().optional(),
  /** Directory of the built operator console (served at /console); default apps/console/dist, empty disables it. */
  CONSOLE_DIST: z.string().optional(),
  /**
   * The proof-of-work of every captcha (ALTCHA, PBKDF2/SHA-256): iterations per attempt and the
   * largest counter (the counter is drawn from a third of it up to it). Defaults: 1000 and 900
   * (about a quarter second of one core per solve); 1 and 30 under NODE_ENV=test.
   */
  CAPTCHA_POW_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  CAPTCHA_POW_MAX_COUNTER: z.coerce.number().int().min(3).max(10_000_000).optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  /** Captcha answers and phone-auth tokens on the dev API (never with production). */
  devTools: boolean;
  /** A clock the e2e tests move forward (TEST_CLOCK; NODE_ENV=test only). */
  testClock?: boolean;
  /** Demo mode: demo seed, dev inbox and the sandbox gateway (README "Demo mode"). */
  demoMode: boolean;
  logLevel: string;
  trustedProxies: string[];
  merchantCode: string;
  webDist: string | null;
  /** The built operator console (CONSOLE_DIST), served at /console; null: not served. */
  consoleDist: string | null;
  seedDemo: boolean;
  devInbox: boolean;
  publicUrl: string;
  houseWalletUrl: string | undefined;
  houseGamesDist: string | null | undefined;
  /** Proof-of-work difficulty of every captcha (CAPTCHA_POW_COST, CAPTCHA_POW_MAX_COUNTER). */
  captchaPow: { cost: number; maxCounter: number };
  /** Expensive work (argon2) in flight per session, per client address and per process. */
  workLimits: WorkLimits;
  /** When the process answers 503 SERVER_BUSY (null: never; the test runs of buildApp). */
  loadShedding: LoadShedding | null;
};

const defaultWebDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');
const defaultConsoleDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../console/dist');

/** A setting, or a combination of settings, the server refuses to start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnv(env: NodeJS.ProcessEnv) {
  // An empty variable (`DATABASE_URL=`) means unset, except the build folders where empty disables serving.
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => value !== '' || ['WEB_DIST', 'HOUSE_GAMES_DIST', 'CONSOLE_DIST'].includes(key),
    ),
  );
  const parsed = EnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`invalid environment (${problems.join('; ')})`);
}

/** Combinations that would open a development door on a real deployment. */
function refuseUnsafe(config: AppConfig): AppConfig {
  if (config.devTools && config.env === 'production')
    throw new ConfigError(
      'DEV_TOOLS=true is refused in production (NODE_ENV=production, the default): the dev tools tell captcha answers and issue phone-auth tokens. Use `npm run dev`, or NODE_ENV=development or test.',
    );
  if (config.testClock && config.env !== 'test')
    throw new ConfigError(
      'TEST_CLOCK=true is refused outside NODE_ENV=test: it lets a local caller move the server clock.',
    );
  if (config.seedDemo && !config.demoMode)
    throw new ConfigError(
      'SEED_DEMO=true needs DEMO_MODE=true: the demo data hold accounts with published passwords and sandbox-gateway payment channels.',
    );
  return config;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(env);
  const demoMode = parsed.DEMO_MODE === 'true';
  return refuseUnsafe({
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    redisUrl: parsed.REDIS_URL,
    env: parsed.NODE_ENV,
    devTools: parsed.DEV_TOOLS === 'true',
    testClock: parsed.TEST_CLOCK === 'true',
    demoMode,
    logLevel: parsed.LOG_LEVEL,
    trustedProxies: parsed.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    merchantCode: parsed.MERCHANT_CODE,
    workLimits: DEFAULT_WORK_LIMITS,
    // Off in buildApp's tests only: a machine busy with other tests must not fail them with 503s.
    loadShedding: parsed.NODE_ENV === 'test' ? null : DEFAULT_LOAD_SHEDDING,
    webDist: parsed.WEB_DIST === '' ? null : path.resolve(parsed.WEB_DIST ?? defaultWebDist),
    consoleDist: parsed.CONSOLE_DIST === '' ? null : path.resolve(parsed.CONSOLE_DIST ?? defaultConsoleDist),
    seedDemo: parsed.SEED_DEMO === undefined ? demoMode : parsed.SEED_DEMO === 'true',
    devInbox: parsed.DEV_INBOX === undefined ? demoMode : parsed.DEV_INBOX === 'true',
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    houseWalletUrl: parsed.HOUSE_WALLET_URL,
    houseGamesDist:
      parsed.HOUSE_GAMES_DIST === undefined
        ? undefined
        : parsed.HOUSE_GAMES_DIST === ''
          ? null
          : path.resolve(parsed.HOUSE_GAMES_DIST),
    captchaPow: {
      cost: parsed.CAPTCHA_POW_COST ?? (parsed.NODE_ENV === 'test' ? 1 : 1000),
      maxCounter: parsed.CAPTCHA_POW_MAX_COUNTER ?? (parsed.NODE_ENV === 'test' ? 30 : 900),
    },
  });
}

/** The start-up warning of demo mode in production: what it opens, and to whom. */
export function demoModeWarning(config: Pick<AppConfig, 'env' | 'devInbox' | 'demoMode'>): string | null {
  if (config.env !== 'production' || (!config.devInbox && !config.demoMode)) return null;
  const opened = [
    config.devInbox ? 'the dev inbox (/dev/inbox: every SMS code and e-mail, to loopback clients only)' : null,
    config.demoMode ? 'the sandbox payment gateway (its "Pay now" credits money no one paid)' : null,
  ].filter(Boolean);
  return `Demo mode in production: ${opened.join(' and ')} are on, and the site shows a demo ribbon. Never run a real brand like this; see docs/operations.md.`;
}
