import type { InputHTMLAttributes, ReactNode } from 'react';
import { useCurrencySymbol } from '@/lib/queries/system-api';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  /** The typed amount with anything but digits and the decimal point dropped. */
  onValue: (amount: string) => void;
  /** After the input inside the frame (e.g. the "all" shortcut). */
  children?: ReactNode;
};

/** The money input of every cashier form: the currency before it, digits and one point only. */
export function AmountInput({ value, onValue, children, ...input }: Props) {
  const currency = useCurrencySymbol();
  return (
    <div className="amount-input">
      <span aria-hidden="true">{currency}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        {...input}
        value={value}
        onChange={(e) => onValue(e.target.value.replace(/[^\d.]/g, ''))}
      />
      {children}
    </div>
  );
}
