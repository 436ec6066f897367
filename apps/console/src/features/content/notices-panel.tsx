import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAnnouncement } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { ConfirmDialog } from './confirm-dialog';
import { useAnnouncements, useAnnouncementSwitch } from './content-api';
import { ContentGrid, RowAction, type Flash } from './content-list';
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
  const [message, setMessage] = useState<Flash>(null);
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
      <ContentGrid
        query={notices}
        rows={rows}
        title={t(`${kind}.listTitle`)}
        empty={t(`${kind}.empty`)}
        emptyHint={t(`${kind}.emptyHint`)}
        columns={[
          marquee ? null : t('col.type'),
          t('col.lang'),
          t('col.title'),
          t('col.audience'),
          t('col.order'),
          t('col.schedule'),
        ]}
      >
        {(n) => (
          <tr key={n.id} className={n.live ? undefined : 'row--muted'}>
            {marquee ? null : <td className="nowrap">{t(`type.${n.type}`)}</td>}
            <td>{t(`lang.${n.lang}`, { defaultValue: n.lang })}</td>
            <td>
              <div className="cell-stack cell-stack--text">
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
                <RowAction label={t('action.edit')} name={n.title} onClick={() => setEditing(n)} />
                {n.live ? (
                  <RowAction label={t('action.disable')} name={n.title} onClick={() => setDisabling(n)} />
                ) : (
                  <RowAction label={t('action.enable')} name={n.title} onClick={() => flip(n, true)} />
                )}
              </div>
            </td>
          </tr>
        )}
      </ContentGrid>
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
