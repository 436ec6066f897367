import type { SessionKey } from '@fortuna/contracts/storage-keys';
import { sessionStore } from '@/lib/storage';

/**
 * Spec §9: hot games and vendor data are cached in the session (HOT_GAMES, gameVendor) until
 * refreshed. The cached copy paints at once; a page load revalidates it once in the background.
 */
type Cached<T> = { lang: string; value: T };

export function readSessionCache<T>(key: SessionKey, lang: string): T | undefined {
  const cached = sessionStore.getJson<Cached<T>>(key);
  return cached && cached.lang === lang ? cached.value : undefined;
}

export function writeSessionCache<T>(key: SessionKey, lang: string, value: T): T {
  sessionStore.setJson(key, { lang, value } satisfies Cached<T>);
  return value;
}
