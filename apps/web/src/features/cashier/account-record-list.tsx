import { useTranslation } from 'react-i18next';
import type { AccountRecord, AccountRecordTotals } from '@fortuna/contracts/wallet';
import { useMarketTime } from '@/lib/market-time';
import { CurrencyAmount } from './currency-amount';
import { RecordAmount } from './record-pieces';
import { StatusBadge } from './status-badge';

/* The account record's lines and totals (account-records-page.tsx). */

/** The translation key (and its values) naming the record's wallet: MAIN, DEMO or a vendor's. */
export function walletLabelKey(wallet: string): [string, Record<string, string>?] {
  if (wallet.startsWith('VENDOR:')) return ['records.wallet.VENDOR', { vendor: wallet.slice('VENDOR:'.length) }];
  return [wallet === 'DEMO' ? 'records.wallet.DEMO' : 'records.wallet.MAIN'];
}

/** A round's reference ("round:abc") as the member reads it ("Round abc"); order numbers and transfers as they are. */
function referenceText(reference: string, t: (key: string, values: Record<string, string>) => string): string {
  return reference.startsWith('round:') ? t('records.round', { id: reference.slice('round:'.length) }) : reference;
}

type Part = keyof Omit<AccountRecordTotals, 'moneyIn' | 'moneyOut' | 'net'>;
const IN_PARTS: Part[] = ['deposits', 'wins', 'refunds', 'otherIn'];
const OUT_PARTS: Part[] = ['bets', 'withdrawals', 'otherOut'];

/** Money in, money out and net of the whole range, each sum with the parts it is made of. */
export function RecordTotals({ totals }: { totals: AccountRecordTotals }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="wallet-totals record-totals" data-testid="record-totals">
      <div>
        <dt>{t('records.credit')}</dt>
        <dd className="is-credit" data-testid="total-in">
          +<CurrencyAmount value={totals.moneyIn} />
        </dd>
        <TotalParts parts={IN_PARTS} totals={totals} />
      </div>
      <div>
        <dt>{t('records.debit')}</dt>
        <dd className="is-debit" data-testid="total-out">
          -<CurrencyAmount value={totals.moneyOut} />
        </dd>
        <TotalParts parts={OUT_PARTS} totals={totals} />
      </div>
      <div>
        <dt>{t('records.net')}</dt>
        <dd data-testid="total-net">
          <CurrencyAmount value={totals.net} />
        </dd>
      </div>
    </dl>
  );
}

/** The non-zero parts of a sum ("Deposits ₱500.00 · Wins ₱2.80"); nothing when all are zero. */
function TotalParts({ parts, totals }: { parts: Part[]; totals: AccountRecordTotals }) {
  const { t } = useTranslation('wallet');
  const shown = parts.filter((p) => Number(totals[p]) !== 0);
  if (!shown.length) return null;
  return (
    <dd className="wallet-totals__parts" aria-label={t('records.breakdown')}>
      {shown.map((p) => (
        <span key={p} data-testid={`total-${p}`}>
          {t(`records.part.${p}`)} <CurrencyAmount value={totals[p]} />
        </span>
      ))}
    </dd>
  );
}

/** One line per event: what it was (and a withdrawal's state), when, its reference, the amount and the balance after. */
export function AccountRecordList({ list }: { list: AccountRecord[] }) {
  const { t } = useTranslation('wallet');
  const time = useMarketTime();
  return (
    <ul className="record-list" data-testid="record-list">
      {list.map((r) => {
        const debit = r.amount.startsWith('-');
        return (
          <li key={r.id} className="record-row" data-testid="record-row" data-event={r.event}>
            <span className="record-row__main">
              <strong className="record-row__title">
                {t(`event.${r.event}`)}
                {r.status ? <StatusBadge status={r.status} /> : null}
              </strong>
              <small>
                <time dateTime={r.time}>{time.dateTime(r.time)}</time>
                {r.reference ? ` · ${referenceText(r.reference, t)}` : null}
              </small>
            </span>
            <RecordAmount value={r.amount.replace('-', '')} sign={{ text: debit ? '-' : '+', debit }} />
            <span className="record-row__after" data-testid="record-balance">
              {t('records.after')} <CurrencyAmount value={r.balanceAfter} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
