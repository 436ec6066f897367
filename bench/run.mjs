// `npm run bench`: every benchmark, loopback only, bounded in count and time. Results are
// printed and written to bench/results/latest.json; docs/benchmarks.md records them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHomeBundle } from './home-bundle.mjs';
import { measureColdStart } from './cold-start.mjs';
import { measureCatalogueSearch } from './catalogue-search.mjs';
import { measureMemberSearch } from './member-search.mjs';
import { measureConsoleDashboard } from './console-dashboard.mjs';
import { measureLedgerTransfers } from './ledger-transfers.mjs';
import { measureSeamlessWallet } from './seamless-wallet.mjs';
import { measureLotteryBet } from './lottery-bet.mjs';
import { measureSlotRtp } from './slot-rtp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const results = { date: new Date().toISOString(), node: process.version };

results.homeBundle = await measureHomeBundle();
console.log('home route initial JS (gzip):', results.homeBundle.summary);
results.coldStart = await measureColdStart();
console.log('server cold start to first answer:', results.coldStart.summary);
results.catalogueSearch = await measureCatalogueSearch();
console.log('game search under load:', results.catalogueSearch.summary);
results.memberSearch = await measureMemberSearch();
console.log('member search under load:', results.memberSearch.summary);
results.consoleDashboard = await measureConsoleDashboard();
console.log('console dashboard under load:', results.consoleDashboard.summary);
results.ledgerTransfers = await measureLedgerTransfers();
console.log('ledger transfers:', results.ledgerTransfers.summary);
results.seamlessWallet = await measureSeamlessWallet();
console.log('seamless wallet:', results.seamlessWallet.summary);
results.lotteryBet = await measureLotteryBet();
console.log('lottery bets:', results.lotteryBet.summary);
results.slotRtp = await measureSlotRtp();
console.log('slot RTP:', results.slotRtp.summary);

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify(results, null, 2));
const failed = [
  results.homeBundle,
  results.coldStart,
  results.catalogueSearch,
  results.memberSearch,
  results.consoleDashboard,
  results.ledgerTransfers,
  results.seamlessWallet,
  results.lotteryBet,
  results.slotRtp,
].filter((r) => !r.withinTarget);
if (failed.length) {
  console.error('Over target:', failed.map((r) => r.name).join(', '));
  process.exitCode = 1;
}
