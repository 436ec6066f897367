// An open-loop load generator: requests start on a fixed clock (request n at start + n / rate),
// whether or not earlier ones have answered, and each latency is measured from the moment its
// request was due — so a stall delays every request due during it and shows in the tail, as it
// would for real players (no coordinated omission).
//
// autocannon's `overallRate` is not this: each connection sends back to back until it has used
// its share of the second, then waits for the next second, so the server sees a burst at full
// speed at the start of every second and idles for the rest of it.
import http from 'node:http';

/** The p-th percentile of ascending latencies (NaN for none). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Sends GET requests to 127.0.0.1:`port` at `rate` per second for `durationS` seconds; `pathOf(n)`
 * gives the n-th request's path (`headers` go with every request). Returns the latencies (ms, sorted) and the failures.
 */
export async function openLoopGet({ port, rate, durationS, pathOf, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * durationS);
  const latencies = [];
  /** When (ms into the run) the slowest requests were due: a stall shows as a cluster. */
  const slow = [];
  let failed = 0;
  let statusErrors = 0;
  const inFlight = new Set();
  const start = performance.now() + 20;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: pathOf(n), agent, headers }, (res) => {
        if (res.statusCode !== 200) statusErrors += 1;
        res.resume();
        res.on('end', () => {
          const latency = performance.now() - due;
          latencies.push(latency);
          if (latency > 20) slow.push([Math.round(due - start), Math.round(latency)]);
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });
    inFlight.add(request);
    request.then(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => percentile(latencies, p);
  return {
    requests: total,
    failed,
    non2xx: statusErrors,
    p50Ms: Number(at(50).toFixed(2)),
    p99Ms: Number(at(99).toFixed(2)),
    p999Ms: Number(at(99.9).toFixed(2)),
    maxMs: Number((latencies.at(-1) ?? NaN).toFixed(2)),
    /** [due at ms, latency ms] of requests slower than 20 ms, the 30 slowest. */
    slow: slow
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .sort((a, b) => a[0] - b[0]),
  };
}
