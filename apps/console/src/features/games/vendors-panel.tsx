import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor, UpdateConsoleVendor } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert, Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatDateTime, localInputToIso } from '@/lib/format';
import { useUpdateVendor, useVendors } from './games-api';

/** The vendor cards: enable/disable, order, maintenance window (set, clear) and whether it applies now. */
export function VendorsPanel() {
  const { t } = useTranslation();
  const vendors = useVendors();
  const update = useUpdateVendor();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [windowOf, setWindowOf] = useState<ConsoleVendor | null>(null);
  const save = (v: ConsoleVendor, body: UpdateConsoleVendor, done?: () => void) => {
    setMessage(null);
    update.mutate(
      { vassalage: v.vassalage, gameType: v.gameType, body },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('games.saved', { name: v.displayName }) });
          done?.();
        },
        onError: (e) => setMessage({ tone: 'error', text: `${v.displayName}: ${errorText(t, e)}` }),
      },
    );
  };
  if (vendors.isPending) return <Loading />;
  if (vendors.isError)
    return <ErrorState message={errorText(t, vendors.error)} onRetry={() => void vendors.refetch()} />;
  if (vendors.data.length === 0) return <Empty title={t('games.noVendors')} />;

  return (
    <div className="records__panel">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className="grid-frame" tabIndex={0} role="region" aria-label={t('games.vendorsTitle')}>
        <table className="grid">
          <caption className="visually-hidden">{t('games.vendorsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games.col.vendor')}</th>
              <th scope="col">{t('games.col.state')}</th>
              <th scope="col">{t('games.col.games')}</th>
              <th scope="col">{t('games.col.order')}</th>
              <th scope="col">{t('games.col.window')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('games.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vendors.data.map((v) => (
              <tr key={`${v.vassalage}/${v.gameType}`} className={v.enabled ? undefined : 'row--muted'}>
                <td>
                  <div className="cell-stack">
                    <strong>{v.displayName}</strong>
                    <span className="muted mono">
                      {v.vassalage} · {v.gameType}
                    </span>
                  </div>
                </td>
                <td>
                  <div className="chips">
                    <Badge tone={v.enabled ? 'ok' : 'danger'}>
                      {t(v.enabled ? 'games.enabled' : 'games.disabled')}
                    </Badge>
                    {v.underMaintenance ? <Badge tone="warn">{t('games.maintenanceNow')}</Badge> : null}
                  </div>
                </td>
                <td className="num">{t('games.enabledOfTotal', { enabled: v.enabledGames, total: v.games })}</td>
                <td>
                  <input
                    key={v.sort}
                    className="input--narrow"
                    type="number"
                    min={0}
                    defaultValue={v.sort}
                    aria-label={t('games.orderOf', { name: v.displayName })}
                    onBlur={(e) => {
                      const n = Number(e.target.value);
                      if (Number.isInteger(n) && n >= 0 && n !== v.sort) save(v, { sort: n });
                    }}
                    onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
                  />
                </td>
                <td className="nowrap">
                  {v.maintenanceStart && v.maintenanceEnd
                    ? `${formatDateTime(v.maintenanceStart)} → ${formatDateTime(v.maintenanceEnd)}`
                    : '—'}
                </td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => save(v, { enabled: !v.enabled })}
                      aria-label={`${t(v.enabled ? 'games.disable' : 'games.enable')}: ${v.displayName}`}
                    >
                      {t(v.enabled ? 'games.disable' : 'games.enable')}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setWindowOf(v)}
                      aria-label={`${t('games.setWindow')}: ${v.displayName}`}
                    >
                      {t('games.setWindow')}
                    </button>
                    {v.maintenanceStart ? (
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        onClick={() => save(v, { maintenance: null })}
                        aria-label={`${t('games.clearWindow')}: ${v.displayName}`}
                      >
                        {t('games.clearWindow')}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {windowOf ? (
        <WindowDialog
          vendor={windowOf}
          busy={update.isPending}
          error={message?.tone === 'error' ? message.text : null}
          onSave={(start, end) => save(windowOf, { maintenance: { start, end } }, () => setWindowOf(null))}
          onClose={() => setWindowOf(null)}
        />
      ) : null}
    </div>
  );
}

function WindowDialog(props: {
  vendor: ConsoleVendor;
  busy: boolean;
  error: string | null;
  onSave: (start: string, end: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const s = localInputToIso(start);
    const en = localInputToIso(end);
    if (!s || !en) return setInvalid(t('games.windowMissing'));
    if (Date.parse(en) <= Date.parse(s)) return setInvalid(t('games.windowOrder'));
    setInvalid(null);
    props.onSave(s, en);
  };
  return (
    <Dialog title={t('games.windowTitle', { name: props.vendor.displayName })} open onClose={props.onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{t('games.windowLead')}</p>
        {props.error ? <Alert>{props.error}</Alert> : null}
        <Field label={t('games.windowStart')}>
          {(c) => <input {...c} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />}
        </Field>
        <Field label={t('games.windowEnd')} error={invalid ?? undefined}>
          {(c) => <input {...c} type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />}
        </Field>
        <div className="form__actions">
          <Button onClick={props.onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={props.busy}>
            {t('games.saveWindow')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
