import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

/** The spec's 'no data' message, drawn so an empty list looks intended. */
export function EmptyState({
  title,
  hint,
  icon,
  action,
}: {
  title: string;
  hint?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <div className="empty-state__icon">{icon ?? <InboxIcon />}</div>
      <p className="empty-state__title">{title}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {action}
    </div>
  );
}
