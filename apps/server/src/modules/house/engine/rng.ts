import { randomFillSync } from 'node:crypto';

/**
 * The random source every house game draws from: `int(n)` is a uniform integer in [0, n).
 * Outcomes are decided only through this interface, so a test can swap in a scripted source
 * and the statistical tests exercise exactly the scaling the games use.
 */
export type Rng = { int(n: number): number };

/** A source of independent uniform 32-bit unsigned integers (0 … 2^32 − 1). */
export type Uint32Source = () => number;

const TWO_POW_32 = 2 ** 32;
/** 64 KiB of randomness per `randomFillSync` call: one syscall per 16,384 draws keeps 10^7 spins fast. */
const POOL_WORDS = 16_384;

/** Uniform uint32s from the operating system's CSPRNG (`node:crypto`), refilled from a buffered pool. */
export function cryptoUint32Source(): Uint32Source {
  const pool = new Uint32Array(POOL_WORDS);
  let next = POOL_WORDS;
  return () => {
    if (next === POOL_WORDS) {
      randomFillSync(pool);
      next = 0;
    }
    // `next` < POOL_WORDS here, so the read is in bounds.
    return pool[next++] as number;
  };
}

/**
 * Scales 32-bit draws to [0, n) without bias. `u % n` alone is biased whenever n does not divide
 * 2^32: the first 2^32 mod n results get one extra pre-image (for n = 37 that is 1 in 116 million,
 * for n near 2^32·2/3 half of the range becomes twice as likely). Rejection sampling discards draws
 * at or above the largest multiple of n below 2^32, so each residue keeps exactly ⌊2^32/n⌋
 * pre-images; at most half of the draws are rejected (n just above 2^31), typically almost none.
 *
 * `n` must be an integer in 1 … 2^32. The default source is the CSPRNG; tests pass a scripted one.
 */
export function createRng(source: Uint32Source = cryptoUint32Source()): Rng {
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
        throw new RangeError(`rng.int needs an integer range 1 … 2^32, got ${n}`);
      }
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        const u = source();
        if (!Number.isInteger(u) || u < 0 || u >= TWO_POW_32) {
          throw new RangeError(`random source gave ${u}, not a uint32`);
        }
        if (u < limit) return u % n;
      }
    },
  };
}

/** A scripted source for tests: yields the given uint32 values in order, then fails loudly. */
export function scriptedSource(values: readonly number[]): Uint32Source {
  let i = 0;
  return () => {
    const v = values[i];
    if (v === undefined) throw new Error(`scripted source exhausted after ${i} draws`);
    i += 1;
    return v;
  };
}
