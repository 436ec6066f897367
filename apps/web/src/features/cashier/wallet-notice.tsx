import type { ReactNode } from 'react';

type Props = {
  tone: 'danger' | 'success' | 'info';
  /** danger is an alert and success a status unless told otherwise; info has no role. */
  role?: 'alert' | 'status';
  testId?: string;
  className?: string;
  id?: string;
  children: ReactNode;
};

const ROLE = { danger: 'alert', success: 'status', info: undefined } as const;

/** A page notice (an error, a done message, a hint); nothing when there is nothing to say. */
export function WalletNotice({ tone, role = ROLE[tone], testId, className, id, children }: Props) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      id={id}
      className={`wallet-notice wallet-notice--${tone}${className ? ` ${className}` : ''}`}
      role={role}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
