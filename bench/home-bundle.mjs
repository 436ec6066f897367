// The home route's initial JavaScript, gzipped: every script Chromium fetches while loading
// "/" until the network is idle (entry, preloaded chunks, locale chunks), gzipped at level 9
// the way a production server or CDN would send them. Target (issue 2): ≤ 170 KB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer, stopServer } from './server-process.mjs';

const TARGET_KB = 170;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function measureHomeBundle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-web-'));
  const { child } = await startServer({ port: 18_990, dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || res.url().endsWith('.js')) scripts.push(res);
    });
    await page.goto('http://127.0.0.1:18990/', { waitUntil: 'networkidle' });
    const files = [];
    for (const res of scripts) {
      const body = await res.body();
      files.push({
        url: new URL(res.url()).pathname,
        rawBytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
      });
    }
    const gzipKb = files.reduce((n, f) => n + f.gzipBytes, 0) / 1024;
    const rawKb = files.reduce((n, f) => n + f.rawBytes, 0) / 1024;
    return {
      name: 'home route initial JS',
      files,
      gzipKb: Math.round(gzipKb * 10) / 10,
      rawKb: Math.round(rawKb * 10) / 10,
      targetKb: TARGET_KB,
      withinTarget: gzipKb <= TARGET_KB,
      summary: `${files.length} scripts, ${gzipKb.toFixed(1)} KB gzipped (${rawKb.toFixed(1)} KB raw), target ≤ ${TARGET_KB} KB`,
    };
  } finally {
    await browser.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
