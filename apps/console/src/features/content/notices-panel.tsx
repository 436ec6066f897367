import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAnnouncement } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Alert, Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { ConfirmDialog } from './confirm-dialog';
import { useAnnouncements, useAnnouncementSwitch } from './content-api';
import { LanguageFilter, useLanguageFilter } from './language-filter';
import { NOTICE_TYPES, NoticeDialog } from './notice-dialog';
import { ScheduleCell } from './schedule-cell';

/**
 * Announcements and notices (types B, PL, PU, PR) or, with `marquee`, the home page's scrolling
 * marquee (type H): add, edit, disable (the schedule ends now) and enable again.
 */
export function NoticesPanel({ marquee }: { marquee: boolean }) {
  const { t } = useTranslation('content');
  const notices = useAnnouncements();
  const toggle = useAnnouncementSwitch();
  const [type, setType] = useState('');
  const [lang, setLang] = useLanguageFilter();
  const [editing, setEditing] = useState<ConsoleAnnouncement | 'new' | null>(null);
  const [disabling, setDisabling] = useState<ConsoleAnnouncement | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const kind = marquee ? 'marquee' : 'notice';

  const flip = (n: ConsoleAnnouncement, live: boolean, reason = '') => {
    setMessage(null);
    toggle.mutate(
      { id: n.id, live, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setDisabling(null);
          setMessage({ tone: 'success', text: t(live ? 'done.enabled' : 'done.disabled', { title: n.title }) });
        },
        onError: (e) => live && setMessage({ tone: 'error', text: `${n.title}: ${errorText(t, e)}` }),
      },
    );
  };
  const rows =
    notices.data?.filter(
      (n) => (marquee ? n.type === 'H' : n.type !== 'H' && (!type || n.type === type)) && (!lang || n.lang === lang),
    ) ?? [];
  return (
    <div className="records__panel">
      <div className="title-row title-row--spread">
        <p className="muted">{t(`${kind}.lead`)}</p>
        <div className="title-row">
          {marquee ? null : (
            <label className="inline-field">
              {t('field.type')}
              <select value={type} onChange={(e) => setType(e.target.value)}>
                <option value="">{t('type.all')}</option>
                {NOTICE_TYPES.map((k) => (
                  <option key={k} value={k}>
                    {t(`type.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <LanguageFilter value={lang} onChange={setLang} />
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t(`${kind}.add`)}
          </Button>
        </div>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {notices.isPending ? (
        <Loading />
      ) : notices.isError ? (
        <ErrorState message={errorText(t, notices.error)} onRetry={() => void notices.refetch()} />
      ) : rows.length === 0 ? (
        <Empty title={t(`${kind}.empty`)}>{t(`${kind}.emptyHint`)}</Empty>
      ) : (
        <div className="grid-frame" tabIndex={0} role="region" aria-label={t(`${kind}.listTitle`)}>
          <table className="grid">
            <caption className="visually-hidden">{t(`${kind}.listTitle`)}</caption>
            <thead>
              <tr>
                {marquee ? null : <th scope="col">{t('col.type')}</th>}
                <th scope="col">{t('col.lang')}</th>
                <th scope="col">{t('col.title')}</th>
                <th scope="col">{t('col.audience')}</th>
                <th scope="col">{t('col.order')}</th>
                <th scope="col">{t('col.schedule')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <tr key={n.id} className={n.live ? undefined : 'row--muted'}>
                  {marquee ? null : <td className="nowrap">{t(`type.${n.type}`)}</td>}
                  <td>{t(`lang.${n.lang}`, { defaultValue: n.lang })}</td>
                  <td>
                    <div className="cell-stack">
                      <strong>{n.title}</strong>
                      <span className="muted clamp">{n.content}</span>
                    </div>
                  </td>
                  <td className="nowrap">
                    {t(`audience.${n.audience}`)} · {t(`platform.${n.platform}`, { defaultValue: n.platform })}
                  </td>
                  <td>
                    <span className="num">{n.sort}</span>
                  </td>
                  <td>
                    <ScheduleCell item={n} />
                  </td>
                  <td>
                    <div className="row-actions">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing(n)}
                        aria-label={`${t('action.edit')}: ${n.title}`}
                      >
                        {t('action.edit')}
                      </Button>
                      {n.live ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setDisabling(n)}
                          aria-label={`${t('action.disable')}: ${n.title}`}
                        >
                          {t('action.disable')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => flip(n, true)}
                          aria-label={`${t('action.enable')}: ${n.title}`}
                        >
                          {t('action.enable')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <NoticeDialog marquee={marquee} notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {disabling ? (
        <ConfirmDialog
          title={t('confirmDisable', { title: disabling.title })}
          lead={t(`${kind}.disableLead`)}
          confirm={t('action.disable')}
          busy={toggle.isPending}
          error={toggle.error}
          onConfirm={(reason) => flip(disabling, false, reason)}
          onClose={() => {
            toggle.reset();
            setDisabling(null);
          }}
        />
      ) : null}
    </div>
  );
}
