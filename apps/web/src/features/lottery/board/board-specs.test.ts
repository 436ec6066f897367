import { describe, expect, it } from 'vitest';
import { boardSpecOf, defaultOptions, EMPTY_PICKS, parseTypedNumbers, selectionsOf } from './board-specs';

describe('the bet board', () => {
  it('makes one selection per side or shape picked, so each becomes its own line', () => {
    const spec = boardSpecOf('SSC_POSITION_SIDE')!;
    const selections = selectionsOf(spec, { ball: 3 }, { ...EMPTY_PICKS, choices: ['BIG', 'ODD'] });
    expect(selections).toEqual([
      { ball: 3, pick: 'BIG' },
      { ball: 3, pick: 'ODD' },
    ]);
  });

  it('makes a direct pick only when every ball of the span has a digit', () => {
    const spec = boardSpecOf('SSC_DIRECT')!;
    const options = { span: 'FRONT2' };
    expect(selectionsOf(spec, options, { ...EMPTY_PICKS, rows: [[3, 1]] })).toEqual([]);
    expect(selectionsOf(spec, options, { ...EMPTY_PICKS, rows: [[3, 1], [9]] })).toEqual([
      { span: 'FRONT2', digits: [[1, 3], [9]] },
    ]);
  });

  it('starts a kind on its first option and makes the no-pick kinds at once', () => {
    expect(defaultOptions(boardSpecOf('PK10_PLACE_NUMBER')!)).toEqual({ place: 1 });
    expect(selectionsOf(boardSpecOf('K3_ANY_TRIPLE')!, {}, EMPTY_PICKS)).toEqual([{}]);
  });

  it('reads typed numbers of the kind width and names the rest', () => {
    expect(parseTypedNumbers('07, 68 7 123 07', 2)).toEqual({ numbers: ['07', '68'], rejected: ['7', '123'] });
  });
});
