import { createHash, randomInt } from 'node:crypto';
import type { AccountRef } from '../wallet/ledger-fns.js';

/**
 * The house's side of bets is spread over this many game-bank accounts: every bet and win locks
 * the house account it posts to, and one shared row would make all players' bets wait in a line.
 */
export const GAME_BANK_SHARDS = 16;

/**
 * The operator's account a bet of `memberId` pays into and a win is paid from. Demo credit has its
 * own bank, so trial play never touches the real game bank's figures.
 */
export function houseAccount(provider: string, memberId: number, memberWallet: string): AccountRef {
  const demo = memberWallet === 'DEMO';
  return {
    ownerKind: 'house',
    ownerId: memberId % GAME_BANK_SHARDS,
    wallet: `${demo ? 'DEMO_BANK' : 'GAME_BANK'}:${provider}`,
  };
}

/**
 * Fingerprint of a provider call's fields (sorted keys): the same transaction id with any other
 * field is a different request and is refused as a duplicate.
 */
export function providerRequestHash(kind: string, fields: Record<string, string | undefined>): string {
  const canonical = Object.keys(fields)
    .sort()
    .filter((k) => fields[k] !== undefined)
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHash('sha256').update(`${kind}?${canonical}`).digest('hex');
}

/** Spec §9: launch hosts are picked at random from the configured list (CSPRNG, uniform). */
export function pickLaunchHost(hosts: readonly string[], pick: (n: number) => number = randomInt): string | null {
  const usable = hosts
    .map((h) => h.trim().replace(/\/+$/, ''))
    .filter((h) => /^(https?:\/\/[^\s/]+(\/\S*)?|\/\S*)$/.test(h));
  if (!usable.length) return null;
  return usable[pick(usable.length)] ?? null;
}
