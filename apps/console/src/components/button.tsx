import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './states';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button while the action runs. */
  busy?: boolean;
};

export function Button({ variant = 'secondary', size = 'md', busy = false, className, children, ...rest }: Props) {
  return (
    <button
      type="button"
      className={`btn btn--${variant} btn--${size}${className ? ` ${className}` : ''}`}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
