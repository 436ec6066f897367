import { z } from 'zod';
import { formatMinor, toMinor } from '@fortuna/contracts';
import { HOUSE_SLOTS, compiledSlot } from './engine/slot-catalogue.js';
import { REELS, type SlotDefinition } from './engine/slot-definition.js';
import { spin } from './engine/slot.js';
import { parse, type HouseGame } from './house-game-types.js';

/** The published game sheet of a slot: the client draws and explains the game from it alone. */
function rulesOf(def: SlotDefinition): Record<string, unknown> {
  return {
    id: def.id,
    name: def.name,
    reels: REELS,
    rows: def.rows,
    lines: def.paylines,
    symbols: def.symbols,
    wild: def.wild,
    scatter: def.scatter,
    linePays: def.linePays,
    scatterPays: def.scatterPays,
    rtp: def.published.rtp,
    bets: def.bets,
    lineCount: def.paylines.length,
  };
}

/** One slot as a house game: a spin takes one of the slot's total bets (a multiple of its line count). */
export function slotGame(def: SlotDefinition): HouseGame {
  const slot = compiledSlot(def.id);
  for (const bet of def.bets)
    if (toMinor(bet) % BigInt(def.paylines.length) !== 0n)
      throw new Error(`${def.id}: bet ${bet} is not a line multiple`);
  const request = z.object({ bet: z.enum(def.bets as [string, ...string[]]) }).strict();
  return {
    id: def.id,
    kind: 'slot',
    name: def.name,
    rules: rulesOf(def),
    play(rng, body) {
      const { bet } = parse(request, body);
      const stake = toMinor(bet);
      const r = spin(rng, stake, slot);
      return {
        bet: stake,
        win: r.totalWinMinor,
        validBet: stake,
        outcome: {
          slot: def.id,
          stops: r.stops,
          window: r.window,
          lineWins: r.lineWins.map((w) => ({ ...w, payMinor: undefined, pay: formatMinor(w.payMinor) })),
          scatterWin: r.scatterWin ? { count: r.scatterWin.count, pay: formatMinor(r.scatterWin.payMinor) } : null,
          validBet: formatMinor(stake),
        },
      };
    },
  };
}

export const SLOT_GAMES: readonly HouseGame[] = HOUSE_SLOTS.map(slotGame);
