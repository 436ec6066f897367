import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILL_KINDS, BILL_STATUSES, type BillKind, type BillStatus, type ConsoleAgentBill } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { DataGrid, gridColumns } from '@/components/data-grid';
import { Field } from '@/components/field';
import { Page } from '@/components/page';
import { QueryView } from '@/components/query-view';
import { Alert, Empty } from '@/components/states';
import { call } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { consoleRoutes } from '@/lib/routes';
import { billColumns } from './settlement-columns';

type View = 'queue' | 'bills' | 'runs';
const PAGE_SIZE = 50;
const KEY = ['console', 'agent-settlement'];

/**
 * Agent settlement (agents.manage): the dividend approval queue (top-down: an agent's dividend
 * waits for its upline's; one operator decides, audited), every bill by kind and status, and the
 * settled periods of each kind.
 */
export default function AgentSettlementPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('queue');
  return (
    <Page id="agent-settlement" title={t('settlement:title')} lead={t('settlement:lead')}>
      <div className="title-row" role="group" aria-label={t('settlement:views')}>
        {(['queue', 'bills', 'runs'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={v === view ? 'primary' : 'ghost'}
            aria-pressed={v === view}
            onClick={() => setView(v)}
          >
            {t(`settlement:view.${v}`)}
          </Button>
        ))}
      </div>
      {view === 'runs' ? <Runs /> : <Bills queue={view === 'queue'} key={view} />}
    </Page>
  );
}

function Bills({ queue }: { queue: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<BillKind | ''>(queue ? 'DIVIDEND' : '');
  const [status, setStatus] = useState<BillStatus | ''>(queue ? 'UNAPPROVED' : '');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(username.trim() ? { username: username.trim() } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const bills = useQuery({
    queryKey: [...KEY, 'bills', query],
    queryFn: ({ signal }) => call(consoleRoutes.agentBills, { query }, signal),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'APPROVE' | 'REJECT'; reason: string }) =>
      call(consoleRoutes.decideDividend, { params: { id }, body: { decision, reason } }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
  const columns = useMemo(
    () =>
      billColumns(t, (b: ConsoleAgentBill, decision) => {
        const reason = decision === 'REJECT' ? window.prompt(t('settlement:rejectReason')) : '';
        if (reason === null || (decision === 'REJECT' && !reason.trim())) return;
        decide.mutate({ id: b.id, decision, reason });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [t],
  );
  const pages = Math.max(1, Math.ceil((bills.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="card records">
      {queue ? null : (
        <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label={t('settlement:filters')}>
          <Field label={t('settlement:col.kind')}>
            {(c) => (
              <select {...c} value={kind} onChange={(e) => (setKind(e.target.value as BillKind | ''), setPageNo(1))}>
                <option value="">{t('settlement:all')}</option>
                {BILL_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`settlement:kind.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('settlement:col.status')}>
            {(c) => (
              <select
                {...c}
                value={status}
                onChange={(e) => (setStatus(e.target.value as BillStatus | ''), setPageNo(1))}
              >
                <option value="">{t('settlement:all')}</option>
                {BILL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`settlement:status.${s}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('settlement:col.agent')}>
            {(c) => (
              <input
                {...c}
                type="search"
                maxLength={32}
                value={username}
                onChange={(e) => (setUsername(e.target.value), setPageNo(1))}
              />
            )}
          </Field>
        </form>
      )}
      {decide.isError ? <Alert tone="error">{t('settlement:decideFailed')}</Alert> : null}
      <QueryView query={bills}>
        {(data) => (
          <>
            <DataGrid
              caption={t(queue ? 'settlement:view.queue' : 'settlement:view.bills')}
              columns={columns}
              data={data.list}
              getRowId={(b) => String(b.id)}
              empty={<Empty title={t(queue ? 'settlement:queueEmpty' : 'settlement:billsEmpty')} />}
            />
            {pages > 1 ? (
              <nav className="title-row" aria-label={t('settlement:pages')}>
                <Button size="sm" variant="ghost" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                  ‹
                </Button>
                <span>{t('settlement:pageOf', { page: pageNo, pages })}</span>
                <Button size="sm" variant="ghost" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                  ›
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}

type Run = {
  kind: BillKind;
  period: string;
  periodStart: string;
  periodEnd: string;
  bills: number;
  gross: string;
  paid: string;
  settledAt: string | null;
};
const run = gridColumns<Run>();

function Runs() {
  const { t } = useTranslation();
  const runs = useQuery({
    queryKey: [...KEY, 'runs'],
    queryFn: ({ signal }) => call(consoleRoutes.settlementRuns, { query: { pageNo: 1, pageSize: 100 } }, signal),
  });
  const columns = useMemo(
    () =>
      run.columns([
        run.accessor('kind', { header: t('settlement:col.kind'), cell: (i) => t(`settlement:kind.${i.getValue()}`) }),
        run.accessor('period', { header: t('settlement:col.periodKind') }),
        run.accessor('periodStart', { header: t('settlement:col.period'), cell: (i) => formatDateTime(i.getValue()) }),
        run.accessor('bills', { header: t('settlement:col.bills') }),
        run.accessor('gross', { header: t('settlement:col.gross'), cell: (i) => formatMoney(i.getValue()) }),
        run.accessor('paid', { header: t('settlement:col.paidAtSettlement'), cell: (i) => formatMoney(i.getValue()) }),
        run.accessor('settledAt', { header: t('settlement:col.settledAt'), cell: (i) => formatDateTime(i.getValue()) }),
      ]),
    [t],
  );
  return (
    <section className="card records">
      <QueryView query={runs}>
        {(data) => (
          <DataGrid
            caption={t('settlement:view.runs')}
            columns={columns}
            data={data.list}
            getRowId={(r) => `${r.kind}:${r.period}:${r.periodStart}`}
            empty={<Empty title={t('settlement:runsEmpty')} />}
          />
        )}
      </QueryView>
    </section>
  );
}
