import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** When the process sheds load: thresholds of @fastify/under-pressure, sampled every `sampleMs`. */
export type LoadShedding = {
  /** Mean event-loop delay over a sample above which requests answer 503 SERVER_BUSY. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation over the last sample (0..1) above which requests answer 503; 0: not checked. */
  maxEventLoopUtilization: number;
  sampleMs: number;
};

/**
 * Production's threshold: a loop delayed half a second on average over the last second answers
 * 503 at once (one cheap hook) rather than letting every answer's latency collapse. Utilisation
 * is not checked by default: with PGlite every query runs on the loop, so a healthy busy demo sits
 * near 1.0 while its answers are still fast.
 */
export const DEFAULT_LOAD_SHEDDING: LoadShedding = {
  maxEventLoopDelayMs: 500,
  maxEventLoopUtilization: 0,
  sampleMs: 1000,
};

class ServerBusy extends AppError {
  constructor() {
    super('SERVER_BUSY', undefined, { retryAfterSeconds: 5 });
  }
}

/** Sheds load with 503 SERVER_BUSY (and Retry-After) while the process is over a threshold. */
export async function registerLoadShedding(app: FastifyInstance, shedding: LoadShedding): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxEventLoopUtilization: shedding.maxEventLoopUtilization,
    // The last sample, not the average since start.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: shedding.sampleMs,
    retryAfter: 5,
    customError: ServerBusy,
  });
}
