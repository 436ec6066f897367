/**
 * A value loaded from the database and kept for `ttlMs`. Past that it is still served while one
 * background load refreshes it, so expiry never makes a caller wait: after a quiet spell the
 * first requests of a burst used to queue behind the reload (~0.1 s when the PostgreSQL pool had
 * to reconnect too). A failed refresh keeps the old value and the next call past the TTL tries
 * again; a failed first load is not kept.
 *
 * `invalidate()` — a change made in this process or announced by another instance — makes the
 * next caller wait for a fresh load, so a change is never answered from before it, and a refresh
 * that started before the change is discarded.
 */
export function createRefreshingValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number) {
  let current: { value: Promise<T>; at: number } | null = null;
  let refreshing = false;
  let generation = 0;

  return {
    get(): Promise<T> {
      const at = now();
      if (!current) {
        const entry = { value: load(), at };
        current = entry;
        entry.value.catch(() => {
          if (current === entry) current = null;
        });
        return entry.value;
      }
      if (at - current.at > ttlMs && !refreshing) {
        refreshing = true;
        const started = generation;
        load().then(
          (value) => {
            if (started !== generation) return;
            refreshing = false;
            current = { value: Promise.resolve(value), at: now() };
          },
          () => {
            if (started === generation) refreshing = false;
          },
        );
      }
      return current.value;
    },
    invalidate(): void {
      current = null;
      refreshing = false;
      generation++;
    },
  };
}
