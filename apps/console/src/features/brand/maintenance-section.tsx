import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceWindowView } from '@fortuna/contracts/console-brand';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { Empty } from '@/components/states';
import { call } from '@/lib/api';
import { formatDateTime, localInputToIso } from '@/lib/format';
import { consoleRoutes } from '@/lib/routes';
import { useBrandChange } from './brand-api';
import { ReasonDialog } from './reason-dialog';

const TONE: Record<MaintenanceWindowView['state'], BadgeTone> = {
  scheduled: 'info',
  running: 'warn',
  ended: 'neutral',
  cancelled: 'neutral',
};

/** A `datetime-local` value (the reader's zone) `minutes` from now. */
const localIn = (minutes: number) => {
  const date = new Date(Date.now() + minutes * 60_000 - new Date().getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};

/** Maintenance windows: schedule one (start, end, note), end a running or coming one early. */
export function MaintenanceSection({ windows }: { windows: MaintenanceWindowView[] }) {
  const { t } = useTranslation();
  const [scheduling, setScheduling] = useState(false);
  const [ending, setEnding] = useState<MaintenanceWindowView | null>(null);
  const [draft, setDraft] = useState({ start: '', end: '', note: '' });
  const schedule = useBrandChange((reason: string) =>
    call(consoleRoutes.scheduleMaintenance, {
      body: {
        startsAt: localInputToIso(draft.start) ?? '',
        endsAt: localInputToIso(draft.end) ?? '',
        note: draft.note,
        reason,
      },
    }),
  );
  const end = useBrandChange((input: { id: number; reason: string }) =>
    call(consoleRoutes.endMaintenance, { params: { id: input.id }, body: { reason: input.reason } }),
  );
  const open = () => {
    setDraft({ start: localIn(0), end: localIn(60), note: '' });
    schedule.reset();
    setScheduling(true);
  };

  return (
    <section className="card" aria-labelledby="brand-maintenance">
      <div className="title-row title-row--spread">
        <h2 id="brand-maintenance">{t('brand.maintenance')}</h2>
        <Button variant="primary" onClick={open}>
          {t('brand.schedule')}
        </Button>
      </div>
      {windows.length === 0 ? (
        <Empty title={t('brand.noMaintenance')} />
      ) : (
        <ul className="plain-list" aria-label={t('brand.maintenance')}>
          {windows.map((w) => (
            <li key={w.id} className="title-row" data-testid="maintenance-window">
              <Badge tone={TONE[w.state]}>{t(`brand.window.${w.state}`)}</Badge>
              <span>{t('brand.windowSpan', { start: formatDateTime(w.startsAt), end: formatDateTime(w.endsAt) })}</span>
              {w.note ? <span className="muted">{w.note}</span> : null}
              {w.state === 'running' || w.state === 'scheduled' ? (
                <Button size="sm" variant="danger" onClick={() => setEnding(w)}>
                  {t(w.state === 'running' ? 'brand.endNow' : 'brand.drop')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {scheduling ? (
        <ReasonDialog
          title={t('brand.scheduleTitle')}
          lead={t('brand.scheduleLead')}
          confirm={t('brand.schedule')}
          busy={schedule.isPending}
          error={schedule.error}
          onConfirm={(reason) => schedule.mutate(reason, { onSuccess: () => setScheduling(false) })}
          onClose={() => setScheduling(false)}
        >
          <Field label={t('brand.startsAt')}>
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                value={draft.start}
                onChange={(e) => setDraft({ ...draft, start: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('brand.endsAt')}>
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                value={draft.end}
                onChange={(e) => setDraft({ ...draft, end: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('brand.note')} hint={t('brand.noteHint')}>
            {(c) => (
              <input
                {...c}
                maxLength={300}
                value={draft.note}
                onChange={(e) => setDraft({ ...draft, note: e.target.value })}
              />
            )}
          </Field>
        </ReasonDialog>
      ) : null}
      {ending ? (
        <ReasonDialog
          title={t(ending.state === 'running' ? 'brand.endTitle' : 'brand.dropTitle')}
          lead={t('brand.windowSpan', { start: formatDateTime(ending.startsAt), end: formatDateTime(ending.endsAt) })}
          confirm={t(ending.state === 'running' ? 'brand.endNow' : 'brand.drop')}
          danger
          busy={end.isPending}
          error={end.error}
          onConfirm={(reason) => end.mutate({ id: ending.id, reason }, { onSuccess: () => setEnding(null) })}
          onClose={() => {
            setEnding(null);
            end.reset();
          }}
        />
      ) : null}
    </section>
  );
}
