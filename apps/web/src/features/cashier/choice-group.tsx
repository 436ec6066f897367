import type { ReactNode } from 'react';

/**
 * The two looks of a choice row: a switch (segmented, its buttons say whether they are pressed)
 * and shortcuts (quick-amount buttons that only look chosen, e.g. the deposit's quick amounts).
 */
const LOOKS = {
  switch: { group: 'segmented', item: '', pressed: true },
  shortcuts: { group: 'quick-amounts', item: 'quick-amount', pressed: false },
} as const;

type Props<T extends string> = {
  look: keyof typeof LOOKS;
  label: string;
  options: readonly T[];
  value: T | string;
  onChoose: (option: T) => void;
  children: (option: T) => ReactNode;
};

/** A row of buttons that choose one of a few options (a period, a quick amount). */
export function ChoiceGroup<T extends string>({ look, label, options, value, onChoose, children }: Props<T>) {
  const { group, item, pressed } = LOOKS[look];
  const classOf = (chosen: boolean) => [item, chosen ? 'is-selected' : ''].filter(Boolean).join(' ');
  return (
    <div className={group} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={classOf(option === value)}
          aria-pressed={pressed ? option === value : undefined}
          onClick={() => onChoose(option)}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
}
