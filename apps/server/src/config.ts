import path from 'node:path';
import { z } from 'zod';

/** All environment the server reads, parsed in one place (README "Configuration"). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections of this process (DATABASE_URL only). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated IPs or CIDRs whose X-Forwarded-For is believed (spec: region rules on the client IP). */
  TRUSTED_PROXIES: z.string().default(''),
  MERCHANT_CODE: z.string().min(1).default('FORTUNA'),
  /** Directory of the built web app; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * The local SMS and mail providers' inbox (/dev/inbox, /dev/api/inbox): it shows every
   * member's codes and reset links, so it is off by default in production and on elsewhere.
   * `npm start` (the one-machine demo) turns it on explicitly; the server then warns at start.
   */
  DEV_INBOX: z.enum(['true', 'false']).optional(),
  /** Public base URL of the site for links in e-mails and payment redirects; default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** The operator's seamless-wallet API as the house provider reaches it; default this server over loopback. */
  HOUSE_WALLET_URL: z.string().url().optional(),
  /** Directory of the built house game clients; default apps/house-games/dist, empty disables them. */
  HOUSE_GAMES_DIST: z.string().optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  logLevel: string;
  trustedProxies: string[];
  merchantCode: string;
  webDist: string | null;
  seedDemo: boolean;
  devInbox: boolean;
  publicUrl: string;
  houseWalletUrl: string | undefined;
  houseGamesDist: string | null | undefined;
};

const defaultWebDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means unset, except WEB_DIST where empty disables serving.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key === 'WEB_DIST' || key === 'HOUSE_GAMES_DIST'),
  );
  const parsed = EnvSchema.parse(present);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    redisUrl: parsed.REDIS_URL,
    env: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    trustedProxies: parsed.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    merchantCode: parsed.MERCHANT_CODE,
    webDist: parsed.WEB_DIST === '' ? null : path.resolve(parsed.WEB_DIST ?? defaultWebDist),
    seedDemo: parsed.SEED_DEMO === 'true',
    devInbox: parsed.DEV_INBOX === undefined ? parsed.NODE_ENV !== 'production' : parsed.DEV_INBOX === 'true',
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    houseWalletUrl: parsed.HOUSE_WALLET_URL,
    houseGamesDist:
      parsed.HOUSE_GAMES_DIST === undefined
        ? undefined
        : parsed.HOUSE_GAMES_DIST === ''
          ? null
          : path.resolve(parsed.HOUSE_GAMES_DIST),
  };
}

/** The start-up warning when anyone may read the codes the local providers send: the dev inbox in production. */
export function devInboxWarning(config: Pick<AppConfig, 'env' | 'devInbox'>): string | null {
  if (config.env !== 'production' || !config.devInbox) return null;
  return 'DEV_INBOX is on in production: anyone can read every SMS code and e-mail at /dev/inbox. This is the one-machine demo mode of `npm start`; set DEV_INBOX=false once real SMS and mail gateways are configured.';
}
