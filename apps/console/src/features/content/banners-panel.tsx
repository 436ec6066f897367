import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, BANNER_IMAGE_SIZES, type BannerGroup, type ConsoleBanner } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Alert, Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { BannerDialog } from './banner-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useBannerAction, useBanners } from './content-api';
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
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
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
      {banners.isPending ? (
        <Loading />
      ) : banners.isError ? (
        <ErrorState message={errorText(t, banners.error)} onRetry={() => void banners.refetch()} />
      ) : rows.length === 0 ? (
        <Empty title={t('banner.empty')}>{t('banner.emptyHint')}</Empty>
      ) : (
        <div className="grid-frame" tabIndex={0} role="region" aria-label={t('banner.listTitle')}>
          <table className="grid">
            <caption className="visually-hidden">{t('banner.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.picture')}</th>
                <th scope="col">{t('col.lang')}</th>
                <th scope="col">{t('col.title')}</th>
                <th scope="col">{t('col.order')}</th>
                <th scope="col">{t('col.schedule')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
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
                    <div className="cell-stack">
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
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing(b)}
                        aria-label={`${t('action.edit')}: ${b.title}`}
                      >
                        {t('action.edit')}
                      </Button>
                      {b.live ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setPending({ banner: b, action: 'disable' })}
                          aria-label={`${t('action.disable')}: ${b.title}`}
                        >
                          {t('action.disable')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => run(b, 'enable')}
                          aria-label={`${t('action.enable')}: ${b.title}`}
                        >
                          {t('action.enable')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setPending({ banner: b, action: 'remove' })}
                        aria-label={`${t('action.remove')}: ${b.title}`}
                      >
                        {t('action.remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
