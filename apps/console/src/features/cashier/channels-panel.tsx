import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsolePaymentChannel } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { ChannelDialog } from './channel-dialog';
import { usePaymentChannels } from './settings-api';

/** The brand's payment channels in the members' order; owners (cashier.settings) change them. */
export function ChannelsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const channels = usePaymentChannels(true);
  const [open, setOpen] = useState<ConsolePaymentChannel | null>(null);
  if (channels.isPending) return <Loading />;
  if (channels.isError)
    return <ErrorState message={errorText(t, channels.error)} onRetry={() => void channels.refetch()} />;
  const { gateways } = channels.data;
  return (
    <section className="card" aria-labelledby="channels-title">
      <h2 id="channels-title">{t('cashier.channels.title')}</h2>
      <p className="muted">{t('cashier.channels.lead')}</p>
      <div className="grid-frame" tabIndex={0} role="region" aria-label={t('cashier.channels.title')}>
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">{t('cashier.channels.sort')}</th>
              <th scope="col">{t('cashier.channels.name')}</th>
              <th scope="col">{t('cashier.channels.kind')}</th>
              <th scope="col">{t('cashier.channels.min')}</th>
              <th scope="col">{t('cashier.channels.max')}</th>
              <th scope="col">{t('cashier.channels.status')}</th>
              {canEdit ? (
                <th scope="col">
                  <span className="visually-hidden">{t('cashier.col.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {channels.data.channels.length === 0 ? (
              <tr>
                <td colSpan={canEdit ? 7 : 6} className="grid__empty">
                  <Empty title={t('cashier.channels.empty')} />
                </td>
              </tr>
            ) : (
              channels.data.channels.map((c) => (
                <tr key={c.code} data-testid="channel-row">
                  <td>
                    <span className="num">{c.sort}</span>
                  </td>
                  <td>
                    {c.name} <span className="mono muted">{c.code}</span>
                  </td>
                  <td>
                    {c.kind === 'GATEWAY'
                      ? t('cashier.channels.gatewayKind', { gateway: c.provider ?? '—' })
                      : t('cashier.channels.bankKind')}
                  </td>
                  <td>
                    <span className="num mono">{formatMoney(c.minAmount)}</span>
                  </td>
                  <td>
                    <span className="num mono">{formatMoney(c.maxAmount)}</span>
                  </td>
                  <td>
                    {!c.enabled ? (
                      <Badge>{t('cashier.channels.off')}</Badge>
                    ) : c.gatewayReady ? (
                      <Badge tone="ok">{t('cashier.channels.on')}</Badge>
                    ) : (
                      <Badge tone="warn">{t('cashier.channels.noGateway')}</Badge>
                    )}
                  </td>
                  {canEdit ? (
                    <td>
                      <Button size="sm" onClick={() => setOpen(c)}>
                        {t('cashier.channels.edit')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {open ? <ChannelDialog channel={open} gateways={gateways} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
