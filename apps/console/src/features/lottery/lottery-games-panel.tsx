import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ConsoleLotteryGame } from '@fortuna/contracts/console-lottery';
import { Badge } from '@/components/badge';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Field } from '@/components/field';
import { QueryView } from '@/components/query-view';
import { Alert, Empty } from '@/components/states';
import { formatMoney } from '@/lib/format';
import { GameSettingsDialog } from './game-settings-dialog';
import { useLotteryGames } from './lottery-api';
import { scheduleText, sourceTone } from './lottery-fns';

const column = gridColumns<ConsoleLotteryGame>();

function gameColumns(t: TFunction, onEdit: (g: ConsoleLotteryGame) => void) {
  return column.columns([
    column.accessor('gameName', {
      header: t('col.game'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <strong>{row.original.gameName}</strong>
          <span className="muted mono">
            {row.original.vassalage} · {row.original.gameCode}
          </span>
        </div>
      ),
    }),
    column.accessor('family', { header: t('col.family'), cell: (info) => t(`family.${info.getValue()}`) }),
    column.accessor('source', {
      header: t('col.source'),
      cell: (info) => <Badge tone={sourceTone(info.getValue())}>{t(`source.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('cadenceSeconds', {
      header: t('col.schedule'),
      cell: ({ row }) => scheduleText(t, row.original),
    }),
    column.accessor('prizeGroup', {
      header: t('col.prizeGroup'),
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
    column.accessor('maxPayoutPerPlayer', {
      header: t('col.maxPayout'),
      cell: (info) => <span className="num mono">{formatMoney(info.getValue())}</span>,
    }),
    column.display({
      id: 'numbers',
      header: t('col.numbers'),
      cell: ({ row }) => (
        <div className="chips">
          {row.original.limits.length > 0 ? (
            <Badge>{t('limitsCount', { count: row.original.limits.length })}</Badge>
          ) : null}
          {row.original.restricted.length > 0 ? (
            <Badge tone="warn">{t('restrictedCount', { count: row.original.restricted.length })}</Badge>
          ) : null}
          {row.original.closed.length > 0 ? (
            <Badge tone="danger">{t('closedCount', { count: row.original.closed.length })}</Badge>
          ) : null}
        </div>
      ),
    }),
    column.accessor('enabled', {
      header: t('col.state'),
      cell: (info) => (
        <Badge tone={info.getValue() ? 'ok' : 'danger'}>{t(info.getValue() ? 'enabled' : 'disabled')}</Badge>
      ),
    }),
    column.accessor('openIssues', {
      header: t('col.onSale'),
      cell: (info) => <span className="num">{info.getValue()}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('col.actions')}</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => onEdit(row.original)}
          aria-label={t('editOf', { name: row.original.gameName })}
        >
          {t('edit')}
        </button>
      ),
    }),
  ]);
}

/** Every lottery game with its settings (sorted by any column); Edit opens its settings. */
export function LotteryGamesPanel() {
  const { t } = useTranslation('lottery');
  const games = useLotteryGames();
  const [family, setFamily] = useState('');
  const [editing, setEditing] = useState<ConsoleLotteryGame | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const columns = useMemo(() => gameColumns(t, setEditing), [t]);
  const families = [...new Set((games.data ?? []).map((g) => g.family))];

  return (
    <div className="records__panel">
      <div className="filters" role="search">
        <Field label={t('filter.family')}>
          {(c) => (
            <select {...c} value={family} onChange={(e) => setFamily(e.target.value)}>
              <option value="">{t('any')}</option>
              {families.map((f) => (
                <option key={f} value={f}>
                  {t(`family.${f}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {saved ? <Alert tone="success">{t('saved', { name: saved })}</Alert> : null}
      <QueryView query={games}>
        {(list) => (
          <DataGrid
            columns={columns}
            data={family ? list.filter((g) => g.family === family) : list}
            caption={t('gamesTitle')}
            getRowId={(g) => String(g.id)}
            rowClassName={(g) => (g.enabled ? undefined : 'row--muted')}
            empty={<Empty title={t('noGames')}>{t('noGamesHint')}</Empty>}
            sort="client"
          />
        )}
      </QueryView>
      {editing ? (
        <GameSettingsDialog
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={(g) => {
            setSaved(g.gameName);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
