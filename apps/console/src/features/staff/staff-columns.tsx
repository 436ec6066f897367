import type { TFunction } from 'i18next';
import type { StaffAccount } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime } from '@/lib/format';
import type { StaffAction } from './staff-api';

export type ActionKind = StaffAction['kind'];
const column = gridColumns<StaffAccount>();

/** The staff grid's columns; `onAction` opens the dialog of one action on one account. */
export function staffColumns(
  t: TFunction,
  selfId: number | undefined,
  onAction: (account: StaffAccount, kind: ActionKind) => void,
): GridColumns<StaffAccount> {
  return column.columns([
    column.accessor('username', {
      header: t('staff.col.account'),
      cell: (info) => (
        <div className="cell-stack">
          <strong>{info.getValue()}</strong>
          <span className="muted">{info.row.original.displayName}</span>
        </div>
      ),
    }),
    column.accessor('role', {
      header: t('staff.col.role'),
      cell: (info) => <Badge tone="info">{t(`roles.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('status', {
      header: t('staff.col.status'),
      cell: (info) => (
        <Badge tone={info.getValue() === 'active' ? 'ok' : 'danger'}>{t(`staff.status.${info.getValue()}`)}</Badge>
      ),
    }),
    column.accessor('totpReady', {
      header: t('staff.col.authenticator'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="ok">{t('staff.totp.ready')}</Badge>
        ) : (
          <Badge tone="warn">{t('staff.totp.pending')}</Badge>
        ),
    }),
    column.accessor('allowList', {
      header: t('staff.col.allowList'),
      cell: (info) =>
        info.getValue().length === 0 ? (
          <span className="muted">{t('staff.anyAddress')}</span>
        ) : (
          <span className="mono">{info.getValue().join(', ')}</span>
        ),
    }),
    column.accessor('lastLoginAt', {
      header: t('staff.col.lastLogin'),
      cell: (info) => <span className="nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('staff.col.actions')}</span>,
      cell: ({ row }) => {
        const account = row.original;
        const self = account.id === selfId;
        const label = (kind: ActionKind) => t(`staff.action.${kind}`);
        const button = (kind: ActionKind, disabled = false) => (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={disabled}
            onClick={() => onAction(account, kind)}
            aria-label={`${label(kind)}: ${account.username}`}
          >
            {label(kind)}
          </button>
        );
        return (
          <div className="row-actions">
            {button('role')}
            {button('allowList')}
            {button('resetTotp')}
            {account.status === 'active' ? button('disable', self) : button('enable')}
          </div>
        );
      },
    }),
  ]);
}
