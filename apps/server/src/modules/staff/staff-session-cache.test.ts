import { describe, expect, it } from 'vitest';
import type { LiveStaffSession } from './staff-repository.js';
import { createStaffSessionCache, parseSessionsEnded } from './staff-session-cache.js';

const session = (id: number, staffId: number): LiveStaffSession =>
  ({
    id,
    createdAt: new Date(0),
    expiresAt: new Date(12 * 3_600_000),
    lastSeenAt: new Date(0),
    revokedAt: null,
    staff: { id: staffId },
  }) as LiveStaffSession;

describe('staff session cache', () => {
  it('answers a session for the TTL only, and never past a clock set back', () => {
    const cache = createStaffSessionCache(5_000);
    cache.put('a', session(1, 7), cache.epoch(), 10_000);
    expect(cache.get('a', 14_999)?.session.id).toBe(1);
    expect(cache.get('a', 15_000)).toBeUndefined();
    cache.put('b', session(2, 7), cache.epoch(), 10_000);
    expect(cache.get('b', 9_999)).toBeUndefined();
  });

  it('does not keep a read that began before an end', () => {
    const cache = createStaffSessionCache();
    const started = cache.epoch();
    cache.drop({ staffId: 99 }); // an end lands while the read is under way
    cache.put('a', session(1, 7), started, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops one session, or every session of a staff member', () => {
    const cache = createStaffSessionCache();
    cache.put('a', session(1, 7), cache.epoch(), 0);
    cache.put('b', session(2, 7), cache.epoch(), 0);
    cache.put('c', session(3, 8), cache.epoch(), 0);
    cache.drop({ sessionId: 1 });
    expect([cache.get('a', 1), cache.get('b', 1)?.session.id, cache.get('c', 1)?.session.id]).toEqual([
      undefined,
      2,
      3,
    ]);
    cache.drop({ staffId: 7 });
    expect([cache.get('b', 1), cache.get('c', 1)?.session.id]).toEqual([undefined, 3]);
  });

  it('keeps at most `max` sessions, the oldest going first', () => {
    const cache = createStaffSessionCache(5_000, 2);
    for (const [hash, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.put(hash, session(id, id), cache.epoch(), 0);
    expect([cache.size(), cache.get('a', 1), cache.get('c', 1)?.session.id]).toEqual([2, undefined, 3]);
  });

  it('reads the notices it sends, and nothing else', () => {
    expect(parseSessionsEnded('{"sessionId":4}')).toEqual({ sessionId: 4 });
    expect(parseSessionsEnded('{"staffId":5}')).toEqual({ staffId: 5 });
    expect(parseSessionsEnded('{"staffId":"5"}')).toBeNull();
    expect(parseSessionsEnded('nonsense')).toBeNull();
  });
});
