import type { KeyStore } from '@/lib/storage';
import type { LocalKey } from '@fortuna/contracts/storage-keys';

/**
 * Lottery favourites (spec §3 local-storage key LOTTFAV): one list of game codes per username,
 * kept in this browser as `{ "<username>": ["SSC_1MIN", …] }`. Spec §5: a trial account (type 4)
 * is refused, so it neither reads nor writes any.
 */
export type LotteryFavourites = Record<string, string[]>;

const read = (store: KeyStore<LocalKey>): LotteryFavourites => {
  const value = store.getJson<unknown>('LOTTFAV');
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: LotteryFavourites = {};
  for (const [user, codes] of Object.entries(value as Record<string, unknown>))
    if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
  return out;
};

export function favouritesOf(store: KeyStore<LocalKey>, username: string | null): string[] {
  return username ? (read(store)[username] ?? []) : [];
}

/** Adds or removes a game for the user; answers the user's new list. */
export function toggleFavourite(store: KeyStore<LocalKey>, username: string, gameCode: string): string[] {
  const all = read(store);
  const mine = all[username] ?? [];
  const next = mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode];
  store.setJson('LOTTFAV', { ...all, [username]: next });
  return next;
}
