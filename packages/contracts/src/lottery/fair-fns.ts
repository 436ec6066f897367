/**
 * Provably fair draws (LOTTERY.md "Fair draws"): a platform-run issue's result is a pure function
 * of its server seed and its issue code. The bytes are HMAC-SHA256 blocks keyed by the seed:
 * block 0 = HMAC(seed, issueCode), block i ≥ 1 = HMAC(seed, `${issueCode}:${i}`), read in order
 * as big-endian 32-bit words. A word becomes an integer below n by rejection sampling (words at
 * or above the largest multiple of n below 2³² are skipped), never by a bare modulo, so every value
 * is exactly as likely; permutations are Fisher–Yates shuffles driven by those integers.
 *
 * The HMAC itself is the caller's (node:crypto on the server, WebCrypto in the browser's
 * verification page): this file only maps bytes, so both sides share one mapping.
 */

/** The message of HMAC block `index` for an issue. */
export const fairBlockMessage = (issueCode: string, index: number): string =>
  index === 0 ? issueCode : `${issueCode}:${index}`;

/** Thrown when a mapping needs more blocks than were supplied (the browser computes them ahead). */
export class NeedMoreBlocks extends Error {
  constructor(readonly blocks: number) {
    super(`the draw needs more than ${blocks} HMAC blocks`);
  }
}

const TWO_32 = 0x1_0000_0000;

/** Reads 32-bit words from HMAC blocks, asking for the next block when one is used up. */
export class FairWords {
  private block: Uint8Array | null = null;
  private blockIndex = -1;
  private offset = 0;

  constructor(private readonly blockAt: (index: number) => Uint8Array) {}

  private nextWord(): number {
    if (this.block === null || this.offset + 4 > this.block.length) {
      this.blockIndex += 1;
      this.block = this.blockAt(this.blockIndex);
      this.offset = 0;
      if (this.block.length < 4) throw new Error('an HMAC block has fewer than 4 bytes');
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2³². */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`below(${n})`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % n;
    }
  }
}

/** Blocks from a list computed ahead (the browser's WebCrypto is asynchronous). */
export function blocksFrom(list: readonly Uint8Array[]): (index: number) => Uint8Array {
  return (index) => {
    const block = list[index];
    if (!block) throw new NeedMoreBlocks(list.length);
    return block;
  };
}

/** `count` digits 0–9, each independent. */
export function drawDigits(words: FairWords, count: number): number[] {
  return Array.from({ length: count }, () => words.below(10));
}

/** `count` dice 1–6, each independent. */
export function drawDice(words: FairWords, count: number): number[] {
  return Array.from({ length: count }, () => words.below(6) + 1);
}

/**
 * The first `take` values of a uniformly shuffled 1..n, in draw order (a partial Fisher–Yates:
 * position i takes a uniform pick among the values not yet placed).
 */
export function drawOrdered(words: FairWords, n: number, take: number = n): number[] {
  const values = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < take; i++) {
    const j = i + words.below(n - i);
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values.slice(0, take);
}

/** A number of `digits` digits as text with its leading zeros (a result sheet's "04217"). */
export function drawNumberText(words: FairWords, digits: number): string {
  return drawDigits(words, digits).join('');
}

/** `count` different numbers of `digits` digits (a 4D sheet's 23 numbers), in draw order. */
export function drawDistinctNumbers(words: FairWords, count: number, digits: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const n = drawNumberText(words, digits);
    if (!seen.has(n)) {
      seen.add(n);
      out.push(n);
    }
  }
  return out;
}
