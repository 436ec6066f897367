import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILL_STATUSES, type AgentBill, type BillKind, type BillStatus } from '@fortuna/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { currentLanguage } from '@/lib/i18n';
import { formatDate, formatDateTime } from '@/lib/locale';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { BILL_PAGE_SIZE, billsQuery } from './salary-api';
import { ratePercent, SalaryMoney, SalaryRangeSwitch } from './salary-parts';
import './salary.css';

/** The statuses a kind's bills can take (UNAPPROVED, REJECTED and EXPIRED are dividends' only). */
const statusesOf = (kind: BillKind): readonly BillStatus[] =>
  kind === 'DIVIDEND' ? BILL_STATUSES : BILL_STATUSES.filter((s) => !['UNAPPROVED', 'REJECTED', 'EXPIRED'].includes(s));

/**
 * Spec §2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: the
 * agent's bills of one contract kind by period, with status, filters and the period's totals.
 */
export function BillRecordsPage({ kind }: { kind: BillKind }) {
  const { t } = useTranslation('salary');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const [status, setStatus] = useState<BillStatus | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const bills = useQuery({ ...billsQuery(kind, range, status, pageNo), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((bills.data?.total ?? 0) / BILL_PAGE_SIZE));

  return (
    <section className="salary-page" data-testid={`bills-${kind}`}>
      <div className="salary-page__bar">
        <SalaryRangeSwitch value={preset} onChange={(p) => (setPreset(p), setPageNo(1))} />
        <label className="salary-filter">
          <span>{t('status')}</span>
          <select
            value={status ?? ''}
            onChange={(e) => (setStatus((e.target.value || null) as BillStatus | null), setPageNo(1))}
          >
            <option value="">{t('allStatuses')}</option>
            {statusesOf(kind).map((s) => (
              <option key={s} value={s}>
                {t(`statusName.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <ZoneNote />
      </div>
      {bills.isPending ? (
        <Spinner label={t('loading')} />
      ) : bills.isError ? (
        <EmptyState
          title={t('error')}
          action={
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void bills.refetch()}>
              {t('retry')}
            </button>
          }
        />
      ) : bills.data.list.length === 0 ? (
        <EmptyState title={t('empty')} hint={t(`emptyHint.${kind}`)} />
      ) : (
        <>
          <dl className="salary-totals">
            {(['gross', 'net', 'received'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`field.${k}`)}</dt>
                <dd>
                  <SalaryMoney value={bills.data.totals[k]} />
                </dd>
              </div>
            ))}
          </dl>
          <BillTable kind={kind} list={bills.data.list} zone={zone} />
          {pages > 1 ? (
            <nav className="salary-pager" aria-label={t('pages')}>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('previous')}
              </button>
              <span>{t('pageOf', { page: pageNo, pages })}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={pageNo >= pages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function BillTable({ kind, list, zone }: { kind: BillKind; list: AgentBill[]; zone: string }) {
  const { t } = useTranslation('salary');
  const lang = currentLanguage();
  const dividend = kind === 'DIVIDEND';
  return (
    <div className="salary-table-wrap">
      <table className="salary-table">
        <thead>
          <tr>
            <th scope="col">{t('field.period')}</th>
            <th scope="col">{t(dividend ? 'field.teamProfitLoss' : 'field.teamValidBet')}</th>
            <th scope="col">{t('field.activeMembers')}</th>
            <th scope="col">{t('field.tier')}</th>
            <th scope="col">{t('field.gross')}</th>
            <th scope="col">{t('field.downlineTotal')}</th>
            <th scope="col">{t('field.net')}</th>
            <th scope="col">{t('field.received')}</th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.id} data-status={b.status}>
              <th scope="row" data-label={t('field.period')}>
                {/* Hourly and real-time periods start within a day; the others on a day's start. */}
                {(b.kind === 'HOURLY' || b.kind === 'REALTIME' ? formatDateTime : formatDate)(
                  b.periodStart,
                  lang,
                  zone,
                )}
              </th>
              <td data-label={t(dividend ? 'field.teamProfitLoss' : 'field.teamValidBet')}>
                <SalaryMoney value={dividend ? b.teamProfitLoss : b.teamValidBet} signed={dividend} />
              </td>
              <td data-label={t('field.activeMembers')}>{b.activeMembers}</td>
              <td data-label={t('field.tier')}>{b.tier === null ? '—' : `${b.tier} · ${ratePercent(b.rate)}`}</td>
              <td data-label={t('field.gross')}>
                <SalaryMoney value={b.gross} />
              </td>
              <td data-label={t('field.downlineTotal')}>
                <SalaryMoney value={b.downlineTotal} />
              </td>
              <td data-label={t('field.net')}>
                <SalaryMoney value={b.net} signed />
              </td>
              <td data-label={t('field.received')}>
                <SalaryMoney value={b.received} />
              </td>
              <td data-label={t('status')}>
                <span className={`salary-status salary-status--${b.status.toLowerCase()}`}>
                  {t(`statusName.${b.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const DividendRecordsPage = () => <BillRecordsPage kind="DIVIDEND" />;
export const DailySalaryPage = () => <BillRecordsPage kind="DAILY" />;
export const HourlySalaryPage = () => <BillRecordsPage kind="HOURLY" />;
export const RealtimeSalaryPage = () => <BillRecordsPage kind="REALTIME" />;
