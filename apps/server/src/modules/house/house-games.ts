import { SLOT_GAMES } from './house-slots.js';
import { BACCARAT, DRAGON_TIGER } from './house-tables.js';
import type { HouseGame, HouseGameKind, HousePlay } from './house-game-types.js';

export type { HouseGame, HouseGameKind, HousePlay };

/** Every house game by id: the slots, baccarat and Dragon Tiger. */
export const HOUSE_GAMES: ReadonlyMap<string, HouseGame> = new Map(
  [...SLOT_GAMES, BACCARAT, DRAGON_TIGER].map((game) => [game.id, game]),
);

/** FNV-1a, 32 bits: a small fixed hash, the same on every run and every machine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/**
 * Which house game plays a catalogue game. Live casino deals baccarat and card games Dragon
 * Tiger; every other category plays one of the video slots, chosen by a fixed hash of the game's
 * vendor and code, so a tile always opens the same slot (across restarts and languages) while the
 * catalogue's slot tiles spread over all the slots.
 */
export function houseGameFor(game: { gameType: string; vassalage: string; gameCode: string }): HouseGame {
  if (game.gameType === 'LIVE') return BACCARAT;
  if (game.gameType === 'PVP') return DRAGON_TIGER;
  const slot = SLOT_GAMES[fnv1a(`${game.vassalage}:${game.gameCode}`) % SLOT_GAMES.length];
  if (!slot) throw new Error('no house slots');
  return slot;
}
