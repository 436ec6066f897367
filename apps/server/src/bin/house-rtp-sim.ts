/**
 * Return probe for `bench/slot-rtp.mjs` (not part of the product):
 *   node apps/server/dist/house-rtp-sim.js [spins=10000000] [slot id, default all in turn]
 * Plays SPINS spins of a house slot with the real CSPRNG engine at a fixed total bet (a line bet
 * of 1.00) and prints one JSON line per slot comparing the measured return with the published
 * (exactly computed) one. With the published per-spin variance, the standard error of the
 * measured return is √(variance / spins).
 */
import { createRng } from '../modules/house/engine/rng.js';
import { COMPILED_SLOTS } from '../modules/house/engine/slot-catalogue.js';
import { spin, type CompiledSlot } from '../modules/house/engine/slot.js';

const spins = Number(process.argv[2] ?? 10_000_000);
if (!Number.isSafeInteger(spins) || spins < 1) throw new Error('usage: house-rtp-sim [spins] [slot id]');
const only = process.argv[3];
if (only && !COMPILED_SLOTS.has(only))
  throw new Error(`no house slot ${only}: ${[...COMPILED_SLOTS.keys()].join(', ')}`);

function simulate(slot: CompiledSlot) {
  const bet = BigInt(slot.lineCount) * 100n; // line bet 1.00 in a two-decimal currency
  const { published } = slot.def;
  const rng = createRng();
  const started = performance.now();
  let totalWin = 0n;
  for (let i = 0; i < spins; i += 1) totalWin += spin(rng, bet, slot).totalWinMinor;
  const seconds = (performance.now() - started) / 1000;
  const totalBet = bet * BigInt(spins);
  const measuredRtp = Number(totalWin) / Number(totalBet);
  return {
    slot: slot.def.id,
    name: slot.def.name,
    spins,
    totalBet: Number(totalBet),
    totalWin: Number(totalWin),
    measuredRtp: Number(measuredRtp.toFixed(6)),
    publishedRtp: published.rtp,
    diffPp: Number(((measuredRtp - published.rtp) * 100).toFixed(4)),
    stdErrorPp: Number((Math.sqrt(published.variance / spins) * 100).toFixed(4)),
    seconds: Number(seconds.toFixed(2)),
  };
}

for (const [id, slot] of COMPILED_SLOTS) if (!only || id === only) console.log(JSON.stringify(simulate(slot)));
