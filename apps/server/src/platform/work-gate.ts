import { AppError } from './errors.js';

/**
 * Expensive work (argon2 password and PIN checks: ~50 ms of a worker thread and 19 MiB each) runs
 * in a few libuv threads for everyone. Without a budget, 40 parallel wrong PINs from one session
 * queued ahead of every other user's login (issue 17, finding 13). The gate counts the work in
 * flight per member, per client address and in total, and refuses at once instead of queueing:
 * RATE_LIMITED for one caller over its share, SERVER_BUSY when the whole process is.
 */
export type WorkLimits = {
  /** Checks in flight for one member (its sessions together). */
  perMember: number;
  /** Checks in flight for one client address (request.ip: behind trusted proxies, the client's). */
  perIp: number;
  /** Checks in flight (and waiting for a thread) in this process. */
  total: number;
};

/** Two at once per member (a form and a retry), eight per address (a shared NAT), 32 per process. */
export const DEFAULT_WORK_LIMITS: WorkLimits = { perMember: 2, perIp: 8, total: 32 };

/**
 * Who asks for the work: the client's address, and the member when the request is logged in (all
 * of a member's sessions share one budget). Work outside a request (CLI, seeds, jobs) has none.
 * Passed explicitly: an AsyncLocalStorage per request (the first version) switched on Node's
 * promise hooks for every promise of the process and cost a tenth of a game search's throughput
 * (docs/benchmarks.md, 2026-11-26).
 */
export type WorkCaller = { ip: string; memberId?: number };

export type WorkGate = {
  run<T>(keys: string[], work: () => Promise<T>): Promise<T>;
  inFlight(key: string): number;
};

export function createWorkGate(limits: WorkLimits): WorkGate {
  const counts = new Map<string, number>();
  let total = 0;
  const limitOf = (key: string) => (key.startsWith('m:') ? limits.perMember : limits.perIp);
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
 * The process's gate. One per process, not per app: the work runs on libuv's thread pool, which
 * the whole process shares. createHttpApp sets its limits from the configuration.
 */
let processGate = createWorkGate(DEFAULT_WORK_LIMITS);
export function setWorkLimits(limits: WorkLimits): void {
  processGate = createWorkGate(limits);
}

/** Runs expensive work under its caller's budget; work with no caller (CLI, seeds, jobs) runs as is. */
export function expensiveWork<T>(caller: WorkCaller | null, work: () => Promise<T>): Promise<T> {
  if (!caller) return work();
  const keys = caller.memberId === undefined ? [`ip:${caller.ip}`] : [`ip:${caller.ip}`, `m:${caller.memberId}`];
  return processGate.run(keys, work);
}
