import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_IMAGE_SIZES, type BannerGroup, type ConsoleBanner } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { BannerDialog } from './banner-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useBannerAction, useBanners } from './content-api';
import { ContentGrid, RowAction, type Flash } from './content-list';
import { LanguageFilter, useLanguageFilter } from './language-filter';
import { ScheduleCell } from './schedule-cell';

type Pending = { banner: ConsoleBanner; action: 'disable' | 'remove' };

/** Banners of one group at a time (w_home, w_reg, w_leftmenu): add, edit, picture, enable/disable, remove. */
export function BannersPanel() {
  const { t } = useTranslation('content');
  const [group, setGroup] = useState<BannerGroup>('w_home');
  const [lang, setLang] = useLanguageFilter();
  const banners = useBanners(group);
  const action = useBannerAction();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<Flash>(null);
  const size = BANNER_IMAGE_SIZES[group];

  const run = (banner: ConsoleBanner, kind: 'disable' | 'enable' | 'remove', reason = '') => {
    setMessage(null);
    action.mutate(
      { id: banner.id, action: kind, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setPending(null);
          setMessage({ tone: 'success', text: t(`banner.done.${kind}`, { title: banner.title }) });
        },
        onError: (e) => {
          if (!pending) setMessage({ tone: 'error', text: `${banner.title}: ${errorText(t, e)}` });
        },
      },
    );
  };

  const rows = banners.data?.filter((b) => !lang || b.lang === lang) ?? [];
  return (
    <div className="records__panel">
      <div className="title-row title-row--spread">
        <div className="chips" role="group" aria-label={t('banner.groups')}>
          {BANNER_GROUPS.map((g) => (
            <Button
              key={g}
              size="sm"
              variant={g === group ? 'primary' : 'secondary'}
              aria-pressed={g === group}
              onClick={() => setGroup(g)}
            >
              {t(`group.${g}`)}
            </Button>
          ))}
        </div>
        <div className="title-row">
          <LanguageFilter value={lang} onChange={setLang} />
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('banner.add')}
          </Button>
        </div>
      </div>
      <p className="muted">{t(`groupLead.${group}`, { width: size.width, height: size.height })}</p>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <ContentGrid
        query={banners}
        rows={rows}
        title={t('banner.listTitle')}
        empty={t('banner.empty')}
        emptyHint={t('banner.emptyHint')}
        columns={[t('col.picture'), t('col.lang'), t('col.title'), t('col.order'), t('col.schedule')]}
      >
        {(b) => (
          <tr key={b.id} className={b.live ? undefined : 'row--muted'}>
            <td>
              {b.imageUrl ? (
                <img
                  className="banner-thumb"
                  src={`/media${b.imageUrl}`}
                  alt={t('banner.pictureOf', { title: b.title })}
                />
              ) : (
                <span className="muted nowrap">{t('banner.noPicture')}</span>
              )}
            </td>
            <td>{t(`lang.${b.lang}`, { defaultValue: b.lang })}</td>
            <td>
              <div className="cell-stack cell-stack--text">
                <strong>{b.title}</strong>
                {b.subtitle ? <span className="muted">{b.subtitle}</span> : null}
                {b.linkUrl ? <span className="muted mono">{b.linkUrl}</span> : null}
              </div>
            </td>
            <td>
              <span className="num">{b.sort}</span>
            </td>
            <td>
              <ScheduleCell item={b} />
            </td>
            <td>
              <div className="row-actions">
                <RowAction label={t('action.edit')} name={b.title} onClick={() => setEditing(b)} />
                {b.live ? (
                  <RowAction
                    label={t('action.disable')}
                    name={b.title}
                    onClick={() => setPending({ banner: b, action: 'disable' })}
                  />
                ) : (
                  <RowAction label={t('action.enable')} name={b.title} onClick={() => run(b, 'enable')} />
                )}
                <RowAction
                  label={t('action.remove')}
                  name={b.title}
                  onClick={() => setPending({ banner: b, action: 'remove' })}
                />
              </div>
            </td>
          </tr>
        )}
      </ContentGrid>
      {editing ? (
        <BannerDialog
          key={group}
          group={group}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(`banner.confirm.${pending.action}`, { title: pending.banner.title })}
          lead={t(`banner.confirmLead.${pending.action}`)}
          confirm={t(`action.${pending.action}`)}
          danger={pending.action === 'remove'}
          busy={action.isPending}
          error={action.error}
          onConfirm={(reason) => run(pending.banner, pending.action, reason)}
          onClose={() => {
            action.reset();
            setPending(null);
          }}
        />
      ) : null}
    </div>
  );
}
