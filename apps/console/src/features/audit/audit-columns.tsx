import type { TFunction } from 'i18next';
import type { AuditEntry } from '@fortuna/contracts';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime } from '@/lib/format';

const column = gridColumns<AuditEntry>();
const hasChanges = (entry: AuditEntry) => entry.before != null || entry.after != null;

/** The audit grid's columns; `onOpen` shows an entry in full with its before/after. */
export function auditColumns(t: TFunction, onOpen: (entry: AuditEntry) => void): GridColumns<AuditEntry> {
  return column.columns([
    column.accessor('seq', { header: '#', cell: (info) => <span className="mono">{info.getValue()}</span> }),
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
      cell: (info) => <span className="mono">{info.getValue()}</span>,
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
    column.display({
      id: 'open',
      header: () => <span className="visually-hidden">{t('audit.col.details')}</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => onOpen(row.original)}
          aria-label={t('audit.openEntry', { seq: row.original.seq })}
        >
          {hasChanges(row.original) ? t('audit.changes') : t('audit.details')}
        </button>
      ),
    }),
  ]);
}
