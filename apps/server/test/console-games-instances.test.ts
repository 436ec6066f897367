import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createRedisEventBus, type EventBus } from '../src/platform/events.js';
import type { Database } from '../src/platform/db.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { createTestDatabase } from './test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(redisUrl && pgUrl)('console games changes across instances through Redis', () => {
  let database: Database;
  const buses: EventBus[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', DEMO_MODE: 'true', WEB_DIST: '' }),
      redisUrl,
    };
    for (let i = 0; i < 2; i++) {
      const events = await createRedisEventBus(redisUrl as string);
      buses.push(events);
      apps.push(await buildApp({ config, database, events }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  const listed = async (app: FastifyInstance) =>
    (
      (await app.inject('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100')).json().value
        .list as Array<{
        nodeId: number;
      }>
    ).map((g) => g.nodeId);

  it('a game disabled on one instance leaves the other’s cached lobby within a second', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const [first] = await listed(two); // cached on the second instance
    if (!first) throw new Error('no game');
    const token = await staffToken(one, database.db, 'games');
    const res = await consoleCall(one, 'PUT', `/console/api/games/${first}`, token, { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed(one)).not.toContain(first);
    let seen = await listed(two);
    for (let i = 0; i < 20 && seen.includes(first); i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await listed(two);
    }
    expect(seen).not.toContain(first);
  });
});
