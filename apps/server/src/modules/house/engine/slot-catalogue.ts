import { FORTUNA_FRUITS } from './slot-game.js';
import type { SlotDefinition } from './slot-definition.js';
import { compileSlot, FORTUNA_FRUITS_COMPILED, type CompiledSlot } from './slot.js';
import { DRAGON_GOLD } from './slots/dragon-gold.js';
import { PEARL_LAGOON } from './slots/pearl-lagoon.js';
import { PHARAOH_SUN } from './slots/pharaoh-sun.js';

/**
 * The house provider's video slots, in a fixed order: the catalogue's slot games are mapped onto
 * this list (`house-games.ts`), so adding a slot re-maps games and is a decision (docs/decisions.md).
 */
export const HOUSE_SLOTS: readonly SlotDefinition[] = [FORTUNA_FRUITS, PEARL_LAGOON, DRAGON_GOLD, PHARAOH_SUN];

/** Each slot compiled once at start-up (a data mistake fails here, not in a round). */
export const COMPILED_SLOTS: ReadonlyMap<string, CompiledSlot> = new Map(
  HOUSE_SLOTS.map((def) => [def.id, def === FORTUNA_FRUITS ? FORTUNA_FRUITS_COMPILED : compileSlot(def)]),
);

export function compiledSlot(id: string): CompiledSlot {
  const slot = COMPILED_SLOTS.get(id);
  if (!slot) throw new Error(`no house slot ${id}`);
  return slot;
}
