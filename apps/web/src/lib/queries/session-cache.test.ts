import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { SessionKey } from '@fortuna/contracts/storage-keys';
import { clearSessionKeepMerchant, createKeyStore } from '@/lib/storage';
import { readSessionCache, sessionCached, writeSessionCache } from './session-cache';

const sessionStorageFake = () => {
  const data = new Map<string, string>();
  return createKeyStore<SessionKey>(
    () => ({
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    }),
    (_key): _key is SessionKey => true,
  );
};

/** One page of the app: a fresh query client whose screen mounts the hot games once. */
async function mountHotGames(store: ReturnType<typeof sessionStorageFake>, lang: string, calls: string[]) {
  const client = new QueryClient();
  const observer = new QueryObserver(client, {
    queryKey: ['games', 'hot', lang],
    queryFn: () => {
      calls.push(lang);
      return Promise.resolve(writeSessionCache('HOT_GAMES', lang, [`hot-${lang}-${calls.length}`], store));
    },
    ...sessionCached<string[]>('HOT_GAMES', lang, store),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const data = observer.getCurrentResult().data;
  return { client, observer, data, unsubscribe };
}

describe('session cache of hot games and vendor data (HOT_GAMES, gameVendor)', () => {
  it('keeps the copy of the language it was fetched in', () => {
    const store = sessionStorageFake();
    writeSessionCache('gameVendor', 'EN', { categories: [] }, store);
    expect(readSessionCache('gameVendor', 'EN', store)).toEqual({ categories: [] });
    expect(readSessionCache('gameVendor', 'TY', store)).toBeUndefined();
    expect(readSessionCache('HOT_GAMES', 'EN', store)).toBeUndefined();
  });

  it('is fresh while the session holds the copy, stale once it is cleared or of another language', () => {
    const store = sessionStorageFake();
    const options = sessionCached<string[]>('HOT_GAMES', 'EN', store);
    expect(options.staleTime()).toBe(0);
    writeSessionCache('HOT_GAMES', 'EN', ['a'], store);
    expect(options.initialData()).toEqual(['a']);
    expect(options.staleTime()).toBe(Infinity);
    writeSessionCache('HOT_GAMES', 'TY', ['b'], store);
    expect(options.staleTime()).toBe(0);
    expect(options.initialData()).toBeUndefined();
  });

  it('fetches once, then a reload serves the stored copy without asking the server again', async () => {
    const store = sessionStorageFake();
    const calls: string[] = [];
    const first = await mountHotGames(store, 'EN', calls);
    expect(first.data).toEqual(['hot-EN-1']);
    first.unsubscribe();
    // A reload: a new query client, the same session storage.
    const reload = await mountHotGames(store, 'EN', calls);
    expect(reload.data).toEqual(['hot-EN-1']);
    expect(calls).toEqual(['EN']);
    reload.unsubscribe();
  });

  it('asks again after sign-out clears the session, even without a reload', async () => {
    const store = sessionStorageFake();
    const calls: string[] = [];
    const page = await mountHotGames(store, 'EN', calls);
    page.unsubscribe();
    clearSessionKeepMerchant(store);
    // Back on the home screen in the same page: the in-memory copy is stale now.
    const again = new QueryObserver(page.client, {
      queryKey: ['games', 'hot', 'EN'],
      queryFn: () => {
        calls.push('EN');
        return Promise.resolve(writeSessionCache('HOT_GAMES', 'EN', ['fresh'], store));
      },
      ...sessionCached<string[]>('HOT_GAMES', 'EN', store),
    });
    const unsubscribe = again.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['EN', 'EN']);
    expect(again.getCurrentResult().data).toEqual(['fresh']);
    expect(readSessionCache('HOT_GAMES', 'EN', store)).toEqual(['fresh']);
    unsubscribe();
  });
});
