import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@fortuna/contracts';
import { Dialog } from '@/components/dialog';
import { formatDateTime } from '@/lib/format';
import { diffLines } from './diff-fns';

/** An audit entry in full: who, what, why, and its before and after side by side. */
export function DiffDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = diffLines(entry.before, entry.after);
  return (
    <Dialog title={t('audit.entryTitle', { seq: entry.seq })} open onClose={onClose} wide>
      <dl className="facts facts--inline">
        <dt>{t('audit.col.at')}</dt>
        <dd>{formatDateTime(entry.at)}</dd>
        <dt>{t('audit.col.actor')}</dt>
        <dd>
          {entry.actor} <span className="muted">({entry.actorKind})</span>
        </dd>
        <dt>{t('audit.col.action')}</dt>
        <dd className="mono">{entry.action}</dd>
        <dt>{t('audit.col.target')}</dt>
        <dd className="mono">{entry.target}</dd>
        <dt>{t('audit.col.reason')}</dt>
        <dd>{entry.reason || '—'}</dd>
        <dt>{t('audit.col.ip')}</dt>
        <dd className="mono">{entry.ip ?? '—'}</dd>
        <dt>{t('audit.hash')}</dt>
        <dd className="mono hash">{entry.hash}</dd>
      </dl>
      {lines.length === 0 ? (
        <p className="muted">{t('audit.noChanges')}</p>
      ) : (
        <div className="grid-frame">
          <table className="grid diff">
            <caption className="visually-hidden">{t('audit.diffCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.diff.field')}</th>
                <th scope="col">{t('audit.diff.before')}</th>
                <th scope="col">{t('audit.diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.path} className={`diff--${line.change}`}>
                  <th scope="row" className="mono">
                    {line.path}
                    {line.change !== 'same' ? (
                      <span className="visually-hidden"> ({t(`audit.diff.${line.change}`)})</span>
                    ) : null}
                  </th>
                  <td className="mono diff__before">{line.before ?? '—'}</td>
                  <td className="mono diff__after">{line.after ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
