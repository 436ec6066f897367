import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { consoleCall, staffToken } from './staff-helpers.js';
import { REDIS_INSTANCES, useRedisInstances } from './redis-instances.js';

describe.runIf(REDIS_INSTANCES)('console games changes across instances through Redis', () => {
  const instances = useRedisInstances();

  const listed = async (app: FastifyInstance) =>
    (
      (await app.inject('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100')).json().value
        .list as Array<{
        nodeId: number;
      }>
    ).map((g) => g.nodeId);

  it('a game disabled on one instance leaves the other’s cached lobby within a second', async () => {
    const [one, two] = [instances.first, instances.second];
    const [first] = await listed(two); // cached on the second instance
    if (!first) throw new Error('no game');
    const token = await staffToken(one, instances.database.db, 'games');
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
