import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportPreview } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { useApplyImport, useImportJob, usePreviewImport } from './games-api';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Catalogue import: a CSV or JSON file → preview (nothing written) → Apply → progress → result. */
export function ImportPanel() {
  const { t } = useTranslation();
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setJobId(null);
    apply.reset();
    preview.reset();
    setFileError(null);
    if (!file) return;
    const format = file.name.toLowerCase().endsWith('.json')
      ? 'json'
      : file.name.toLowerCase().endsWith('.csv')
        ? 'csv'
        : null;
    if (!format) return setFileError(t('games.import.wrongType'));
    preview.mutate({ format, content: await file.text() });
  };
  const p = preview.data;
  const j = job.data;
  const running = j ? j.state === 'running' || j.state === 'previewed' : apply.isPending;

  return (
    <div className="records__panel form">
      <p className="muted">{t('games.import.lead')}</p>
      <Field label={t('games.import.file')} error={fileError ?? undefined} hint={t('games.import.fileHint')}>
        {(c) => <input {...c} type="file" accept=".csv,.json" onChange={(e) => void onFile(e.target.files?.[0])} />}
      </Field>
      {preview.isPending ? <Alert tone="info">{t('games.import.reading')}</Alert> : null}
      {preview.isError ? <Alert>{errorText(t, preview.error)}</Alert> : null}
      {p ? <PreviewView preview={p} /> : null}
      {p && !jobId ? (
        <div className="form__actions">
          <Button
            variant="primary"
            busy={apply.isPending}
            disabled={p.counts.added + p.counts.updated + p.counts.vendorsAdded + p.counts.vendorsUpdated === 0}
            onClick={() => apply.mutate(p.id, { onSuccess: (r) => setJobId(r.id) })}
          >
            {t('games.import.apply')}
          </Button>
        </div>
      ) : null}
      {apply.isError ? <Alert>{errorText(t, apply.error)}</Alert> : null}
      {j ? (
        <div data-testid="import-job" data-state={j.state}>
          <label className="field__label" htmlFor="import-progress">
            {t('games.import.progress', { processed: j.processed, total: j.total })}
          </label>
          <progress id="import-progress" className="progress" value={j.processed} max={Math.max(1, j.total)} />
          {j.state === 'applied' && j.result ? (
            <Alert tone="success">{t('games.import.done', j.result)}</Alert>
          ) : j.state === 'failed' || j.state === 'expired' ? (
            <Alert>{t('games.import.failed', { error: j.error ?? j.state })}</Alert>
          ) : running ? null : null}
        </div>
      ) : null}
    </div>
  );
}

function PreviewView({ preview: p }: { preview: CatalogueImportPreview }) {
  const { t } = useTranslation();
  const changes = [...p.updatedVendors, ...p.updatedGames];
  return (
    <section className="card import-preview" aria-label={t('games.import.preview')} data-testid="import-preview">
      <h2>{t('games.import.preview')}</h2>
      <p>{t('games.import.counts', p.counts)}</p>
      {p.addedVendors.length > 0 ? (
        <>
          <h3>{t('games.import.newVendors')}</h3>
          <ul className="plain-list">
            {p.addedVendors.map((v) => (
              <li key={`${v.line}`}>
                {v.displayName}{' '}
                <span className="muted mono">
                  {v.vassalage} · {v.gameType}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {p.addedGames.length > 0 ? (
        <>
          <h3>{t('games.import.newGames')}</h3>
          <ul className="plain-list">
            {p.addedGames.map((g) => (
              <li key={`${g.line}`}>
                {g.gameName}{' '}
                <span className="muted mono">
                  {g.vassalage} · {g.gameType} · {g.gameCode}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {changes.length > 0 ? (
        <>
          <h3>{t('games.import.changed')}</h3>
          <div className="grid-frame">
            <table className="grid diff">
              <thead>
                <tr>
                  <th scope="col">{t('games.import.line')}</th>
                  <th scope="col">{t('games.col.game')}</th>
                  <th scope="col">{t('games.import.field')}</th>
                  <th scope="col">{t('games.import.before')}</th>
                  <th scope="col">{t('games.import.after')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.flatMap((c) =>
                  c.changes.map((f) => (
                    <tr key={`${c.line}-${f.field}`} className="diff--changed">
                      <td className="num">{c.line}</td>
                      <td>{'gameName' in c ? c.gameName : c.displayName}</td>
                      <td className="mono">{f.field}</td>
                      <td className="diff__before mono">{show(f.from)}</td>
                      <td className="diff__after mono">{show(f.to)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {p.rejected.length > 0 ? (
        <>
          <h3>{t('games.import.refused')}</h3>
          <ul className="plain-list">
            {p.rejected.map((r) => (
              <li key={r.line}>
                {t('games.import.lineNo', { line: r.line })}: {r.reasons.join('; ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
