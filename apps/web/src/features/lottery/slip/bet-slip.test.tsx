import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { BetBoard } from '../board/bet-board';
import { BetSlip } from './bet-slip';
import type { SlipLine } from './slip-fns';

// Without an i18n instance react-i18next answers keys: the markup shows what is priced, not words.
const k3 = familyRules('K3')!;
const lines: SlipLine[] = [
  { id: 'a', kind: 'K3_FACE', selection: { faces: [1, 6] }, unit: 100, multiple: 3 },
  { id: 'b', kind: 'K3_SUM_SIDE', selection: { pick: 'BIG' }, unit: 100, multiple: 1 },
];
const slip = (over: Partial<Parameters<typeof BetSlip>[0]> = {}) =>
  renderToStaticMarkup(
    <BetSlip
      lines={lines}
      onLines={() => undefined}
      unit={100}
      onUnit={() => undefined}
      chase={{ on: true, issues: 3, stopOnWin: true }}
      onChase={() => undefined}
      kindOf={k3.kindOf}
      prizeGroup={1980}
      maxChase={10}
      onPlace={() => undefined}
      placing={false}
      closed={false}
      error={null}
      {...over}
    />,
  );
const stakes = (html: string) => [...html.matchAll(/data-testid="lott-line-stake">([^<]*)</g)].map((m) => m[1]);
const total = (html: string) => /data-testid="lott-slip-total">([^<]*)</.exec(html)?.[1];

describe('the bet slip as shown', () => {
  it('shows each line stake (notes × unit × multiple) and the chase total', () => {
    const html = slip();
    expect(stakes(html)).toEqual(['6.00', '1.00']);
    // (6.00 + 1.00) × 3 draws.
    expect(total(html)).toBe('21.00');
    expect(html).toMatch(/data-testid="lott-place"[^>]*>/);
    expect(/<button[^>]*disabled=""[^>]*data-testid="lott-place"/.test(html)).toBe(false);
  });

  it('cannot be placed once the sale has closed, nor with a line its kind refuses', () => {
    expect(/<button[^>]*disabled=""[^>]*data-testid="lott-place"/.test(slip({ closed: true }))).toBe(true);
    const refused = slip({ lines: [{ ...lines[0]!, selection: { faces: [7] } }] });
    expect(stakes(refused)).toEqual(['—']);
    expect(/<button[^>]*disabled=""[^>]*data-testid="lott-place"/.test(refused)).toBe(true);
  });

  it('offers every K3 kind on the board, the first one open', () => {
    const html = renderToStaticMarkup(
      <BetBoard kinds={[...k3.kinds.values()]} prizeGroup={1980} unit={100} onAdd={() => undefined} />,
    );
    const kinds = [...html.matchAll(/data-kind="([A-Z0-9_]+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual([...k3.kinds.keys()]);
    expect(html).toContain('aria-pressed="true" data-kind="K3_SUM_NUMBER"');
    // Sums 3 to 18 to pick from.
    expect([...html.matchAll(/data-number="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 3),
    );
  });
});
