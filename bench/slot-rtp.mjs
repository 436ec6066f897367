// House slot return (issue: house game provider): 10^7 spins of "Fortuna Fruits" through the real
// engine and CSPRNG, against the published return that `computeRtp()` derives exactly from the
// strips and pay table. Target: the measured return within ±0.5 percentage points of the published
// one. With the slot's per-spin standard deviation (≈ 2.17 total bets) the standard error over 10^7
// spins is ≈ 0.07 pp, so ±0.5 pp is about 7 standard errors: a miss means a defect, not bad luck.
// Needs the built server (apps/server/dist/house-rtp-sim.js).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.mjs';

const SPINS = 10_000_000;
const TARGET_PP = 0.5;

export async function measureSlotRtp() {
  const out = execFileSync(process.execPath, [path.join(root, 'apps/server/dist/house-rtp-sim.js'), String(SPINS)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const sim = JSON.parse(out.trim().split('\n').pop());
  const withinTarget = Math.abs(sim.diffPp) <= TARGET_PP;
  return {
    name: 'slot-rtp',
    withinTarget,
    summary: `${sim.spins.toLocaleString('en')} spins: measured RTP ${(sim.measuredRtp * 100).toFixed(3)} % vs published ${(sim.publishedRtp * 100).toFixed(4)} % (${sim.diffPp >= 0 ? '+' : ''}${sim.diffPp.toFixed(3)} pp, standard error ${sim.stdErrorPp.toFixed(3)} pp, target ±${TARGET_PP} pp) in ${sim.seconds} s`,
    ...sim,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSlotRtp();
  console.log(result.summary);
  console.log(JSON.stringify(result, null, 2));
}
