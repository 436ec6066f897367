import { describe, expect, it } from 'vitest';
import { createRefreshingValue } from './refreshing-value.js';

/** A value kept 5 s over a load whose answers the test releases one by one; `clock.t` is now. */
function setup() {
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const clock = { t: 0 };
  const load = () => new Promise<number>((resolve, reject) => void pending.push({ resolve, reject }));
  return { value: createRefreshingValue(load, 5_000, () => clock.t), pending, clock };
}
/** The same, its first load (at 0) answered with 1. */
async function loadedWithOne() {
  const s = setup();
  const first = s.value.get();
  s.pending[0]!.resolve(1);
  await first;
  return s;
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createRefreshingValue', () => {
  it('loads once for concurrent callers and serves the value within the TTL', async () => {
    const { value, pending, clock } = setup();
    const a = value.get();
    const b = value.get();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    expect([await a, await b]).toEqual([1, 1]);
    clock.t = 5_000;
    expect(await value.get()).toBe(1);
    expect(pending).toHaveLength(1);
  });

  it('past the TTL answers the old value at once while one refresh runs, then the new one', async () => {
    const { value, pending, clock } = await loadedWithOne();
    clock.t = 6_000;
    expect(await value.get()).toBe(1); // not waiting for the refresh
    expect(await value.get()).toBe(1);
    expect(pending).toHaveLength(2); // one refresh, not one per caller
    pending[1]!.resolve(2);
    await settle();
    expect(await value.get()).toBe(2);
    clock.t = 10_000; // within the TTL of the refreshed value (loaded at 6,000)
    expect(await value.get()).toBe(2);
    expect(pending).toHaveLength(2);
  });

  it('keeps the old value when a refresh fails and tries again on the next call', async () => {
    const { value, pending, clock } = await loadedWithOne();
    clock.t = 6_000;
    expect(await value.get()).toBe(1);
    pending[1]!.reject(new Error('database down'));
    await settle();
    expect(await value.get()).toBe(1);
    expect(pending).toHaveLength(3);
  });

  it('does not keep a failed first load', async () => {
    const { value, pending } = setup();
    const first = value.get();
    pending[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = value.get();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(7);
    expect(await second).toBe(7);
  });

  it('after invalidate, the next caller waits for a fresh load and an older refresh is dropped', async () => {
    const { value, pending, clock } = await loadedWithOne();
    clock.t = 6_000;
    void value.get(); // starts a refresh (pending[1])
    value.invalidate();
    const fresh = value.get(); // pending[2]
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(3);
    expect(await fresh).toBe(3);
    pending[1]!.resolve(2); // the refresh from before the change arrives late
    await settle();
    expect(await value.get()).toBe(3);
  });
});
