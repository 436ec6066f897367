import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@fortuna/contracts/console-reports';
import { Button } from '@/components/button';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { downloadReportCsv, type CsvProgress } from './csv-download';
import { CashierReportView, GameReportView, MemberReportView } from './report-views';
import type { Range } from '@/lib/report-range';

/** One report's CSV download (with progress) and its grid and totals for the range. */
export function ReportPanel({ kind, range }: { kind: ReportKind; range: Range }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    setProgress(null);
    try {
      await downloadReportCsv(kind, range, setProgress);
    } catch (error) {
      setDownloadError(errorText(t, error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <div className="title-row">
        <Button variant="primary" busy={downloading} onClick={() => void download()}>
          {t('reports.download')}
        </Button>
        {progress ? (
          <span className="muted" role="status" data-testid="csv-progress">
            {progress.total === null
              ? t('reports.progressUnknown', { received: progress.received })
              : t('reports.progress', { received: progress.received, total: progress.total })}
          </span>
        ) : null}
      </div>
      {downloadError ? <Alert>{downloadError}</Alert> : null}
      {kind === 'games' ? <GameReportView range={range} /> : null}
      {kind === 'cashier' ? <CashierReportView range={range} /> : null}
      {kind === 'members' ? <MemberReportView range={range} /> : null}
    </>
  );
}
