import { createHash, randomInt } from 'node:crypto';
import type { AccountRef } from '../wallet/ledger-fns.js';
import { BUSINESS_UTC_OFFSET } from '../wallet/wallet-service.js';

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

const offsetMs = (() => {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(BUSINESS_UTC_OFFSET);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
})();

/** The brand's calendar day (UTC+8) an instant falls on: rounds are reported by it. */
export const businessDate = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);

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
