import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@fortuna/contracts';
import {
  clearSessionKeepMerchant,
  createKeyStore,
  hasSessionToken,
  isAgentSession,
  storeMerchantCode,
  type StorageLike,
} from './storage';

const fakeStorage = () => {
  const data = new Map<string, string>();
  const backend: StorageLike = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return { data, backend };
};
const isSpecKey = (k: string): k is (typeof SESSION_KEYS)[number] => (SESSION_KEYS as readonly string[]).includes(k);

describe('session storage module', () => {
  it('stores and reads a spec key', () => {
    const { backend } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    store.set('token', 'abc');
    expect(store.get('token')).toBe('abc');
    store.remove('token');
    expect(store.get('token')).toBeNull();
  });

  it('refuses keys the spec does not name', () => {
    const { backend } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    expect(() => store.set('password' as never, 'x')).toThrow(/Unknown storage key/);
  });

  it('round-trips JSON and treats corrupt JSON as absent', () => {
    const { backend, data } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    store.setJson('HOT_GAMES', [{ gameCode: 'x' }]);
    expect(store.getJson('HOT_GAMES')).toEqual([{ gameCode: 'x' }]);
    data.set('HOT_GAMES', '{broken');
    expect(store.getJson('HOT_GAMES')).toBeNull();
  });

  it('never throws when the browser storage throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createKeyStore(() => throwing, isSpecKey);
    expect(() => store.set('token', 't')).not.toThrow();
    expect(store.get('token')).toBeNull();
  });

  it('clears the session on logout but keeps the merchant code', () => {
    const { backend, data } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    store.set('token', 't');
    store.set('isAgent', 'true');
    store.set('merchantCode', 'FORTUNA');
    clearSessionKeepMerchant(store);
    expect([...data.keys()]).toEqual(['merchantCode']);
  });

  it("keeps the browser session's keys on logout: the popup's per-audience memory and the jackpot", () => {
    const { backend, data } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    store.set('token', 't');
    store.set('username', 'ana');
    store.setJson('announcementClosed', ['anonymous', 'member:ana']);
    store.setJson('announcementShown', ['anonymous', 'member:ana']);
    store.setJson('jackpot', { amount: 12_345_678.9, at: 1 });
    clearSessionKeepMerchant(store);
    expect([...data.keys()].sort()).toEqual(['announcementClosed', 'announcementShown', 'jackpot']);
  });

  it('stores the merchant code of the status, which a logout keeps', () => {
    const { backend, data } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    storeMerchantCode('', store);
    expect(data.has('merchantCode')).toBe(false);
    storeMerchantCode('FORTUNA', store);
    store.set('token', 't');
    clearSessionKeepMerchant(store);
    expect(Object.fromEntries(data)).toEqual({ merchantCode: 'FORTUNA' });
  });

  it('knows a session is logged in only by the token, and an agent only by isAgent "true"', () => {
    const { backend } = fakeStorage();
    const store = createKeyStore(() => backend, isSpecKey);
    expect(hasSessionToken(store)).toBe(false);
    store.set('token', 'x');
    expect(hasSessionToken(store)).toBe(true);
    store.set('isAgent', 'false');
    expect(isAgentSession(store)).toBe(false);
    store.set('isAgent', 'true');
    expect(isAgentSession(store)).toBe(true);
  });
});
