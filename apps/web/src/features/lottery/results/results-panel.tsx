import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryDrawnIssue } from '@fortuna/contracts';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { resultsQuery } from '../api/lottery-api';
import { lotteryErrorText } from '../game/lottery-error';
import { VerifyPanel } from '../verify/verify-panel';
import { isFast } from './result-fns';
import { ResultView } from './result-view';
import { TrendChart } from './trend-chart';

/** Rows shown at first; "show more" adds as many again. */
const ROWS = 10;

const timeText = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' }) : '—';

/** Recent results of a game: the trend, the latest sheet (scheduled games), a list with verify. */
export function ResultsPanel({ gameCode, vassalage, family }: { gameCode: string; vassalage: string; family: string }) {
  const { t, i18n } = useTranslation('lottery');
  const results = useQuery(resultsQuery(gameCode, vassalage));
  const [verifying, setVerifying] = useState<string | null>(null);
  const [rows, setRows] = useState(ROWS);
  if (results.isPending) return <Spinner />;
  if (results.isError)
    return (
      <EmptyState
        title={t('state.resultsFailed')}
        hint={lotteryErrorText(results.error)}
        action={<Button onClick={() => void results.refetch()}>{t('state.retry')}</Button>}
      />
    );
  const issues = results.data.list;
  if (issues.length === 0) return <EmptyState title={t('results.empty')} hint={t('results.emptyHint')} />;
  const drawn = issues.filter((i) => i.result !== null && i.status !== 'VOID');
  const latest = drawn[0];
  return (
    <div className="lott-results" data-testid="lott-results">
      <TrendChart family={family} draws={drawn.slice(0, 30)} />
      {!isFast(family) && latest ? (
        <section className="lott-results__latest">
          <h3 className="lott-section-title">{t('results.latest', { issue: latest.issueCode })}</h3>
          <ResultView family={family} result={latest.result} text={latest.resultText} />
        </section>
      ) : null}
      <table className="lott-table lott-results__table">
        <caption className="visually-hidden">{t('results.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.issue')}</th>
            <th scope="col">{t('results.drawAt')}</th>
            <th scope="col">{t('results.result')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('verify.title')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.slice(0, rows).map((issue) => (
            <ResultRow
              key={issue.issueCode}
              issue={issue}
              family={family}
              time={timeText(issue.drawnAt ?? issue.drawAt, i18n.language)}
              open={verifying === issue.issueCode}
              onVerify={() => setVerifying(verifying === issue.issueCode ? null : issue.issueCode)}
            />
          ))}
        </tbody>
      </table>
      {issues.length > rows ? (
        <Button variant="ghost" size="sm" onClick={() => setRows(rows + ROWS)} data-testid="lott-results-more">
          {t('results.more')}
        </Button>
      ) : null}
    </div>
  );
}

function ResultRow(props: {
  issue: LotteryDrawnIssue;
  family: string;
  time: string;
  open: boolean;
  onVerify: () => void;
}) {
  const { t } = useTranslation('lottery');
  const { issue, family } = props;
  return (
    <>
      <tr data-testid="lott-result-row" data-issue={issue.issueCode}>
        <td data-label={t('results.issue')}>{issue.issueCode}</td>
        <td data-label={t('results.drawAt')}>{props.time}</td>
        <td data-label={t('results.result')}>
          {issue.status === 'VOID' ? (
            <span className="lott-badge lott-badge--void" title={issue.voidReason ?? undefined}>
              {t('issueStatus.VOID')}
            </span>
          ) : issue.result !== null ? (
            <ResultView family={family} result={issue.result} text={issue.resultText} compact />
          ) : (
            <span className="lott-muted">{t(`issueStatus.${issue.status}`)}</span>
          )}
          {issue.resultSource && issue.resultSource !== 'OPERATOR' && !isFast(family) ? (
            <span className="lott-muted lott-source">{t('results.platformDraw')}</span>
          ) : null}
        </td>
        <td>
          {issue.seed ? (
            <button
              type="button"
              className="lott-link"
              aria-expanded={props.open}
              data-testid="lott-verify-open"
              onClick={props.onVerify}
            >
              {t('verify.action')}
            </button>
          ) : null}
        </td>
      </tr>
      {props.open && issue.seed ? (
        <tr>
          <td colSpan={4}>
            <VerifyPanel
              family={family}
              issueCode={issue.issueCode}
              seed={issue.seed}
              seedHash={issue.seedHash}
              result={issue.result}
              resultText={issue.resultText}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}
