import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyBetKind } from '@fortuna/contracts/lottery/bet-kind';
import { Button } from '@/components/ui/button';
import {
  boardSpecOf,
  defaultOptions,
  EMPTY_PICKS,
  selectionsOf,
  type BoardPicks,
  type BoardSpec,
  type OptionValues,
} from './board-specs';
import { NumberPad, OptionRow, TypedNumbers } from './board-parts';
import { priceSelection, quickPickSelection } from '../slip/slip-fns';

type BetBoardProps = {
  kinds: readonly AnyBetKind[];
  prizeGroup: number;
  unit: number;
  /** Adds the selections to the slip (each becomes a line with the slip's unit and multiple 1). */
  onAdd: (kind: string, selections: unknown[]) => void;
  disabled?: boolean;
};

/** The bet board (LOTTERY.md "Betting"): one tab per kind, its options and picks, quick pick. */
export function BetBoard({ kinds, prizeGroup, unit, onAdd, disabled }: BetBoardProps) {
  const { t } = useTranslation('lottery');
  const offered = kinds.filter((k) => boardSpecOf(k.code));
  const [kindCode, setKindCode] = useState(offered[0]?.code ?? '');
  const kind = offered.find((k) => k.code === kindCode) ?? offered[0];
  if (!kind) return null;
  return (
    <section className="lott-board" aria-labelledby="lott-board-title" data-testid="lott-board">
      <h2 id="lott-board-title" className="visually-hidden">
        {t('board.title')}
      </h2>
      <div className="lott-kinds" role="group" aria-label={t('board.kinds')}>
        {offered.map((k) => (
          <button
            key={k.code}
            type="button"
            className="lott-chip"
            aria-pressed={k.code === kind.code}
            data-kind={k.code}
            onClick={() => setKindCode(k.code)}
          >
            {t(`kind.${k.code}`)}
          </button>
        ))}
      </div>
      <p className="lott-hint">{t(`kindHint.${kind.code}`)}</p>
      <KindBoard
        key={kind.code}
        kind={kind}
        spec={boardSpecOf(kind.code)!}
        prizeGroup={prizeGroup}
        unit={unit}
        onAdd={onAdd}
        disabled={disabled}
      />
    </section>
  );
}

function KindBoard({
  kind,
  spec,
  prizeGroup,
  unit,
  onAdd,
  disabled,
}: {
  kind: AnyBetKind;
  spec: BoardSpec;
  prizeGroup: number;
  unit: number;
  onAdd: BetBoardProps['onAdd'];
  disabled?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const [options, setOptions] = useState<OptionValues>(() => defaultOptions(spec));
  const [picks, setPicks] = useState<BoardPicks>(EMPTY_PICKS);
  const selections = selectionsOf(spec, options, picks);
  const priced = selections.map((s) => priceSelection(kind, s, unit, 1, prizeGroup));
  const valid = priced.length > 0 && priced.every(Boolean);
  const notes = priced.reduce((n, p) => n + (p?.notes ?? 0), 0);
  const clear = () => setPicks(EMPTY_PICKS);
  const add = () => {
    if (!valid) return;
    onAdd(kind.code, selections);
    clear();
  };
  const quick = () => onAdd(kind.code, [quickPickSelection(spec, options)]);
  const { pick } = spec;
  return (
    <div className="lott-kind-board">
      {spec.options.map((o) => (
        <OptionRow
          key={o.field}
          option={o}
          value={options[o.field]!}
          onChange={(v) => {
            setOptions({ ...options, [o.field]: v });
            if (o.field === 'span') clear();
          }}
        />
      ))}
      {pick.type === 'range' ? (
        <NumberPad
          label={t(`field.${pick.field}`)}
          values={pick.values}
          pad={pick.pad}
          selected={picks.numbers}
          onChange={(numbers) => setPicks({ ...picks, numbers })}
        />
      ) : null}
      {pick.type === 'choice' ? (
        <div className="lott-choices" role="group" aria-label={t('field.pick')}>
          {pick.values.map((v) => {
            const on = picks.choices.includes(v);
            return (
              <button
                key={v}
                type="button"
                className="lott-choice"
                aria-pressed={on}
                data-pick={v}
                onClick={() =>
                  setPicks({ ...picks, choices: on ? picks.choices.filter((c) => c !== v) : [...picks.choices, v] })
                }
              >
                {t(`pick.${v}`)}
              </button>
            );
          })}
        </div>
      ) : null}
      {pick.type === 'rows'
        ? Array.from({ length: pick.rowsFrom(options) }, (_, row) => (
            <NumberPad
              key={`${String(options.span)}-${row}`}
              label={t('field.ballN', { n: row + 1 })}
              values={pick.values}
              selected={picks.rows[row] ?? []}
              onChange={(digits) => {
                const rows = [...picks.rows];
                rows[row] = digits;
                setPicks({ ...picks, rows });
              }}
            />
          ))
        : null}
      {pick.type === 'typed' ? (
        <TypedNumbers width={pick.width} value={picks.typed} onChange={(typed) => setPicks({ ...picks, typed })} />
      ) : null}
      <div className="lott-board__actions">
        <output className="lott-board__notes" aria-live="polite" data-testid="lott-board-notes">
          {t('board.notes', { count: notes })}
        </output>
        {pick.type !== 'none' ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('board.clear')}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={quick} disabled={disabled} data-testid="lott-quick-pick">
          {t('board.quickPick')}
        </Button>
        <Button size="sm" onClick={add} disabled={disabled || !valid} data-testid="lott-add-line">
          {t('board.add')}
        </Button>
      </div>
    </div>
  );
}
