import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { copyText } from '@/lib/copy-text';
import { ZoneNote } from '@/components/zone-note';
import { type RangePreset } from '@/lib/market-date';
import { useMarketTime } from '@/lib/market-time';
import { pushToast } from '@/stores/toast-store';
import { betRecordsQuery } from './play-api';
import { BET_CATEGORIES, BET_PAGE_SIZE, betRange, DEFAULT_PRESET, roundStatusBadge, vendorOptions } from './play-fns';
import { AmountCells, AmountHeads, QueryStates, RangePresets, TotalsBand } from './play-parts';
import '@/styles/member-pages.css';
import './play.css';
import { useMarketZone } from '@/lib/queries/system-api';

/** Betting record (personalHistoryCopy): the member's rounds, newest first, with the filter's totals. */
export function BetRecordsPage() {
  const { t } = useTranslation(['bets', 'lobby']);
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const vendors = vendorOptions(useGameVendor().data?.categories ?? [], gameType);
  const records = useQuery({
    ...betRecordsQuery({
      ...betRange(preset, new Date(), zone),
      ...(gameType ? { gameType } : {}),
      ...(vassalage ? { vassalage } : {}),
      pageNo,
      pageSize: BET_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const data = records.data;
  const categories = BET_CATEGORIES.map((c) => ({ value: c, label: t(`lobby:category.${c}`) }));
  const vendorChoices = vendors.map((v) => ({ value: v.vassalage, label: v.displayName }));
  const chooseCategory = (value: string) => {
    setGameType(value);
    // A vendor of another category would leave the list empty for no visible reason.
    setVassalage('');
    setPageNo(1);
  };
  const chooseVendor = (value: string) => {
    setVassalage(value);
    setPageNo(1);
  };

  return (
    <div className="bets-page" data-testid="bet-records">
      <div className="bets-filters">
        <RangePresets
          value={preset}
          onChange={(p) => {
            setPreset(p);
            setPageNo(1);
          }}
        />
        <FilterSelect name="category" value={gameType} options={categories} onChange={chooseCategory} />
        <FilterSelect name="vendor" value={vassalage} options={vendorChoices} onChange={chooseVendor} />
      </div>
      <ZoneNote />
      {data ? <TotalsBand totals={data.totals} label={t('totals')} testId="bet-totals" /> : null}
      <QueryStates query={records} isEmpty={(d) => !d.list.length} emptyHint={t('empty')}>
        {(data) => (
          <>
            <BetTable list={data.list} />
            {data.totalPages > 1 ? (
              <nav className="simple-pager" aria-label={t('pages')}>
                <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                  {t('prev')}
                </Button>
                <span>{t('page', { page: pageNo, pages: data.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={pageNo >= data.totalPages}
                  onClick={() => setPageNo(pageNo + 1)}
                >
                  {t('next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryStates>
    </div>
  );
}

const ALL_LABEL = { category: 'allCategories', vendor: 'allVendors' } as const;

/** A labelled filter select whose first option ('all …') is the empty value. */
function FilterSelect(props: {
  name: 'category' | 'vendor';
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('bets');
  return (
    <label className="bets-field">
      <span>{t(props.name)}</span>
      <select
        className="wallet-select"
        data-testid={`bets-${props.name}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t(ALL_LABEL[props.name])}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A table on a wide screen; below 768 px each row becomes a card whose cells carry their column's name. */
function BetTable({ list }: { list: BetRecord[] }) {
  const { t } = useTranslation(['bets', 'lobby']);
  const clock = useMarketTime();
  const copyRound = async (roundId: string) => {
    if (await copyText(roundId)) pushToast({ tone: 'success', messageKey: 'bets:copied' });
  };
  return (
    <table className="bets-table bets-table--records" data-testid="bet-list">
      <thead>
        <tr>
          <th scope="col">{t('col.time')}</th>
          <th scope="col">{t('col.game')}</th>
          <AmountHeads />
          <th scope="col">{t('col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => {
          const badge = roundStatusBadge(r.status);
          return (
            <tr key={r.roundId} data-testid="bet-row" data-status={r.status}>
              <td className="bets-cell--time">
                <span>
                  <time dateTime={r.time}>{clock.dateTime(r.time)}</time>
                </span>
                <span className="bets-round">
                  <code className="bets-round__id" title={t('col.roundId')} data-testid="bet-round-id">
                    {r.roundId}
                  </code>
                  <button
                    type="button"
                    className="bets-round__copy"
                    aria-label={t('copyRound', { id: r.roundId })}
                    onClick={() => void copyRound(r.roundId)}
                  >
                    {t('copy')}
                  </button>
                </span>
              </td>
              <td className="bets-cell--game">
                <strong>
                  {r.gameName}
                  {r.demo ? (
                    <span className="bets-demo" title={t('demoHint')} data-testid="bet-demo">
                      {t('demo')}
                    </span>
                  ) : null}
                </strong>
                <small>
                  {r.vendorName} · {t(`lobby:category.${r.gameType}`, { defaultValue: r.gameType })}
                </small>
              </td>
              <AmountCells amounts={r} />
              <td className="bets-cell--status">
                <span className={`status-badge status-badge--${badge.tone}`} data-testid="bet-status">
                  {t(badge.key)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
