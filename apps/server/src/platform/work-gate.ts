import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from './auth.js';
import { AppError } from './errors.js';

/**
 * Expensive work (argon2 password and PIN checks: ~50 ms of a worker thread and 19 MiB each) runs
 * in a few libuv threads for everyone. Without a budget, 40 parallel wrong PINs from one session
 * queued ahead of every other user's login (issue 17, finding 13). The gate counts the work in
 * flight per session, per client address and in total, and refuses at once instead of queueing:
 * RATE_LIMITED for one caller over its share, SERVER_BUSY when the whole process is.
 */
export type WorkLimits = {
  /** Checks in flight for one session token. */
  perSession: number;
  /** Checks in flight for one client address (request.ip: behind trusted proxies, the client's). */
  perIp: number;
  /** Checks in flight (and waiting for a thread) in this process. */
  total: number;
};

/** Two at once per session (a form and a retry), eight per address (a shared NAT), 32 per process. */
export const DEFAULT_WORK_LIMITS: WorkLimits = { perSession: 2, perIp: 8, total: 32 };

type Caller = { gate: WorkGate; keys: string[] };
const callers = new AsyncLocalStorage<Caller>();

export type WorkGate = {
  run<T>(keys: string[], work: () => Promise<T>): Promise<T>;
  inFlight(key: string): number;
};

export function createWorkGate(limits: WorkLimits): WorkGate {
  const counts = new Map<string, number>();
  let total = 0;
  const limitOf = (key: string) => (key.startsWith('s:') ? limits.perSession : limits.perIp);
  return {
    async run(keys, work) {
      if (keys.some((key) => (counts.get(key) ?? 0) >= limitOf(key)))
        throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: 1 });
      if (total >= limits.total) throw new AppError('SERVER_BUSY', undefined, { retryAfterSeconds: 1 });
      total += 1;
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      try {
        return await work();
      } finally {
        total -= 1;
        for (const key of keys) {
          const left = (counts.get(key) ?? 1) - 1;
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        }
      }
    },
    inFlight: (key) => (key === '*' ? total : (counts.get(key) ?? 0)),
  };
}

/**
 * Runs expensive work under the budget of the request it serves; work outside a request (CLI,
 * seeds, jobs) runs as is.
 */
export function expensiveWork<T>(work: () => Promise<T>): Promise<T> {
  const caller = callers.getStore();
  return caller ? caller.gate.run(caller.keys, work) : work();
}

/** Gives every request its caller's keys (session token digest, client address) for expensiveWork. */
export function registerWorkGate(app: FastifyInstance, gate: WorkGate): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    const keys = [`ip:${request.ip}`];
    if (token) keys.push(`s:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`);
    callers.run({ gate, keys }, done);
  });
}
