import type { Db } from '../../../platform/db.js';
import { createAttemptCounters } from '../../../platform/attempt-counters.js';

export type { AttemptKey, AttemptRule } from '../../../platform/attempt-counters.js';

/** SQL of the members' attempt counters (member_attempt; the counters' rules: platform/attempt-counters.ts). */
export const createAttemptsRepository = (db: Db) =>
  createAttemptCounters(db, { table: 'member_attempt', owner: 'member_id' });
export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
