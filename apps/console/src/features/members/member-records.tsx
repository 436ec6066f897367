import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES } from '@/lib/address-params';
import { RECORDS, useMemberRecords, type RecordKind } from './members-api';
import { recordColumns } from './record-columns';

/** A member's records in tabs (ledger of a wallet, deposits, withdrawals, rounds, logins, notes), each paged. */
export function MemberRecords({ id, wallets }: { id: number; wallets: string[] }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RecordKind>('ledger');
  const [wallet, setWallet] = useState(wallets[0] ?? 'MAIN');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const records = useMemberRecords(id, kind, pageNo, pageSize, kind === 'ledger' ? wallet : undefined);
  const columns = useMemo(() => recordColumns(kind, t), [kind, t]);
  const choose = (next: RecordKind) => {
    setKind(next);
    setPageNo(1);
  };

  return (
    <section className="card records" aria-labelledby="records-title">
      <h2 id="records-title" className="visually-hidden">
        {t('members.records')}
      </h2>
      <div className="tabs" role="tablist" aria-label={t('members.records')}>
        {RECORDS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === kind}
            aria-controls="records-panel"
            className="tabs__tab"
            onClick={() => choose(tab)}
          >
            {t(`members.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id="records-panel" role="tabpanel" aria-labelledby={`tab-${kind}`} className="records__panel">
        {kind === 'ledger' && wallets.length > 1 ? (
          <label className="inline-field">
            {t('members.wallet')}
            <select
              value={wallet}
              onChange={(e) => {
                setWallet(e.target.value);
                setPageNo(1);
              }}
            >
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <PagedGrid
          query={records}
          caption={t(`members.tabs.${kind}`)}
          columns={columns}
          getRowId={(row, index) => String(row.id ?? row.orderNo ?? `${kind}-${index}`)}
          empty={<Empty title={t('members.noRecords')} />}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      </div>
    </section>
  );
}
