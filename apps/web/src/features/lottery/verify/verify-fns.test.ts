import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { blocksFrom, FairWords, fairBlockMessage } from '@fortuna/contracts/lottery/fair-fns';
import { recomputeResult, sha256Hex, verifyIssue } from './verify-fns';

const SEED = '9f'.repeat(32);
const seedHash = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
/** The server's derivation (node:crypto), to compare the browser's WebCrypto one with. */
const serverDraw = (family: string, issue: string) => {
  const blocks = Array.from({ length: 64 }, (_, i) =>
    createHmac('sha256', Buffer.from(SEED, 'hex')).update(fairBlockMessage(issue, i)).digest(),
  );
  return familyRules(family)!.draw(new FairWords(blocksFrom(blocks)));
};

describe('the verification page', () => {
  it('recomputes the known result of a known seed (contracts fair-fns.test) with WebCrypto', async () => {
    expect(await recomputeResult('SSC', SEED, '202611260001')).toEqual([4, 5, 0, 3, 5]);
    expect(await sha256Hex(SEED)).toBe(seedHash);
  });

  it('agrees with the server derivation for sheets that need many HMAC blocks', async () => {
    for (const family of ['VN_NORTH', 'VN_SOUTH', 'THAI', '4D', 'PK10'])
      expect(await recomputeResult(family, SEED, '20261126')).toEqual(serverDraw(family, '20261126'));
  });

  it('says match for the published hash and result, mismatch for another result', async () => {
    const result = serverDraw('K3', '202611260007');
    const ok = await verifyIssue({ family: 'K3', issueCode: '202611260007', seed: SEED, seedHash, result });
    expect([ok.hashMatches, ok.resultMatches]).toEqual([true, true]);
    const bad = await verifyIssue({
      family: 'K3',
      issueCode: '202611260007',
      seed: SEED,
      seedHash: 'ab',
      result: [1, 1, 1],
    });
    expect([bad.hashMatches, bad.resultMatches]).toEqual([false, false]);
  });

  it('compares sheets whatever the order of their keys', async () => {
    const sheet = serverDraw('THAI', '20261201') as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(sheet).reverse());
    const check = await verifyIssue({ family: 'THAI', issueCode: '20261201', seed: SEED, seedHash, result: reordered });
    expect(check.resultMatches).toBe(true);
  });
});
