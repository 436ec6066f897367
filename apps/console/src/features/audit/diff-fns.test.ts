import { describe, expect, it } from 'vitest';
import { diffLines } from './diff-fns';

describe('diffLines', () => {
  it('compares leaves by path: changed, same, removed, added', () => {
    const lines = diffLines(
      { role: 'support', status: 'active', allowList: [], old: 1 },
      { role: 'finance', status: 'active', allowList: ['10.0.0.0/8'], totpReady: false },
    );
    expect(lines).toEqual([
      { path: 'role', before: 'support', after: 'finance', change: 'changed' },
      { path: 'status', before: 'active', after: 'active', change: 'same' },
      { path: 'allowList', before: '[]', after: '["10.0.0.0/8"]', change: 'changed' },
      { path: 'old', before: '1', after: undefined, change: 'removed' },
      { path: 'totpReady', before: undefined, after: 'false', change: 'added' },
    ]);
  });

  it('walks nested objects and handles a missing side (creation, deletion)', () => {
    expect(diffLines(null, { limits: { daily: 5 } })).toEqual([
      { path: 'limits.daily', before: undefined, after: '5', change: 'added' },
    ]);
    expect(diffLines({ a: null }, undefined)).toEqual([
      { path: 'a', before: 'null', after: undefined, change: 'removed' },
    ]);
    expect(diffLines('x', 'y')).toEqual([{ path: '(value)', before: 'x', after: 'y', change: 'changed' }]);
    expect(diffLines(null, null)).toEqual([]);
  });
});
