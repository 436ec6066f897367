import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { MemberSearchRow } from '@fortuna/contracts/console-members';
import { Badge } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime, formatMoney } from '@/lib/format';

const column = gridColumns<MemberSearchRow>();

export const statusTone = (status: 'active' | 'locked') => (status === 'active' ? 'ok' : 'danger');

/** The member search grid: each username opens the member's page. */
export function memberColumns(t: TFunction): GridColumns<MemberSearchRow> {
  return column.columns([
    column.accessor('username', {
      header: t('members.col.username'),
      cell: (info) => (
        <Link to={`/members/${info.row.original.id}`} className="strong-link">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('id', { header: 'ID', cell: (info) => <span className="mono">{info.getValue()}</span> }),
    column.accessor('role', { header: t('members.col.role'), cell: (info) => t(`members.role.${info.getValue()}`) }),
    column.accessor('status', {
      header: t('members.col.status'),
      cell: (info) => <Badge tone={statusTone(info.getValue())}>{t(`members.status.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('mainBalance', {
      header: () => <span className="num">{t('members.col.balance')}</span>,
      cell: (info) => <span className="num mono">{formatMoney(info.getValue())}</span>,
    }),
    column.accessor('registeredAt', {
      header: t('members.col.registered'),
      sortDescFirst: true,
      cell: (info) => <span className="nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    column.accessor('lastLoginAt', {
      header: t('members.col.lastLogin'),
      sortDescFirst: true,
      cell: (info) => <span className="nowrap">{formatDateTime(info.getValue())}</span>,
    }),
  ]);
}
