import { describe, expect, it } from 'vitest';
import { createKeyStore, type StorageLike } from '@/lib/storage';
import type { LocalKey } from '@fortuna/contracts/storage-keys';
import { favouritesOf, toggleFavourite } from './favourites-fns';

const memory = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('lottery favourites (LOTTFAV)', () => {
  it('keeps one list per username under the LOTTFAV key', () => {
    const backend = memory();
    const store = createKeyStore<LocalKey>(
      () => backend,
      (k): k is LocalKey => k === 'LOTTFAV',
    );
    toggleFavourite(store, 'ana', 'SSC_1MIN');
    toggleFavourite(store, 'ana', 'K3_45S');
    toggleFavourite(store, 'ben', 'VN_1');
    toggleFavourite(store, 'ana', 'SSC_1MIN');
    expect(favouritesOf(store, 'ana')).toEqual(['K3_45S']);
    expect(favouritesOf(store, 'ben')).toEqual(['VN_1']);
    expect(JSON.parse(backend.data.get('LOTTFAV')!)).toEqual({ ana: ['K3_45S'], ben: ['VN_1'] });
  });

  it('reads nothing for no user and survives a stored value that is not ours', () => {
    const backend = memory();
    backend.data.set('LOTTFAV', '["x"]');
    const store = createKeyStore<LocalKey>(
      () => backend,
      (k): k is LocalKey => k === 'LOTTFAV',
    );
    expect(favouritesOf(store, null)).toEqual([]);
    expect(favouritesOf(store, 'ana')).toEqual([]);
  });
});
