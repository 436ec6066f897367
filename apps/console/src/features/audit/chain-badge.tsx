import { useTranslation } from 'react-i18next';
import type { AuditChainStatus } from '@fortuna/contracts';
import { Badge } from '@/components/badge';

/** The hash chain's state: intact, or broken at its first bad entry (and why). */
export function ChainBadge({ chain }: { chain: AuditChainStatus }) {
  const { t } = useTranslation();
  if (chain.ok)
    return (
      <span className="chain" data-testid="chain-status" data-ok="true">
        <Badge tone="ok">{t('audit.chainOk')}</Badge>
        <span className="muted">{t('audit.chainEntries', { count: chain.entries })}</span>
      </span>
    );
  return (
    <span className="chain" data-testid="chain-status" data-ok="false" role="status">
      <Badge tone="danger">{t('audit.chainBroken')}</Badge>
      <span>
        {t('audit.firstBroken', { seq: chain.firstBroken ?? '?' })}
        {chain.problem ? ` — ${chain.problem}` : ''}
      </span>
    </span>
  );
}
