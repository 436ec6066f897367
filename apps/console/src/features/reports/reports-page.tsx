import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_KINDS, type ReportKind } from '@fortuna/contracts/console-reports';
import { DateRangeFields } from '@/components/date-range-fields';
import { Page } from '@/components/page';
import { lastWeek, MAX_DAYS, rangeProblem } from '@/lib/report-range';
import { ReportPanel } from './report-panel';

/** Reports (reports.read): a range of market days, a tab per report, each with its CSV download. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = lastWeek();
  const startDate = params.get('startDate') ?? fallback.startDate;
  const endDate = params.get('endDate') ?? fallback.endDate;
  const kind: ReportKind = (REPORT_KINDS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as ReportKind)
    : 'games';
  const problem = rangeProblem(startDate, endDate);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!next.has('startDate')) next.set('startDate', startDate);
        if (!next.has('endDate')) next.set('endDate', endDate);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  // Arrow keys move between the tabs (the tab list is one stop of the Tab key).
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + REPORT_KINDS.length) % REPORT_KINDS.length;
    update({ tab: REPORT_KINDS[next]! });
    tabs.current[next]?.focus();
  };

  return (
    <Page id="reports" title={t('reports.title')} lead={t('reports.lead', { max: MAX_DAYS })}>
      <form
        className="filters"
        role="search"
        aria-label={t('reports.range.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        <DateRangeFields
          startDate={startDate}
          endDate={endDate}
          startLabel={t('reports.range.start')}
          endLabel={t('reports.range.end')}
          onChange={update}
        />
      </form>
      <section className="card records" aria-label={t('reports.title')}>
        <div className="tabs" role="tablist" aria-label={t('reports.title')}>
          {REPORT_KINDS.map((k, index) => (
            <button
              key={k}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`report-tab-${k}`}
              aria-selected={k === kind}
              aria-controls="report-panel"
              tabIndex={k === kind ? 0 : -1}
              className="tabs__tab"
              onClick={() => update({ tab: k })}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`reports.tab.${k}`)}
            </button>
          ))}
        </div>
        <div id="report-panel" role="tabpanel" aria-labelledby={`report-tab-${kind}`} className="records__panel">
          {problem ? null : <ReportPanel key={kind} kind={kind} range={{ startDate, endDate }} />}
        </div>
      </section>
    </Page>
  );
}
