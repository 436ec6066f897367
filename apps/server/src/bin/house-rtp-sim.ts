/**
 * Return probe for `bench/slot-rtp.mjs` (not part of the product):
 *   node apps/server/dist/house-rtp-sim.js [spins=10000000]
 * Plays SPINS spins of the house slot with the real CSPRNG engine at a fixed total bet and prints
 * one JSON line comparing the measured return with the published (exactly computed) one. With the
 * published per-spin variance, the standard error of the measured return is √(variance / spins).
 */
import { createRng } from '../modules/house/engine/rng.js';
import { publishedRtp, publishedVariance } from '../modules/house/engine/slot-game.js';
import { spin } from '../modules/house/engine/slot.js';

const spins = Number(process.argv[2] ?? 10_000_000);
if (!Number.isSafeInteger(spins) || spins < 1) throw new Error('usage: house-rtp-sim [spins]');
const BET = 2_000n; // 20.00 in a two-decimal currency: line bet 1.00

const rng = createRng();
const started = performance.now();
let totalWin = 0n;
for (let i = 0; i < spins; i += 1) totalWin += spin(rng, BET).totalWinMinor;
const seconds = (performance.now() - started) / 1000;

const totalBet = BET * BigInt(spins);
const measuredRtp = Number(totalWin) / Number(totalBet);
const result = {
  spins,
  totalBet: Number(totalBet),
  totalWin: Number(totalWin),
  measuredRtp: Number(measuredRtp.toFixed(6)),
  publishedRtp,
  diffPp: Number(((measuredRtp - publishedRtp) * 100).toFixed(4)),
  stdErrorPp: Number((Math.sqrt(publishedVariance / spins) * 100).toFixed(4)),
  seconds: Number(seconds.toFixed(2)),
};
console.log(JSON.stringify(result));
