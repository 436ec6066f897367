import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blocksFrom, drawDistinctNumbers, FairWords, fairBlockMessage, NeedMoreBlocks } from './fair-fns.js';
import { FAST_DRAW, FAST_FAMILIES, formatFastResult, type FastFamily } from './fast-games.js';

const SEED = Buffer.from('9f'.repeat(32), 'hex');
const hmacBlocks = (seed: Buffer, issue: string) => (i: number) =>
  createHmac('sha256', seed).update(fairBlockMessage(issue, i)).digest();
const draw = (family: FastFamily, issue: string, seed = SEED) =>
  FAST_DRAW[family](new FairWords(hmacBlocks(seed, issue)));

describe('provably fair derivation', () => {
  it('gives a known seed and issue a known result in every fast family', () => {
    const shown = Object.fromEntries(FAST_FAMILIES.map((f) => [f, formatFastResult(f, draw(f, '202611260001'))]));
    expect(shown).toEqual({
      SSC: '4,5,0,3,5',
      PK10: '05,10,01,06,04,09,07,03,08,02',
      K3: '3,6,1',
      '11X5': '07,01,06,11,10',
    });
  });

  it('reads HMAC-SHA256(seed, issue code) as big-endian words, value = word mod n below the limit', () => {
    const block = createHmac('sha256', SEED).update('202611260001').digest();
    const digits = [0, 4, 8, 12, 16].map((o) => block.readUInt32BE(o) % 10);
    // No word of this block is at or above 2^32 − (2^32 mod 10), so none was skipped.
    expect([0, 4, 8, 12, 16].every((o) => block.readUInt32BE(o) < 4_294_967_290)).toBe(true);
    expect(digits.join(',')).toBe('4,5,0,3,5');
  });

  it('changes with the seed and with the issue code', () => {
    expect(draw('PK10', '202611260002')).not.toEqual(draw('PK10', '202611260001'));
    expect(draw('PK10', '202611260001', Buffer.alloc(32, 1))).not.toEqual(draw('PK10', '202611260001'));
  });

  it('skips words at or above the largest multiple of n (no modulo bias)', () => {
    const word = (w: number) => {
      const b = new Uint8Array(4);
      new DataView(b.buffer).setUint32(0, w);
      return b;
    };
    // 2^32 − 1 is above the limit for n = 10; the next word, 17, gives 7.
    const words = new FairWords(blocksFrom([word(0xffff_ffff), word(17)]));
    expect(words.below(10)).toBe(7);
  });

  it('asks for more blocks than were computed ahead with NeedMoreBlocks', () => {
    const words = new FairWords(blocksFrom([new Uint8Array(4)]));
    words.below(10);
    expect(() => words.below(10)).toThrow(NeedMoreBlocks);
  });

  it('draws different numbers for a 4D sheet', () => {
    const numbers = drawDistinctNumbers(new FairWords(hmacBlocks(SEED, '20261126')), 23, 4);
    expect(new Set(numbers).size).toBe(23);
    expect(numbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
  });

  it('publishes SHA-256 of the seed before the draw: the revealed seed matches it', () => {
    const commitment = createHash('sha256').update(SEED).digest('hex');
    expect(
      createHash('sha256')
        .update(Buffer.from('9f'.repeat(32), 'hex'))
        .digest('hex'),
    ).toBe(commitment);
  });
});
