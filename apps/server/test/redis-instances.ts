import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createRedisEventBus, type EventBus } from '../src/platform/events.js';
import type { Database } from '../src/platform/db.js';
import { createTestDatabase } from './test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Whether two instances can share PostgreSQL and Redis here (TEST_DATABASE_URL and TEST_REDIS_URL). */
export const REDIS_INSTANCES = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

/**
 * Two app instances on one fresh PostgreSQL database, each with its own Redis event bus, as two
 * servers behind a load balancer; built before the suite's tests and closed after. `clock` (a
 * clock that never moves, say) keeps cached settings from going stale by time alone.
 */
export function useRedisInstances(options: { clock?: () => Date } = {}) {
  const buses: EventBus[] = [];
  const state = { database: null as Database | null, apps: [] as FastifyInstance[] };
  beforeAll(async () => {
    state.database = await createTestDatabase('postgres');
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', DEMO_MODE: 'true', LOG_LEVEL: 'silent', WEB_DIST: '' }),
      redisUrl,
    };
    for (let i = 0; i < 2; i++) {
      const events = await createRedisEventBus(redisUrl as string);
      buses.push(events);
      state.apps.push(await buildApp({ config, database: state.database, events, clock: options.clock }));
    }
  });
  afterAll(async () => {
    for (const app of state.apps) await app.close();
    for (const bus of buses) await bus.close();
    await state.database?.close();
  });
  return {
    get database(): Database {
      if (!state.database) throw new Error('the instances are built in beforeAll');
      return state.database;
    },
    get first(): FastifyInstance {
      return state.apps[0] as FastifyInstance;
    },
    get second(): FastifyInstance {
      return state.apps[1] as FastifyInstance;
    },
  };
}
