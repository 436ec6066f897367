import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFERRAL_VALIDITY_DAYS, type ReferralKind, type ReferralLink } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/field';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { messageText } from '@/lib/form-message';
import { createReferralLink, referralLinksQuery } from './team-links-api';
import { SelectFilter } from './team-report-parts';

const urlOf = (link: ReferralLink) => new URL(link.registerPath, window.location.origin).toString();

/** registerCenter: make referral links (type, channel, validity) and share each (copy, QR code). */
export function ReferralLinksPanel() {
  const { t } = useTranslation('team');
  const id = useId();
  const client = useQueryClient();
  const links = useQuery(referralLinksQuery);
  const [kind, setKind] = useState<ReferralKind>('MEMBER');
  const [channel, setChannel] = useState('');
  const [days, setDays] = useState('30');
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createReferralLink({ kind, channel: channel.trim(), validDays: days === 'forever' ? null : Number(days) }),
    onSuccess: async (link) => {
      setChannel('');
      setShown(link.code);
      await client.invalidateQueries({ queryKey: ['team', 'links'] });
    },
  });
  const copy = async (link: ReferralLink) => {
    if (await copyText(urlOf(link))) setCopied(link.code);
  };

  return (
    <div className="team-panel" data-testid="referral-links">
      <h3 className="team-panel__title">{t('links.title')}</h3>
      <p className="team-panel__hint">{t('links.hint')}</p>
      <form
        className="team-filters team-links__form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <SelectFilter
          label={t('links.kind')}
          value={kind}
          onChange={setKind}
          options={(['MEMBER', 'AGENT'] as const).map((k) => ({ value: k, label: t(`links.kinds.${k}`) }))}
        />
        <span className="team-filter">
          <label htmlFor={`${id}-channel`}>{t('links.channel')}</label>
          <input
            id={`${id}-channel`}
            className="team-filter__input"
            maxLength={32}
            placeholder={t('links.channelPlaceholder')}
            value={channel}
            onChange={(e) => setChannel(e.target.value)}
          />
        </span>
        <SelectFilter
          label={t('links.validity')}
          value={days}
          onChange={setDays}
          options={[
            ...REFERRAL_VALIDITY_DAYS.map((d) => ({ value: String(d), label: t('links.days', { count: d }) })),
            { value: 'forever', label: t('links.forever') },
          ]}
        />
        <Button type="submit" disabled={create.isPending} data-testid="create-link">
          {t('links.create')}
        </Button>
      </form>
      {create.isError ? <FormAlert message={messageText(t, `errors:${codeOf(create.error)}`) ?? null} /> : null}
      {links.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : links.isError ? (
        <EmptyState title={t('error')} />
      ) : links.data.list.length === 0 ? (
        <EmptyState title={t('links.none')} />
      ) : (
        <ul className="team-links" data-testid="referral-link-list">
          {links.data.list.map((link) => (
            <li key={link.code} className="team-link-row" data-code={link.code} data-expired={link.expired}>
              <div className="team-link-row__main">
                <p className="team-link-row__head">
                  <strong>{t(`links.kinds.${link.kind}`)}</strong>
                  {link.channel ? <span className="team-tag">{link.channel}</span> : null}
                  <span className={link.expired ? 'team-tag team-tag--off' : 'team-tag team-tag--on'}>
                    {link.expired
                      ? t('links.expired')
                      : link.expiresAt
                        ? t('links.until', { date: link.expiresAt.slice(0, 10) })
                        : t('links.forever')}
                  </span>
                </p>
                <p className="team-invite__link">{urlOf(link)}</p>
                <p className="team-panel__hint">{t('links.registrations', { count: link.registrations })}</p>
              </div>
              <div className="team-link-row__actions">
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy(link)}>
                  {copied === link.code ? t('invite.copied') : t('invite.copy')}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-expanded={shown === link.code}
                  onClick={() => setShown(shown === link.code ? null : link.code)}
                >
                  {t('links.qr')}
                </button>
              </div>
              {shown === link.code ? (
                <div className="team-link-row__qr">
                  <div className="team-invite__qr">
                    <QrCode value={urlOf(link)} label={t('invite.qr')} size={148} />
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const codeOf = (error: unknown): string => (error instanceof ApiError ? error.code : 'SERVER_BUSY');
