import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsoleGame, UpdateConsoleGame } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { PagedGrid } from '@/components/paged-grid';
import { Alert, Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { errorText } from '@/lib/errors';
import { gameColumns } from './game-columns';
import { NO_GAME_FILTERS, useBulkStatus, useGames, useUpdateGame, useVendors, type GameFilters } from './games-api';

const KEYS = Object.keys(NO_GAME_FILTERS) as (keyof GameFilters)[];

/** The games grid: filters and page in the address, inline edits, bulk enable/disable of the selection. */
export function GamesPanel() {
  const { t } = useTranslation();
  const { params, pageNo, pageSize, update: updateAddress } = useAddressParams();
  const filters = useMemo(() => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as GameFilters, [params]);
  const games = useGames(filters, pageNo, pageSize);
  const vendors = useVendors();
  const update = useUpdateGame();
  const bulk = useBulkStatus();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<GameFilters>({ values: filters });
  const vendorCodes = [...new Set((vendors.data ?? []).map((v) => v.vassalage))].sort();
  const types = [...new Set((vendors.data ?? []).map((v) => v.gameType))].sort();

  const setQuery = (next: Record<string, string | number>) => {
    updateAddress(next);
    setSelected(new Set());
  };
  const onEdit = (game: ConsoleGame, body: UpdateConsoleGame) => {
    setMessage(null);
    update.mutate(
      { nodeId: game.nodeId, body },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('games.saved', { name: game.gameName }) }),
        onError: (e) => setMessage({ tone: 'error', text: `${game.gameName}: ${errorText(t, e)}` }),
      },
    );
  };
  const onSelect = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runBulk = (enabled: boolean) => {
    setMessage(null);
    bulk.mutate(
      { nodeIds: [...selected], enabled },
      {
        onSuccess: (r) => {
          setSelected(new Set());
          setMessage({
            tone: 'success',
            text: t('games.bulkDone', { changed: r.changed.length, unchanged: r.unchanged.length }),
          });
        },
        onError: (e) => setMessage({ tone: 'error', text: errorText(t, e) }),
      },
    );
  };
  const columns = useMemo(() => gameColumns(t, selected, onSelect, onEdit), [t, selected]); // eslint-disable-line react-hooks/exhaustive-deps
  const select = (name: keyof GameFilters, label: string, options: [string, string][]) => (
    <Field label={label}>
      {(c) => (
        <select {...c} {...form.register(name)}>
          <option value="">{t('games.any')}</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const yesNo: [string, string][] = [
    ['true', t('games.yes')],
    ['false', t('games.no')],
  ];

  return (
    <div className="records__panel">
      <form className="filters" role="search" onSubmit={form.handleSubmit((v) => setQuery({ ...v, page: 1 }))}>
        <Field label={t('games.filter.q')}>{(c) => <input {...c} type="search" {...form.register('q')} />}</Field>
        {select(
          'vassalage',
          t('games.filter.vendor'),
          vendorCodes.map((v) => [v, v]),
        )}
        {select(
          'gameType',
          t('games.filter.type'),
          types.map((v) => [v, v]),
        )}
        <Field label={t('games.filter.classification')}>
          {(c) => <input {...c} maxLength={16} {...form.register('gameClassify')} />}
        </Field>
        {select('enabled', t('games.filter.enabled'), yesNo)}
        {select('hot', t('games.filter.hot'), yesNo)}
        <div className="filters__actions">
          <Button type="submit" variant="primary">
            {t('games.apply')}
          </Button>
        </div>
      </form>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {selected.size > 0 ? (
        <div className="bulk-bar" role="region" aria-label={t('games.bulk')}>
          <span>{t('games.selected', { count: selected.size })}</span>
          <Button size="sm" busy={bulk.isPending} onClick={() => runBulk(true)}>
            {t('games.enableSelected')}
          </Button>
          <Button size="sm" variant="danger" busy={bulk.isPending} onClick={() => runBulk(false)}>
            {t('games.disableSelected')}
          </Button>
        </div>
      ) : null}
      <PagedGrid
        query={games}
        caption={t('games.gamesTitle')}
        columns={columns}
        getRowId={(row) => String(row.nodeId)}
        rowClassName={(row) => (row.enabled ? undefined : 'row--muted')}
        empty={<Empty title={t('games.empty')}>{t('games.emptyHint')}</Empty>}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => setQuery({ page: n })}
        onPageSize={(size) => setQuery({ size, page: 1 })}
      />
    </div>
  );
}
