import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LotteryIssueDetail } from '@fortuna/contracts/console-lottery';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { QueryView } from '@/components/query-view';
import { Alert } from '@/components/states';
import { fieldMessage } from '@/lib/errors';
import { placeServerError } from '@/lib/form-errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLotteryIssue, useVoidIssue } from './lottery-api';
import { canEnterResult, canVoid, issueTone } from './lottery-fns';
import { ResultEntryForm } from './result-entry-form';

/** One issue: its times, result and seed, tickets by state; void it (a reason) or enter its result. */
export function IssueDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('lottery');
  const issue = useLotteryIssue(id);
  const [entering, setEntering] = useState(false);
  return (
    <Dialog title={t('issueTitle', { code: issue.data?.code ?? id })} open onClose={onClose} wide>
      <QueryView query={issue}>
        {(i) =>
          entering ? (
            <ResultEntryForm issue={i} onDone={() => setEntering(false)} />
          ) : (
            <IssueBody issue={i} onEnter={() => setEntering(true)} />
          )
        }
      </QueryView>
    </Dialog>
  );
}

function IssueBody({ issue: i, onEnter }: { issue: LotteryIssueDetail; onEnter: () => void }) {
  const { t } = useTranslation('lottery');
  const facts: [string, React.ReactNode][] = [
    [t('col.game'), `${i.gameName} (${i.gameCode})`],
    [t('col.status'), <Badge tone={issueTone(i.status)}>{t(`status.${i.status}`)}</Badge>],
    [t('fact.sale'), `${formatDateTime(i.saleStart)} → ${formatDateTime(i.saleEnd)}`],
    [t('col.drawAt'), formatDateTime(i.drawAt)],
    [t('col.result'), i.resultText ? <span className="mono">{i.resultText}</span> : '—'],
    [t('fact.resultSource'), i.resultSource ? t(`resultSource.${i.resultSource}`) : '—'],
    [t('fact.seedHash'), <span className="mono hash">{i.seedHash ?? '—'}</span>],
    [t('fact.seed'), <span className="mono hash">{i.seed ?? t('fact.seedHidden')}</span>],
    [t('fact.players'), i.players],
    ...(i.voidReason ? ([[t('fact.voidReason'), i.voidReason]] as [string, React.ReactNode][]) : []),
  ];
  return (
    <div className="stack">
      <dl className="facts lottery-facts">
        {facts.map(([k, v]) => (
          <div key={k} className="facts__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <div className="grid-frame" tabIndex={0} role="region" aria-label={t('ticketsByStatus')}>
        <table className="grid">
          <caption className="visually-hidden">{t('ticketsByStatus')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.ticketStatus')}</th>
              <th scope="col">{t('col.tickets')}</th>
              <th scope="col">{t('col.stake')}</th>
              <th scope="col">{t('col.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {i.byStatus.length === 0 ? (
              <tr>
                <td colSpan={4} className="grid__empty">
                  {t('noTickets')}
                </td>
              </tr>
            ) : (
              i.byStatus.map((s) => (
                <tr key={s.status}>
                  <td>{t(`ticket.${s.status}`, { defaultValue: s.status })}</td>
                  <td>
                    <span className="num">{s.tickets}</span>
                  </td>
                  <td>
                    <span className="num mono">{formatMoney(s.stake)}</span>
                  </td>
                  <td>
                    <span className="num mono">{formatMoney(s.payout)}</span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {i.pendingResultId !== null ? <Alert tone="info">{t('resultPending', { id: i.pendingResultId })}</Alert> : null}
      {canEnterResult(i, Date.now()) && i.pendingResultId === null ? (
        <div className="form__actions">
          <Button variant="primary" onClick={onEnter}>
            {t('enterResult')}
          </Button>
        </div>
      ) : null}
      {canVoid(i) ? <VoidForm id={i.id} /> : null}
    </div>
  );
}

function VoidForm({ id }: { id: number }) {
  const { t } = useTranslation('lottery');
  const [formError, setFormError] = useState<string | null>(null);
  const [sure, setSure] = useState(false);
  const voidIssue = useVoidIssue();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit((v) => {
    setFormError(null);
    voidIssue.mutate({ id, reason: v.reason.trim() }, { onError: (e) => setFormError(placeServerError(form, e, t)) });
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      <h3>{t('voidTitle')}</h3>
      <p className="muted">{t('voidLead')}</p>
      {formError ? <Alert>{formError}</Alert> : null}
      <Field label={t('form.reason')} error={fieldMessage(t, form.formState.errors.reason?.message)}>
        {(c) => (
          <textarea
            {...c}
            rows={2}
            {...form.register('reason', { validate: (v) => v.trim().length >= 3 || t('validation:enterContent') })}
          />
        )}
      </Field>
      <label className="switch">
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} /> {t('voidSure')}
      </label>
      <div className="form__actions">
        <Button type="submit" variant="danger" disabled={!sure} busy={voidIssue.isPending}>
          {t('void')}
        </Button>
      </div>
    </form>
  );
}
