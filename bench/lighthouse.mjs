// The home route's Lighthouse performance score in Chromium (issue 5 target: ≥ 90), against the
// built server on loopback with a fresh data directory. Two runs: Lighthouse's default mobile
// profile (simulated slow 4G, 4× CPU slowdown) and its desktop preset. The first visit is
// measured, as a new player sees it (the announcement popup included).
//
//   npm run build && node bench/lighthouse.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer, stopServer } from './server-process.mjs';

const TARGET = 90;
const PORT = 18_991;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

async function run(chrome, url, config) {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    config,
  );
  const lhr = result.lhr;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.displayValue ?? null]),
  );
  return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics };
}

export async function measureLighthouse() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-lh-'));
  const { child } = await startServer({ port: PORT, dataDir, timeoutMs: 60_000 });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    // One warm-up load so the server's first-request costs (catalogue cache, JIT) are not scored.
    await fetch(url).then((r) => r.text());
    await fetch(`http://127.0.0.1:${PORT}/lgw/games/gameVendor`).then((r) => r.text());
    const mobile = await run(chrome, url, undefined);
    const desktop = await run(chrome, url, desktopConfig);
    const fmt = (r) =>
      `${r.score} (FCP ${r.metrics.fcp}, LCP ${r.metrics.lcp}, TBT ${r.metrics.tbt}, CLS ${r.metrics.cls}, SI ${r.metrics.si})`;
    return {
      name: 'home route Lighthouse performance',
      mobile,
      desktop,
      target: TARGET,
      withinTarget: mobile.score >= TARGET && desktop.score >= TARGET,
      summary: `mobile ${fmt(mobile)}; desktop ${fmt(desktop)}; target ≥ ${TARGET}`,
    };
  } finally {
    await chrome.kill();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLighthouse();
  console.log(result.summary);
}
