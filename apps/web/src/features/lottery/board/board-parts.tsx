import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedNumbers, type BoardOption } from './board-specs';

/** A one-of setting of a kind (ball, place, part of the draw, span, N): a row of pressed buttons. */
export function OptionRow({
  option,
  value,
  onChange,
}: {
  option: BoardOption;
  value: string | number;
  onChange: (value: string | number) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lott-option" role="group" aria-label={t(`field.${option.field}`)}>
      <span className="lott-option__label" aria-hidden="true">
        {t(`field.${option.field}`)}
      </span>
      {option.values.map((v) => (
        <button
          key={v}
          type="button"
          className="lott-chip lott-chip--sm"
          aria-pressed={v === value}
          data-option={`${option.field}:${v}`}
          onClick={() => onChange(v)}
        >
          {typeof v === 'number' ? v : t(`option.${v}`)}
        </button>
      ))}
    </div>
  );
}

/** Numbers to toggle (digits, cars, faces, sums), with "all" and "clear" shortcuts. */
export function NumberPad({
  label,
  values,
  pad,
  selected,
  onChange,
}: {
  label: string;
  values: readonly number[];
  pad?: number;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const toggle = (v: number) => onChange(selected.includes(v) ? selected.filter((x) => x !== v) : [...selected, v]);
  return (
    <div className="lott-pad" role="group" aria-label={label}>
      <span className="lott-pad__label" aria-hidden="true">
        {label}
      </span>
      <div className="lott-pad__balls">
        {values.map((v) => (
          <button
            key={v}
            type="button"
            className="lott-ball lott-ball--pick"
            aria-pressed={selected.includes(v)}
            data-number={v}
            onClick={() => toggle(v)}
          >
            {pad ? String(v).padStart(pad, '0') : v}
          </button>
        ))}
      </div>
      <div className="lott-pad__tools">
        <button type="button" className="lott-link" onClick={() => onChange([...values])}>
          {t('board.all')}
        </button>
        <button type="button" className="lott-link" onClick={() => onChange([])}>
          {t('board.none')}
        </button>
      </div>
    </div>
  );
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Numbers typed as text (VN, Thai, 4D: "12 34 56"), checked as typed; two-digit kinds also get a
 * 00–99 grid to toggle. The typed text and the grid hold the same list.
 */
export function TypedNumbers({
  width,
  value,
  onChange,
}: {
  width: number;
  value: readonly string[];
  onChange: (numbers: string[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState(value.join(' '));
  const [rejected, setRejected] = useState<string[]>([]);
  const typed = (next: string) => {
    setText(next);
    const parsed = parseTypedNumbers(next, width);
    setRejected(parsed.rejected);
    onChange(parsed.numbers);
  };
  const toggle = (n: string) => {
    const next = value.includes(n) ? value.filter((x) => x !== n) : [...value, n];
    setText(next.join(' '));
    setRejected([]);
    onChange(next);
  };
  return (
    <div className="lott-typed">
      <label htmlFor={id} className="lott-pad__label">
        {t('board.typeNumbers', { width })}
      </label>
      <textarea
        id={id}
        className="lott-typed__input"
        rows={2}
        value={text}
        inputMode="numeric"
        placeholder={'0'.repeat(width) + ' ' + '1'.repeat(width)}
        aria-invalid={rejected.length > 0}
        aria-describedby={rejected.length ? `${id}-err` : undefined}
        data-testid="lott-typed-numbers"
        onChange={(e) => typed(e.target.value)}
      />
      {rejected.length ? (
        <p id={`${id}-err`} className="lott-error" role="alert">
          {t('board.rejected', { width, numbers: rejected.slice(0, 5).join(', ') })}
        </p>
      ) : null}
      {width === 2 ? (
        <div className="lott-grid100" role="group" aria-label={t('board.grid')}>
          {TWO_DIGITS.map((n) => (
            <button
              key={n}
              type="button"
              className="lott-ball lott-ball--sm lott-ball--pick"
              aria-pressed={value.includes(n)}
              data-number={n}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
