// Server CPU time per game search on the demo catalogue (PGlite, production mode): the built
// server answers 30,000 distinct searches (after 5,000 of warm-up) from 16 connections, and its
// process's user + system time is read from /proc (Linux). A steady figure for comparing builds on
// a shared machine, where req/s moves with everything else: run it in each build's checkout,
// alternating. `node bench/search-cpu.mjs [rounds]`; needs the built server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, stopServer } from './server-process.mjs';

const PORT = 18_991;
const WARM_UP = 5_000;
const MEASURED = 30_000;
const WORDS = ['fortune', 'dragon', 'gold', 'tiger', 'lucky', 'pearl', 'koi', 'mega', 'jackpot', 'bingo', 'royal', 'wild',
  'phoenix', 'panda', 'fish', 'bacc', 'roul', 'crys', 'ruby', 'magic']; // prettier-ignore

let n = 0;
/** Term × page size × page: no two searches of a run alike, so none is answered from a cache. */
function nextSearch() {
  const term = WORDS[n % WORDS.length];
  const size = 6 + (Math.floor(n / WORDS.length) % 55);
  const page = 1 + (Math.floor(n / (WORDS.length * 55)) % 4);
  n += 1;
  return `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=FORTUNA&gameName=${term}&pageNo=${page}&pageSize=${size}&language=EN`;
}

const cpuTicks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

const load = (amount) =>
  autocannon({
    url: `http://127.0.0.1:${PORT}`,
    amount,
    connections: 16,
    requests: [{ setupRequest: (r) => ({ ...r, path: nextSearch() }) }],
  });

export async function measureSearchCpu() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-search-cpu-'));
  const { child } = await startServer({ port: PORT, dataDir, env: { NODE_ENV: 'production' }, timeoutMs: 90_000 });
  try {
    await load(WARM_UP);
    const before = cpuTicks(child.pid);
    const run = await load(MEASURED);
    const usPerSearch = ((cpuTicks(child.pid) - before) * 10_000) / run.requests.total;
    return { usPerSearch: Math.round(usPerSearch * 10) / 10, searches: run.requests.total, non2xx: run.non2xx };
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv[2] ?? 3);
  for (let i = 0; i < rounds; i++) console.log(JSON.stringify(await measureSearchCpu()));
}
