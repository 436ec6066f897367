import type { TFunction } from 'i18next';
import type { AuditEntry } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime } from '@/lib/format';

const column = gridColumns<AuditEntry>();
const hasChanges = (entry: AuditEntry) => entry.before != null || entry.after != null;

/** The audit grid's columns; the entry's number opens it in full with its before/after (`onOpen`). */
export function auditColumns(t: TFunction, onOpen: (entry: AuditEntry) => void): GridColumns<AuditEntry> {
  return column.columns([
    // The entry's number opens it (first column: reachable without scrolling on narrow screens).
    column.accessor('seq', {
      header: '#',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn--ghost btn--sm mono"
          onClick={() => onOpen(row.original)}
          aria-label={t('audit.openEntry', { seq: row.original.seq })}
        >
          #{row.original.seq}
        </button>
      ),
    }),
    column.accessor('at', {
      header: t('audit.col.at'),
      cell: (info) => <span className="nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    column.accessor('actor', {
      header: t('audit.col.actor'),
      cell: (info) => (
        <div className="cell-stack">
          <span>{info.getValue()}</span>
          <span className="muted">{info.row.original.actorKind}</span>
        </div>
      ),
    }),
    column.accessor('action', {
      header: t('audit.col.action'),
      cell: (info) => (
        <span className="nowrap">
          <span className="mono">{info.getValue()}</span>{' '}
          {hasChanges(info.row.original) ? <Badge tone="info">{t('audit.changes')}</Badge> : null}
        </span>
      ),
    }),
    column.accessor('target', {
      header: t('audit.col.target'),
      cell: (info) => <span className="mono">{info.getValue()}</span>,
    }),
    column.accessor('reason', {
      header: t('audit.col.reason'),
      cell: (info) => <span className="clamp">{info.getValue() || '—'}</span>,
    }),
    column.accessor('ip', {
      header: t('audit.col.ip'),
      cell: (info) => <span className="mono">{info.getValue() ?? '—'}</span>,
    }),
  ]);
}
