import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from './define-route.js';
import { AppError } from './errors.js';
import { isFromThisMachine } from './loopback.js';

/** The wall clock plus an offset that only grows (a test clock never goes back). */
export type TestClock = { now: () => Date; advance: (ms: number) => Date };

export function createTestClock(): TestClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += Math.max(0, ms);
      return now();
    },
  };
}

/**
 * POST /dev/api/clock — only on a server started with TEST_CLOCK=true, which the configuration
 * refuses outside NODE_ENV=test: an end-to-end test moves the server's time forward to close a day
 * (the agent settlement pays day D on D+1). It answers requests made on this machine only; to
 * anyone else, and on every other server, it does not exist (404).
 */
export const testClockRoutes =
  (clock: TestClock): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw new AppError('NOT_FOUND');
    });
    defineRoute(app, endpoints.dev.clock, async (request) => ({
      now: clock.advance(request.body.advanceMs).toISOString(),
    }));
  };
