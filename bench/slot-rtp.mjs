// House slot returns (issue 18 item 7): 10^7 spins of each house slot ("Fortuna Fruits", "Pearl
// Lagoon", "Dragon's Gold", "Pharaoh's Sun") through the real engine and CSPRNG, against the
// published return that `computeRtp()` derives exactly from each slot's strips and pay table.
// Target: each measured return within ±0.5 percentage points of its published one. The slots'
// per-spin standard deviations (≈ 2.2–3.2 total bets) give standard errors of 0.07–0.10 pp over
// 10^7 spins, so ±0.5 pp is 5 or more standard errors: a miss means a defect, not bad luck.
// The slots run one after another, each in its own process (one core at a time).
// Needs the built server (apps/server/dist/house-rtp-sim.js).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.mjs';

const SPINS = 10_000_000;
const TARGET_PP = 0.5;
const SLOTS = ['fortuna-fruits', 'pearl-lagoon', 'dragon-gold', 'pharaoh-sun'];

function simulate(slot) {
  const sim = path.join(root, 'apps/server/dist/house-rtp-sim.js');
  const out = execFileSync(process.execPath, [sim, String(SPINS), slot], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop());
}

const line = (sim) =>
  `${sim.name}: ${sim.spins.toLocaleString('en')} spins, measured RTP ${(sim.measuredRtp * 100).toFixed(3)} % vs published ${(sim.publishedRtp * 100).toFixed(4)} % (${sim.diffPp >= 0 ? '+' : ''}${sim.diffPp.toFixed(3)} pp, standard error ${sim.stdErrorPp.toFixed(3)} pp, target ±${TARGET_PP} pp) in ${sim.seconds} s`;

export async function measureSlotRtp() {
  const slots = SLOTS.map(simulate);
  return {
    name: 'slot-rtp',
    withinTarget: slots.every((sim) => Math.abs(sim.diffPp) <= TARGET_PP),
    summary: slots.map(line).join('\n'),
    slots,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSlotRtp();
  console.log(result.summary);
  console.log(JSON.stringify(result, null, 2));
}
