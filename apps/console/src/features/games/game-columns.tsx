import type { TFunction } from 'i18next';
import type { ConsoleGame, UpdateConsoleGame } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';

const column = gridColumns<ConsoleGame>();

/** Saves a number field when it changed (Enter or leaving the field). */
function OrderInput({ value, label, onSave }: { value: number; label: string; onSave: (n: number) => void }) {
  const save = (text: string) => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= 0 && n !== value) onSave(n);
  };
  return (
    <input
      key={value}
      className="input--narrow"
      type="number"
      min={0}
      defaultValue={value}
      aria-label={label}
      onBlur={(e) => save(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && save(e.currentTarget.value)}
    />
  );
}

/**
 * The games grid: a selection box (bulk enable/disable), then inline edits of enabled, hot,
 * order and classification, each saved at once through `onEdit`.
 */
export function gameColumns(
  t: TFunction,
  selected: Set<number>,
  onSelect: (nodeId: number, on: boolean) => void,
  onEdit: (game: ConsoleGame, body: UpdateConsoleGame) => void,
): GridColumns<ConsoleGame> {
  return column.columns([
    column.display({
      id: 'select',
      header: () => <span className="visually-hidden">{t('games.select')}</span>,
      cell: ({ row }) => (
        <input
          type="checkbox"
          checked={selected.has(row.original.nodeId)}
          onChange={(e) => onSelect(row.original.nodeId, e.target.checked)}
          aria-label={t('games.selectOne', { name: row.original.gameName })}
        />
      ),
    }),
    column.accessor('gameName', {
      header: t('games.col.game'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <strong>{row.original.gameName}</strong>
          <span className="muted mono">
            {row.original.vassalage} · {row.original.gameType} · {row.original.gameCode}
          </span>
        </div>
      ),
    }),
    column.display({
      id: 'state',
      header: t('games.col.state'),
      cell: ({ row }) => (
        <div className="chips">
          {row.original.enabled ? (
            <Badge tone="ok">{t('games.enabled')}</Badge>
          ) : (
            <Badge tone="danger">{t('games.disabled')}</Badge>
          )}
          {row.original.underMaintenance ? <Badge tone="warn">{t('games.maintenanceNow')}</Badge> : null}
        </div>
      ),
    }),
    column.accessor('enabled', {
      header: t('games.col.enabled'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          checked={row.original.enabled}
          onChange={(e) => onEdit(row.original, { enabled: e.target.checked })}
          aria-label={t('games.enabledOf', { name: row.original.gameName })}
        />
      ),
    }),
    column.accessor('hot', {
      header: t('games.col.hot'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          checked={row.original.hot}
          onChange={(e) => onEdit(row.original, { hot: e.target.checked })}
          aria-label={t('games.hotOf', { name: row.original.gameName })}
        />
      ),
    }),
    column.accessor('sort', {
      header: t('games.col.order'),
      cell: ({ row }) => (
        <OrderInput
          value={row.original.sort}
          label={t('games.orderOf', { name: row.original.gameName })}
          onSave={(sort) => onEdit(row.original, { sort })}
        />
      ),
    }),
    column.accessor('gameClassify', {
      header: t('games.col.classification'),
      cell: ({ row }) => (
        <input
          key={row.original.gameClassify ?? ''}
          className="input--narrow"
          defaultValue={row.original.gameClassify ?? ''}
          maxLength={16}
          aria-label={t('games.classificationOf', { name: row.original.gameName })}
          onBlur={(e) => {
            const v = e.target.value.trim().toUpperCase();
            if (v !== (row.original.gameClassify ?? '')) onEdit(row.original, { gameClassify: v || null });
          }}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        />
      ),
    }),
  ]);
}
