import { blocksFrom, FairWords, fairBlockMessage, NeedMoreBlocks } from '@fortuna/contracts/lottery/fair-fns';
import { familyRules, type LotteryResult } from '@fortuna/contracts/lottery/families';

/**
 * The verification page's recomputation (LOTTERY.md "Fair draws"), in the browser: the revealed
 * seed's SHA-256 must equal the hash published when the issue opened, and the result derived from
 * HMAC-SHA256(seed, issue code) with the contracts' shared mapping must equal the server's.
 * WebCrypto is asynchronous, so HMAC blocks are computed ahead and the mapping is run again with
 * more blocks whenever it asks for them (NeedMoreBlocks).
 */
export type Verification = {
  hashMatches: boolean;
  computedHash: string;
  computed: LotteryResult;
  computedText: string;
  resultMatches: boolean;
};

const hexToBytes = (hex: string): Uint8Array<ArrayBuffer> | null => {
  const clean = hex.trim().toLowerCase();
  if (!/^([0-9a-f]{2})+$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
};

const bytesToHex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(seedHex: string, subtle: SubtleCrypto = crypto.subtle): Promise<string | null> {
  const seed = hexToBytes(seedHex);
  return seed ? bytesToHex(await subtle.digest('SHA-256', seed)) : null;
}

/** HMAC blocks 0…count−1 of (seed, issue code). */
export async function hmacBlocks(
  seedHex: string,
  issueCode: string,
  count: number,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<Uint8Array[]> {
  const seed = hexToBytes(seedHex);
  if (!seed) throw new Error('seed');
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  return Promise.all(
    Array.from(
      { length: count },
      async (_, i) => new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(fairBlockMessage(issueCode, i)))),
    ),
  );
}

/** The family's draw for (seed, issue), computing more HMAC blocks until the mapping has enough. */
export async function recomputeResult(
  family: string,
  seedHex: string,
  issueCode: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<LotteryResult> {
  const rules = familyRules(family);
  if (!rules) throw new Error(`family ${family}`);
  for (let count = 8; count <= 1024; count *= 2) {
    const blocks = await hmacBlocks(seedHex, issueCode, count, subtle);
    try {
      return rules.draw(new FairWords(blocksFrom(blocks)));
    } catch (error) {
      if (!(error instanceof NeedMoreBlocks)) throw error;
    }
  }
  throw new Error('the draw needed more than 1024 HMAC blocks');
}

/** Key order does not matter when two results are compared (a sheet may come back reordered). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

export async function verifyIssue(
  input: { family: string; issueCode: string; seed: string; seedHash: string | null; result: unknown },
  subtle: SubtleCrypto = crypto.subtle,
): Promise<Verification> {
  const rules = familyRules(input.family);
  if (!rules) throw new Error(`family ${input.family}`);
  const computedHash = (await sha256Hex(input.seed, subtle)) ?? '';
  const computed = await recomputeResult(input.family, input.seed, input.issueCode, subtle);
  return {
    computedHash,
    hashMatches: input.seedHash !== null && computedHash === input.seedHash.trim().toLowerCase(),
    computed,
    computedText: rules.format(computed),
    resultMatches: canonical(computed) === canonical(input.result),
  };
}
