import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/copy-text';
import { invitationQuery } from './team-api';
import { DownlineRegisterForm } from './downline-register-form';
import { ReferralLinksPanel } from './referral-links-panel';
import './team.css';
import './team-register.css';

/** Spec §2 registerCenter: the agent's invitation code and referral link (copyable, as a QR code), and direct registration. */
export function RegisterCenterPage() {
  const { t } = useTranslation('team');
  const invitation = useQuery(invitationQuery);
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const copy = async (what: 'code' | 'link', text: string) => {
    if (await copyText(text)) setCopied(what);
  };

  return (
    <section className="team-page team-register" data-testid="register-center">
      <div className="team-panel">
        <h3 className="team-panel__title">{t('invite.title')}</h3>
        {invitation.isPending ? (
          <Spinner size="sm" label={t('loading')} />
        ) : invitation.isError ? (
          <EmptyState title={t('error')} />
        ) : (
          <div className="team-invite">
            <div className="team-invite__rows">
              <p className="team-invite__label">{t('invite.code')}</p>
              <p className="team-invite__value">
                <strong className="team-invite__code" data-testid="invitation-code">
                  {invitation.data.affiliateCode}
                </strong>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => void copy('code', invitation.data.affiliateCode)}
                >
                  {copied === 'code' ? t('invite.copied') : t('invite.copy')}
                </button>
              </p>
              <p className="team-invite__label">{t('invite.link')}</p>
              <p className="team-invite__value">
                <span className="team-invite__link" data-testid="invitation-link">
                  {new URL(invitation.data.registerPath, window.location.origin).toString()}
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() =>
                    void copy('link', new URL(invitation.data.registerPath, window.location.origin).toString())
                  }
                >
                  {copied === 'link' ? t('invite.copied') : t('invite.copy')}
                </button>
              </p>
              <p className="team-invite__hint">{t('invite.hint')}</p>
            </div>
            <div className="team-invite__qr">
              <QrCode
                value={new URL(invitation.data.registerPath, window.location.origin).toString()}
                label={t('invite.qr')}
                size={148}
              />
            </div>
          </div>
        )}
      </div>
      <ReferralLinksPanel />
      <div className="team-panel">
        <h3 className="team-panel__title">{t('create.title')}</h3>
        <p className="team-panel__hint">{t('create.hint')}</p>
        <DownlineRegisterForm />
      </div>
    </section>
  );
}
