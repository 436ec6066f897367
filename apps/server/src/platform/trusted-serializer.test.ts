import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reusableJson, trustedSerializer, writeJson } from './trusted-serializer.js';

const schema = z.object({ name: z.string(), total: z.number() });
const route = { schema, method: 'GET', url: '/x' };

describe('trustedSerializer', () => {
  it('in production writes the answer as it is, without the schema walk', () => {
    const write = trustedSerializer('production')(route);
    expect(write({ name: 'Dragon', total: 3 })).toBe('{"name":"Dragon","total":3}');
  });

  it('elsewhere still checks the answer against the response schema, so drift fails in tests', () => {
    for (const env of ['development', 'test'] as const) {
      const write = trustedSerializer(env)(route);
      expect(write({ name: 'Dragon', total: 3 })).toBe('{"name":"Dragon","total":3}');
      expect(() => write({ name: 'Dragon', total: '3' })).toThrow();
    }
  });
});

describe('writeJson', () => {
  const when = new Date('2026-11-24T09:00:00.000Z');
  const samples: unknown[] = [
    null,
    0,
    -0,
    1.5,
    -12_000_000.25,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    '',
    'Đà Nẵng "quoted" \\ back\nslash \u2028 \u0000',
    [],
    {},
    [1, 'two', null, undefined, () => 3, Symbol('s'), { a: undefined }],
    { a: 1, b: undefined, c: () => 1, d: Symbol('x'), e: [undefined], 'we"ird\nkey': 'v', [Symbol('k')]: 1 },
    { nested: { deeper: { list: [{ x: 1 }, { y: [2, 3] }] } } },
    { when, at: [when] },
    { custom: { toJSON: () => ({ replaced: true }) } },
    Object.assign(Object.create(null) as object, { bare: 'object' }),
    {
      success: true,
      code: 'OK',
      message: 'OK',
      value: { list: [{ nodeId: 1, gameName: 'Koi', gameClassify: null }], total: 1 },
    },
  ];

  it('writes what JSON.stringify writes', () => {
    for (const value of samples) expect(writeJson(value)).toBe(JSON.stringify(value) ?? 'null');
  });

  it('splices in the text of reusable values, written once when they were marked', () => {
    let reads = 0;
    const game = reusableJson({
      nodeId: 7,
      get gameName() {
        reads++;
        return 'Koi Gate';
      },
    });
    const readsWhenMarked = reads;
    const page = { list: [game, game], total: 2 };
    expect(writeJson(page)).toBe(
      '{"list":[{"nodeId":7,"gameName":"Koi Gate"},{"nodeId":7,"gameName":"Koi Gate"}],"total":2}',
    );
    expect(writeJson({ success: true, value: page })).toContain('"nodeId":7');
    expect(reads).toBe(readsWhenMarked); // the getter was not read again: the remembered text was used
    // The text stays out of every other view of the value.
    expect(Object.keys(game)).toEqual(['nodeId', 'gameName']);
    expect(JSON.parse(JSON.stringify(game))).toEqual({ nodeId: 7, gameName: 'Koi Gate' });
  });

  it('outside production a reusable value is frozen, deeply: a change after marking throws', () => {
    const answer = reusableJson({ list: [{ nodeId: 1, names: { EN: 'Koi' } }], total: 1 });
    expect(() => {
      answer.total = 2;
    }).toThrow(TypeError);
    expect(() => {
      (answer.list[0] as { names: { EN: string } }).names.EN = 'Carp';
    }).toThrow(TypeError);
    expect(() => answer.list.push({ nodeId: 2, names: { EN: 'Pearl' } })).toThrow(TypeError);
    expect(writeJson(answer)).toBe('{"list":[{"nodeId":1,"names":{"EN":"Koi"}}],"total":1}');
  });
});
