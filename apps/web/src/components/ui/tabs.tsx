import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<K extends string> = { key: K; label: ReactNode; icon?: ReactNode };

type TabsProps<K extends string> = {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  variant?: 'pill' | 'underline' | 'segment';
  idPrefix?: string;
  className?: string;
};

/** WAI-ARIA tabs: roving focus with arrow keys, Home/End; the panel is the caller's. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'pill',
  idPrefix,
  className,
}: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.key === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={`tabs tabs--${variant} ${className ?? ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${item.key}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel` : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            data-key={item.key}
            onClick={() => onChange(item.key)}
          >
            {item.icon ? <span className="tabs__icon">{item.icon}</span> : null}
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
