import {
  LOCAL_KEYS,
  SESSION_KEYS,
  SESSION_KEYS_KEPT_ON_LOGOUT,
  type LocalKey,
  type SessionKey,
} from '@fortuna/contracts/storage-keys';

/**
 * The one place that touches Web Storage for the spec §3 keys. Reads never throw: private
 * mode, disabled storage or a quota error degrade to "not stored", never to a blank page.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = (): StorageLike => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

function pick(kind: 'sessionStorage' | 'localStorage'): StorageLike {
  try {
    const store = (globalThis as Record<string, unknown>)[kind] as StorageLike | undefined;
    if (store) return store;
  } catch {
    // Access itself can throw (sandboxed iframes, blocked cookies).
  }
  return memory();
}

const isSessionKey = (key: string): key is SessionKey => (SESSION_KEYS as readonly string[]).includes(key);
const isLocalKey = (key: string): key is LocalKey => (LOCAL_KEYS as readonly string[]).includes(key);

export type KeyStore<K extends string> = {
  get(key: K): string | null;
  set(key: K, value: string): void;
  remove(key: K): void;
  getJson<T>(key: K): T | null;
  setJson(key: K, value: unknown): void;
};

export function createKeyStore<K extends string>(
  backend: () => StorageLike,
  allowed: (key: string) => key is K,
): KeyStore<K> {
  const guard = (key: string) => {
    if (!allowed(key)) throw new Error(`Unknown storage key: ${key}`);
  };
  const store: KeyStore<K> = {
    get(key) {
      guard(key);
      try {
        return backend().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      guard(key);
      try {
        backend().setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value simply is not remembered.
      }
    },
    remove(key) {
      guard(key);
      try {
        backend().removeItem(key);
      } catch {
        // ignore
      }
    },
    getJson<T>(key: K): T | null {
      const raw = store.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      store.set(key, JSON.stringify(value));
    },
  };
  return store;
}

export const sessionStore = createKeyStore<SessionKey>(() => pick('sessionStorage'), isSessionKey);
export const localStore = createKeyStore<LocalKey>(() => pick('localStorage'), isLocalKey);

/**
 * The brand's merchant code (spec §3 session key `merchantCode`), from the system status; it
 * outlives a logout (spec §4), so the next sign-in in this tab is for the same brand.
 */
export function storeMerchantCode(code: string, store: KeyStore<SessionKey> = sessionStore): void {
  if (code && store.get('merchantCode') !== code) store.set('merchantCode', code);
}

/**
 * Spec §4 logout: clear the session storage but keep the merchant code (and the keys of the
 * browser session, not of the member: the announcement popup's per-audience memory, the jackpot).
 * Only the spec's keys are cleared, so unrelated tabs' data (none today) would survive.
 */
export function clearSessionKeepMerchant(store: KeyStore<SessionKey> = sessionStore): void {
  for (const key of SESSION_KEYS) {
    if (SESSION_KEYS_KEPT_ON_LOGOUT.includes(key)) continue;
    store.remove(key);
  }
}

/** Spec §6: the guard only checks that a token exists. */
export const hasSessionToken = (store: KeyStore<SessionKey> = sessionStore): boolean => Boolean(store.get('token'));
export const isAgentSession = (store: KeyStore<SessionKey> = sessionStore): boolean => store.get('isAgent') === 'true';
