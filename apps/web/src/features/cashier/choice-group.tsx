import type { ReactNode } from 'react';

type Props<T extends string> = {
  className: string;
  label: string;
  options: readonly T[];
  value: T | string;
  onChoose: (option: T) => void;
  /** Each button's own class; the chosen one adds `is-selected`. */
  itemClass?: string;
  /** Whether the buttons say they are pressed (a switch) or only look chosen (a shortcut). */
  pressed?: boolean;
  children: (option: T) => ReactNode;
};

/** A row of buttons that choose one of a few options (a period, a quick amount). */
export function ChoiceGroup<T extends string>({
  className,
  label,
  options,
  value,
  onChoose,
  itemClass,
  pressed = false,
  children,
}: Props<T>) {
  const classOf = (chosen: boolean) => [itemClass, chosen ? 'is-selected' : null].filter(Boolean).join(' ');
  return (
    <div className={className} role="group" aria-label={label}>
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
