import type { SessionKey } from '@fortuna/contracts/storage-keys';
import { sessionStore, type KeyStore } from '@/lib/storage';

/**
 * Spec §9: hot games and vendor data are cached in the session (HOT_GAMES, gameVendor) until
 * refreshed. The session copy is the answer: a reload or another screen reads it and asks the
 * server nothing. It is refreshed when it goes — sign-out clears the session storage (spec §4),
 * a new tab starts without it — or when another language's copy replaces it.
 */
type Cached<T> = { lang: string; value: T };

export function readSessionCache<T>(key: SessionKey, lang: string, store: KeyStore<SessionKey> = sessionStore) {
  const cached = store.getJson<Cached<T>>(key);
  return cached && cached.lang === lang ? cached.value : undefined;
}

export function writeSessionCache<T>(key: SessionKey, lang: string, value: T, store = sessionStore): T {
  store.setJson(key, { lang, value } satisfies Cached<T>);
  return value;
}

/**
 * Query options of a session-cached call: the copy is the initial data and stays fresh while the
 * session holds it; once it is cleared the next screen that uses it fetches (and stores) anew.
 */
export const sessionCached = <T>(key: SessionKey, lang: string, store = sessionStore) => ({
  initialData: () => readSessionCache<T>(key, lang, store),
  // Asked on every render of every observer: a prefix check, not a parse of the whole copy.
  staleTime: () => (store.get(key)?.startsWith(`{"lang":${JSON.stringify(lang)},`) ? Infinity : 0),
});
