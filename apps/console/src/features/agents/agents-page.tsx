import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsoleAgentNode } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { DataGrid } from '@/components/data-grid';
import { Field } from '@/components/field';
import { DateRangeFields } from '@/components/date-range-fields';
import { Page } from '@/components/page';
import { QueryView } from '@/components/query-view';
import { Alert, Empty } from '@/components/states';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';
import { lastWeek, MAX_DAYS, rangeProblem } from '@/lib/report-range';
import { nodeColumns } from './agent-columns';
import { AgentReport } from './agent-report';

const idOf = (value: string | null): number | undefined => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The agent tree (agents.manage): top agents first; a click on an agent shows its direct
 * downlines (the trail above leads back up), a search finds agents at any depth. Each row has its
 * team's size and figures over the range, its report (team by day, with a chart) and member page.
 * Everything is in the address (range, level, search, report), so a view can be shared.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = lastWeek();
  const startDate = params.get('startDate') ?? fallback.startDate;
  const endDate = params.get('endDate') ?? fallback.endDate;
  const parentId = idOf(params.get('parent'));
  const reportId = idOf(params.get('agent'));
  const q = params.get('q')?.trim() || undefined;
  const [draft, setDraft] = useState(q ?? '');
  const problem = rangeProblem(startDate, endDate);
  const range = { startDate, endDate };

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );

  const tree = useQuery({
    queryKey: ['console', 'agents', 'tree', startDate, endDate, parentId ?? null, q ?? null],
    queryFn: ({ signal }) =>
      call(
        consoleRoutes.agentTree,
        { query: { ...range, ...(parentId ? { parentId } : {}), ...(q ? { q } : {}) } },
        signal,
      ),
    enabled: !problem,
  });
  const columns = useMemo(
    () =>
      nodeColumns(
        t,
        {
          drill: (n: ConsoleAgentNode) => update({ parent: String(n.id), q: undefined, agent: undefined }),
          report: (n: ConsoleAgentNode) => update({ agent: String(n.id) }),
        },
        Boolean(q),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update only writes the address
    [t, q],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined, parent: undefined, agent: undefined });
  };

  return (
    <Page id="agents" title={t('agents:title')} lead={t('agents:lead', { max: MAX_DAYS })}>
      <form className="filters" role="search" aria-label={t('agents:filters')} onSubmit={search}>
        <DateRangeFields
          startDate={startDate}
          endDate={endDate}
          startLabel={t('agents:start')}
          endLabel={t('agents:end')}
          onChange={update}
        />
        <Field label={t('agents:search')}>
          {(c) => (
            <input {...c} type="search" value={draft} maxLength={32} onChange={(e) => setDraft(e.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="primary">
          {t('agents:find')}
        </Button>
      </form>
      {problem ? (
        <Alert tone="info">{t(`reports.range.${problem}`, { max: MAX_DAYS })}</Alert>
      ) : (
        <section className="card records" aria-labelledby="agents-level-title">
          <QueryView query={tree}>
            {(data) => (
              <>
                <nav aria-label={t('agents:trail')} className="title-row">
                  <Button size="sm" variant="ghost" onClick={() => update({ parent: undefined, q: undefined })}>
                    {t('agents:top')}
                  </Button>
                  {data.parent?.trail.map((step, index, all) =>
                    index === all.length - 1 ? (
                      <strong key={step.id} aria-current="page">
                        › {step.username}
                      </strong>
                    ) : (
                      <Button
                        key={step.id}
                        size="sm"
                        variant="ghost"
                        onClick={() => update({ parent: String(step.id) })}
                      >
                        › {step.username}
                      </Button>
                    ),
                  )}
                </nav>
                <h2 id="agents-level-title" className="visually-hidden">
                  {q
                    ? t('agents:found', { q })
                    : data.parent
                      ? t('agents:downlinesOf', { name: data.parent.username })
                      : t('agents:top')}
                </h2>
                {data.truncated ? (
                  <Alert tone="info">{t('agents:truncated', { count: data.nodes.length })}</Alert>
                ) : null}
                <DataGrid
                  caption={q ? t('agents:found', { q }) : t('agents:level')}
                  columns={columns}
                  sort="client"
                  data={data.nodes}
                  getRowId={(n) => String(n.id)}
                  empty={<Empty title={q ? t('agents:noneFound') : t('agents:empty')} />}
                />
              </>
            )}
          </QueryView>
        </section>
      )}
      {reportId && !problem ? <AgentReport key={reportId} id={reportId} range={range} /> : null}
    </Page>
  );
}
