import type { EventBus } from '../../platform/events.js';
import type { LiveStaffSession } from './staff-repository.js';

/**
 * How long one instance answers a staff session from memory before it reads it again: the
 * longest a session ended elsewhere can go on working here when its notice is lost (Redis down,
 * or a CLI run without REDIS_URL). On the instance that ends it, and on every instance that hears
 * the notice, it stops at once.
 */
export const STAFF_SESSION_CACHE_MS = 5_000;
/** Live sessions kept per instance (the oldest go first past it); unknown tokens are never kept. */
export const STAFF_SESSION_CACHE_MAX = 10_000;

/** Channel on which an instance (or the CLI) announces that staff sessions ended. */
export const STAFF_SESSIONS_ENDED = 'fortuna:staff-sessions-ended';

/** What ended: one session (logout), or every session of one staff account (any account change). */
export type SessionsEnded = { sessionId: number } | { staffId: number };

/** A session as this instance last read it, with what it knows since. */
export type CachedSession = {
  session: LiveStaffSession;
  /** When it was read (the cache's clock, ms). */
  loadedAt: number;
  /** The last-seen time the database holds, as far as this instance knows (ms). */
  storedSeenAt: number;
};

/**
 * Live staff sessions of this instance by token hash, each for STAFF_SESSION_CACHE_MS at most.
 * `epoch` guards a read racing an end: a read that began before a drop is not kept after it.
 */
export function createStaffSessionCache(ttlMs = STAFF_SESSION_CACHE_MS, max = STAFF_SESSION_CACHE_MAX) {
  const entries = new Map<string, CachedSession>();
  let epoch = 0;

  function drop(ended: SessionsEnded): void {
    epoch++;
    for (const [hash, entry] of entries) {
      if ('sessionId' in ended ? entry.session.id === ended.sessionId : entry.session.staff.id === ended.staffId)
        entries.delete(hash);
    }
  }

  return {
    epoch: () => epoch,

    /** The session of `hash` if read less than the TTL ago. */
    get(hash: string, nowMs: number): CachedSession | undefined {
      const entry = entries.get(hash);
      // A clock set back never stretches the TTL: an entry from the "future" is read again.
      if (entry && (nowMs - entry.loadedAt >= ttlMs || nowMs < entry.loadedAt)) {
        entries.delete(hash);
        return undefined;
      }
      return entry;
    },

    /** Keeps a session read at `nowMs` unless something was dropped since the read began (`startEpoch`). */
    put(hash: string, session: LiveStaffSession, startEpoch: number, nowMs: number): CachedSession {
      const entry = { session, loadedAt: nowMs, storedSeenAt: session.lastSeenAt.getTime() };
      if (startEpoch !== epoch) return entry;
      entries.delete(hash);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(hash, entry);
      return entry;
    },

    forget: (hash: string) => void entries.delete(hash),
    drop,
    clear(): void {
      epoch++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
export type StaffSessionCache = ReturnType<typeof createStaffSessionCache>;

/** A notice as sent on STAFF_SESSIONS_ENDED, or null for anything else. */
export function parseSessionsEnded(message: string): SessionsEnded | null {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (Number.isSafeInteger(value.sessionId)) return { sessionId: value.sessionId as number };
    if (Number.isSafeInteger(value.staffId)) return { staffId: value.staffId as number };
  } catch {
    // not a notice of ours
  }
  return null;
}

/**
 * How staff sessions ending travel: `ended` drops them here at once and tells the other instances
 * (the event bus: Redis with REDIS_URL); each instance's subscription drops what it hears.
 * A notice that cannot be sent is logged: the TTL still ends the session within seconds there.
 */
export type StaffSessionNotices = { ended(what: SessionsEnded): Promise<void> };

export async function followStaffSessionEnds(
  cache: StaffSessionCache,
  events: EventBus,
  onError: (error: unknown) => void,
): Promise<StaffSessionNotices> {
  await events.subscribe(STAFF_SESSIONS_ENDED, (message) => {
    const ended = parseSessionsEnded(message);
    // An unreadable notice drops everything rather than miss an end.
    if (ended) cache.drop(ended);
    else cache.clear();
  });
  return {
    async ended(what) {
      cache.drop(what);
      await events.publish(STAFF_SESSIONS_ENDED, JSON.stringify(what)).catch(onError);
    },
  };
}
