import { useTranslation } from 'react-i18next';
import type { ContractTier } from '@fortuna/contracts';
import { formatAmount } from '@fortuna/contracts/money-format';

/** A rate per 10,000 as a percentage: 150 → "1.50%". */
export const ratePercent = (rate: number): string => `${(rate / 100).toFixed(2)}%`;

/** The tiers of a contract as a table: rate and each threshold. */
export function ContractTerms({ tiers, dividend }: { tiers: ContractTier[]; dividend: boolean }) {
  const { t, i18n } = useTranslation('contracts');
  return (
    <div className="contract-terms" role="region" aria-label={t('terms')}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('tier')}</th>
            <th scope="col">{t('rate')}</th>
            <th scope="col">{t('validBet')}</th>
            <th scope="col">{t('active')}</th>
            {dividend ? <th scope="col">{t('teamLoss')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{ratePercent(tier.rate)}</td>
              <td>{formatAmount(tier.validBet, i18n.language)}</td>
              <td>{tier.active}</td>
              {dividend ? <td>{tier.teamLoss ? formatAmount(tier.teamLoss, i18n.language) : '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
