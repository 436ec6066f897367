import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AnyBetKind } from '@fortuna/contracts/lottery/bet-kind';
import { formatAmount } from '@fortuna/contracts/money-format';
import { Button } from '@/components/ui/button';
import {
  bestHitPayout,
  minorText,
  oddsText,
  parseChaseIssues,
  parseMultiple,
  priceSlip,
  SLIP_UNITS,
  type SlipLine,
} from './slip-fns';

export type Chase = { on: boolean; issues: number; stopOnWin: boolean };

type BetSlipProps = {
  lines: SlipLine[];
  onLines: (lines: SlipLine[]) => void;
  unit: number;
  onUnit: (unit: number) => void;
  chase: Chase;
  onChase: (chase: Chase) => void;
  kindOf: (code: string) => AnyBetKind | null;
  prizeGroup: number;
  /** Issues open ahead: the most a chase may buy. */
  maxChase: number;
  onPlace: () => void;
  placing: boolean;
  closed: boolean;
  error: string | null;
};

/** A selection as text: "Ball 3 · 1 2 7", "Front 3 · Pair", "12 34 56". */
export function selectionText(t: TFunction<'lottery'>, selection: unknown): string {
  if (!selection || typeof selection !== 'object') return '';
  return Object.entries(selection as Record<string, unknown>)
    .map(([field, v]) => {
      if (Array.isArray(v))
        return v.map((x) => (Array.isArray(x) ? x.join('') : String(x as string | number))).join(' ');
      if (typeof v === 'number') return `${t(`field.${field}`)} ${v}`;
      if (field === 'pick') return t(`pick.${String(v)}`);
      return t(`option.${String(v)}`);
    })
    .join(' · ');
}

/** The bet slip: lines with notes × unit × multiple, priced live; chase; total; place. */
export function BetSlip(props: BetSlipProps) {
  const { t, i18n } = useTranslation('lottery');
  const id = useId();
  const { lines, onLines, chase, onChase } = props;
  const slip = priceSlip(lines, props.kindOf, props.prizeGroup, chase.on ? chase.issues : 1);
  const money = (minor: number) => formatAmount(minorText(minor), i18n.language);
  const setMultiple = (lineId: string, text: string) => {
    const m = parseMultiple(text);
    if (m) onLines(lines.map((l) => (l.id === lineId ? { ...l, multiple: m } : l)));
  };
  return (
    <section className="lott-slip" aria-labelledby={`${id}-title`} data-testid="lott-slip">
      <div className="lott-slip__head">
        <h2 id={`${id}-title`} className="lott-section-title">
          {t('slip.title')}
        </h2>
        {lines.length ? (
          <button type="button" className="lott-link" onClick={() => onLines([])}>
            {t('slip.clear')}
          </button>
        ) : null}
      </div>
      {lines.length === 0 ? <p className="lott-muted">{t('slip.empty')}</p> : null}
      <ul className="lott-slip__lines">
        {slip.lines.map((l) => (
          <li key={l.id} className="lott-slip__line" data-testid="lott-slip-line" data-kind={l.kind}>
            <div className="lott-slip__what">
              <strong>{t(`kind.${l.kind}`)}</strong>
              <span className="lott-slip__sel">{selectionText(t, l.selection)}</span>
            </div>
            <div className="lott-slip__price">
              <span>{t('slip.notes', { count: l.priced?.notes ?? 0 })}</span>
              <label className="lott-slip__multiple">
                <span>×</span>
                <input
                  type="number"
                  min={1}
                  inputMode="numeric"
                  defaultValue={l.multiple}
                  aria-label={t('slip.multiple')}
                  data-testid="lott-line-multiple"
                  onChange={(e) => setMultiple(l.id, e.target.value)}
                />
              </label>
              <span className="lott-slip__stake" data-testid="lott-line-stake">
                {l.priced ? money(l.priced.stake) : '—'}
              </span>
              {l.priced ? (
                <span className="lott-muted" title={t('slip.bestHit', { amount: money(bestHitPayout(l.priced)) })}>
                  @{oddsText(l.priced)}
                </span>
              ) : null}
              <button
                type="button"
                className="lott-icon-btn"
                aria-label={t('slip.remove', { kind: t(`kind.${l.kind}`) })}
                onClick={() => onLines(lines.filter((x) => x.id !== l.id))}
              >
                ×
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="lott-slip__unit" role="group" aria-label={t('slip.unit')}>
        <span className="lott-option__label">{t('slip.unit')}</span>
        {SLIP_UNITS.map((u) => (
          <button
            key={u}
            type="button"
            className="lott-chip lott-chip--sm"
            aria-pressed={props.unit === u}
            onClick={() => {
              props.onUnit(u);
              onLines(lines.map((l) => ({ ...l, unit: u })));
            }}
          >
            {money(u)}
          </button>
        ))}
      </div>
      <fieldset className="lott-chase">
        <legend className="visually-hidden">{t('chase.title')}</legend>
        <label className="lott-check">
          <input
            type="checkbox"
            checked={chase.on}
            data-testid="lott-chase-on"
            onChange={(e) => onChase({ ...chase, on: e.target.checked })}
          />
          {t('chase.title')}
        </label>
        {chase.on ? (
          <>
            <label className="lott-chase__issues">
              {t('chase.issues')}
              <input
                type="number"
                min={1}
                max={props.maxChase}
                defaultValue={chase.issues}
                data-testid="lott-chase-issues"
                onChange={(e) => {
                  const n = parseChaseIssues(e.target.value, props.maxChase);
                  if (n) onChase({ ...chase, issues: n });
                }}
              />
            </label>
            <label className="lott-check">
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                data-testid="lott-chase-stop"
                onChange={(e) => onChase({ ...chase, stopOnWin: e.target.checked })}
              />
              {t('chase.stopOnWin')}
            </label>
          </>
        ) : null}
      </fieldset>
      <dl className="lott-slip__totals" data-testid="lott-slip-totals">
        <div>
          <dt>{t('slip.totalNotes')}</dt>
          <dd>{slip.totals.notes}</dd>
        </div>
        {chase.on ? (
          <div>
            <dt>{t('chase.issues')}</dt>
            <dd>{slip.totals.chaseIssues}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('slip.total')}</dt>
          <dd data-testid="lott-slip-total">{money(slip.totals.total)}</dd>
        </div>
      </dl>
      {props.error ? (
        <p className="lott-error" role="alert" data-testid="lott-slip-error">
          {props.error}
        </p>
      ) : null}
      <Button
        block
        onClick={props.onPlace}
        disabled={props.placing || props.closed || slip.totals.lines === 0 || slip.totals.lines !== lines.length}
        data-testid="lott-place"
      >
        {props.closed ? t('slip.closed') : props.placing ? t('slip.placing') : t('slip.place')}
      </Button>
    </section>
  );
}
