import { useTranslation } from 'react-i18next';
import { SECURITY_CHANGE_DAYS, type WithdrawalRiskHints } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { formatDateTime, formatMoney } from '@/lib/format';

type Names = WithdrawalRiskHints['sameIp'];

/** The hints of a withdrawal in a grid cell: one pill per hint that asks for a second look. */
export function RiskBadges({ risk }: { risk: WithdrawalRiskHints }) {
  const { t } = useTranslation();
  const changes = risk.securityChanges.filter((c) => !c.first).length;
  return (
    <ul className="chips" aria-label={t('cashier.risk.title')}>
      <li>
        {risk.turnover.met ? (
          <Badge tone="ok">{t('cashier.risk.turnoverMet')}</Badge>
        ) : (
          <Badge tone="warn">{t('cashier.risk.turnoverShort')}</Badge>
        )}
      </li>
      {changes > 0 ? (
        <li>
          <Badge tone="danger">{t('cashier.risk.changes', { count: changes })}</Badge>
        </li>
      ) : null}
      {risk.sameIp.count > 0 ? (
        <li>
          <Badge tone="warn">{t('cashier.risk.sameIpCount', { count: risk.sameIp.count })}</Badge>
        </li>
      ) : null}
      {risk.sameAccount.count > 0 ? (
        <li>
          <Badge tone="danger">{t('cashier.risk.sameAccountCount', { count: risk.sameAccount.count })}</Badge>
        </li>
      ) : null}
      {risk.firstWithdrawal ? (
        <li>
          <Badge tone="info">{t('cashier.risk.first')}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

function OtherMembers({ names }: { names: Names }) {
  const { t } = useTranslation();
  if (names.count === 0) return <>{t('cashier.risk.none')}</>;
  const more = names.count - names.usernames.length;
  return (
    <>
      {names.usernames.join(', ')}
      {more > 0 ? ` ${t('cashier.risk.more', { count: more })}` : ''}
    </>
  );
}

/** The hints in full, for the review dialog. */
export function RiskFacts({ risk }: { risk: WithdrawalRiskHints }) {
  const { t } = useTranslation();
  const { turnover } = risk;
  return (
    <section className="risk" aria-labelledby="risk-title">
      <h3 id="risk-title" className="risk__title">
        {t('cashier.risk.title')}
      </h3>
      <dl className="facts">
        <dt>{t('cashier.risk.turnover')}</dt>
        <dd>
          {t('cashier.risk.turnoverFigures', {
            achieved: formatMoney(turnover.achieved),
            required: formatMoney(turnover.required),
          })}{' '}
          <Badge tone={turnover.met ? 'ok' : 'warn'}>
            {t(turnover.met ? 'cashier.risk.met' : 'cashier.risk.notMet')}
          </Badge>
        </dd>
        <dt>{t('cashier.risk.securityChanges', { days: SECURITY_CHANGE_DAYS })}</dt>
        <dd>
          {risk.securityChanges.length === 0 ? (
            t('cashier.risk.none')
          ) : (
            <ul className="plain-list">
              {risk.securityChanges.map((c) => (
                <li key={`${c.change}-${c.at}`}>
                  {t(`cashier.change.${c.change}`, { defaultValue: c.change })}
                  {c.first ? ` (${t('cashier.risk.firstSetting')})` : ''} · {formatDateTime(c.at)}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('cashier.risk.sameIp')}</dt>
        <dd>
          <OtherMembers names={risk.sameIp} />
        </dd>
        <dt>{t('cashier.risk.sameAccount')}</dt>
        <dd>
          <OtherMembers names={risk.sameAccount} />
        </dd>
        <dt>{t('cashier.risk.firstWithdrawal')}</dt>
        <dd>{t(risk.firstWithdrawal ? 'cashier.risk.yes' : 'cashier.risk.no')}</dd>
      </dl>
    </section>
  );
}
