import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SystemInfo } from '@fortuna/contracts/console-system';
import { Badge } from '@/components/badge';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Page } from '@/components/page';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useSystem } from './system-api';

type Instance = SystemInfo['instances'][number];
const column = gridColumns<Instance>();
const instanceColumns = (t: TFunction) =>
  column.columns([
    column.accessor('instance', {
      header: t('system.col.instance'),
      cell: (i) => <span className="mono">{i.getValue()}</span>,
    }),
    column.accessor('live', {
      header: t('system.col.live'),
      cell: (i) => (
        <Badge tone={i.getValue() ? 'ok' : 'neutral'}>{t(i.getValue() ? 'system.live' : 'system.gone')}</Badge>
      ),
    }),
    column.accessor('host', { header: t('system.col.host') }),
    column.accessor('pid', { header: t('system.col.pid'), cell: (i) => <span className="mono">{i.getValue()}</span> }),
    column.accessor('version', { header: t('system.col.version') }),
    column.accessor('startedAt', { header: t('system.col.startedAt'), cell: (i) => formatDateTime(i.getValue()) }),
    column.accessor('seenAt', { header: t('system.col.seenAt'), cell: (i) => formatDateTime(i.getValue()) }),
  ]);

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value * 10) / 10} ms`);

/** What this deployment runs on (system.manage): version, database, Redis, the instances seen. */
export default function SystemPage() {
  const { t } = useTranslation();
  const system = useSystem();
  const columns = useMemo(() => instanceColumns(t), [t]);
  if (system.isPending) return <Loading />;
  if (system.isError) return <ErrorState message={errorText(t, system.error)} onRetry={() => void system.refetch()} />;
  const s = system.data;
  const okBadge = (ok: boolean | null) =>
    ok === null ? (
      <Badge>{t('system.notConfigured')}</Badge>
    ) : (
      <Badge tone={ok ? 'ok' : 'danger'}>{t(ok ? 'system.ok' : 'system.down')}</Badge>
    );
  const facts: Array<[string, ReactNode]> = [
    [t('system.version'), <span className="mono">{s.version}</span>],
    [t('system.node'), <span className="mono">{s.node}</span>],
    [t('system.environment'), s.environment],
    [
      t('system.demoMode'),
      <Badge tone={s.demoMode ? 'warn' : 'neutral'}>{t(s.demoMode ? 'system.on' : 'system.off')}</Badge>,
    ],
    [t('system.startedAt'), formatDateTime(s.startedAt)],
  ];

  return (
    <Page id="system" title={t('system.title')} lead={t('system.lead')}>
      <div className="cards cards--2">
        <article className="card" aria-labelledby="system-app">
          <h2 id="system-app">{t('system.app')}</h2>
          <dl className="facts">
            {facts.map(([label, value]) => (
              <div key={label} className="facts__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </article>
        <article className="card" aria-labelledby="system-stores">
          <h2 id="system-stores">{t('system.stores')}</h2>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('system.database')}</dt>
              <dd data-testid="system-database">
                {okBadge(s.database.ok)} {t(`system.db.${s.database.kind}`)} · {ms(s.database.latencyMs)}
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('system.dbVersion')}</dt>
              <dd className="mono clamp" title={s.database.serverVersion ?? undefined}>
                {s.database.serverVersion ?? '—'}
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('system.redis')}</dt>
              <dd data-testid="system-redis">
                {okBadge(s.redis.configured ? s.redis.ok : null)}
                {s.redis.configured ? ` · ${ms(s.redis.latencyMs)}` : ` ${t('system.redisNone')}`}
              </dd>
            </div>
          </dl>
        </article>
      </div>
      <h2>{t('system.instances')}</h2>
      <DataGrid
        caption={t('system.instances')}
        columns={columns}
        sort="client"
        data={s.instances}
        getRowId={(row) => row.instance}
        empty={<Empty title={t('system.noInstances')} />}
      />
    </Page>
  );
}
