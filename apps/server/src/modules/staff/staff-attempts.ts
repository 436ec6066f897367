import type { Db } from '../../platform/db.js';
import { createAttemptCounters } from '../../platform/attempt-counters.js';

/** Attempt counters of staff (staff_attempt): the members' counters (platform/attempt-counters.ts) on their own table. */
export const createStaffAttempts = (db: Db) => createAttemptCounters(db, { table: 'staff_attempt', owner: 'staff_id' });
export type StaffAttempts = ReturnType<typeof createStaffAttempts>;
