import { reusableJson } from '../../platform/trusted-serializer.js';
import type { SearchIndex } from './catalogue-search.js';
import { createLruCache } from './games-fns.js';

/** How long cached list answers are fresh, and how long a stale one may still be served. */
const LIST_CACHE_TTL_MS = 30_000;
const LIST_STALE_LIMIT_MS = 300_000;
const LIST_CACHE_ENTRIES = 2_000;

/** A cached answer is shared by every caller until it expires: its JSON text is written once. */
const reused = <T>(answer: T): T => (typeof answer === 'object' && answer !== null ? reusableJson(answer) : answer);

/**
 * The catalogue's public answers and its search index, kept until the catalogue changes. Public
 * answers depend only on the query and the brand flags. Concurrent misses share one query; an
 * answer older than LIST_CACHE_TTL_MS is still served while one background query refreshes it, so
 * expiry never stalls a burst of callers. A generation number keeps a refresh that started before
 * an invalidation from storing its stale answer.
 */
export function createCatalogueCache({
  clock,
  loadSearchIndex,
}: {
  clock: () => Date;
  loadSearchIndex: () => Promise<SearchIndex>;
}) {
  // Entries live up to LIST_STALE_LIMIT_MS; past LIST_CACHE_TTL_MS they are refreshed in the background.
  const listCache = createLruCache<{ value: Promise<unknown>; at: number; refreshing: boolean }>(
    LIST_CACHE_ENTRIES,
    LIST_STALE_LIMIT_MS,
    () => clock().getTime(),
  );
  let cacheGeneration = 0;
  // The listable catalogue for name searches (catalogue-search.ts), loaded on the first search.
  let searchable: Promise<SearchIndex> | null = null;

  return {
    searchableGames(): Promise<SearchIndex> {
      if (searchable) return searchable;
      const generation = cacheGeneration;
      const loading = loadSearchIndex();
      searchable = loading;
      loading.then(
        () => {
          if (generation !== cacheGeneration && searchable === loading) searchable = null;
        },
        () => {
          if (searchable === loading) searchable = null;
        },
      );
      return loading;
    },

    answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock().getTime();
      const hit = listCache.get(key);
      if (hit) {
        if (now - hit.at > LIST_CACHE_TTL_MS && !hit.refreshing) {
          hit.refreshing = true;
          const generation = cacheGeneration;
          const next = compute().then(reused);
          next.then(
            () => {
              if (generation === cacheGeneration)
                listCache.set(key, { value: next, at: clock().getTime(), refreshing: false });
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return hit.value as Promise<T>;
      }
      const value = compute().then(reused);
      listCache.set(key, { value, at: now, refreshing: false });
      value.catch(() => listCache.delete(key));
      return value;
    },

    /** The catalogue changed: every answer and the search index go. */
    invalidate() {
      cacheGeneration++;
      searchable = null;
      listCache.clear();
    },

    /** Answers changed but not the games (a win on the rank list): the search index stays. */
    clearAnswers() {
      cacheGeneration++;
      listCache.clear();
    },
  };
}
