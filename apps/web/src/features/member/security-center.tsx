import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CopyIcon, LockIcon, MailIcon, PhoneIcon, ShieldIcon, WalletIcon } from '@/components/ui/icons';
import { openModal } from '@/stores/modal-store';
import { pushToast } from '@/stores/toast-store';
import { memberIconQuery, profileQuery } from './account-api';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { copyText } from '@/lib/copy-text';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import { TotpBinding } from './totp-binding';
import './security-center.css';

type Panel = 'mobile' | 'email' | 'payment' | 'totp' | null;

function Row({
  icon,
  title,
  hint,
  status,
  action,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  status?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <li className="security__item" data-testid={testId}>
      <div className="security__item-row">
        <span className="security__item-icon">{icon}</span>
        <span className="security__item-text">
          <strong>{title}</strong>
          <span>{hint}</span>
        </span>
        {status}
        {action}
      </div>
      {children ? <div className="security__item-panel">{children}</div> : null}
    </li>
  );
}

/**
 * securityCenter — my account (spec §2): profile (user id to copy, the optional fields the
 * brand's register settings show), and security: login password, mobile, e-mail, withdraw
 * password and an authenticator (used by the new-network login check).
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  const icon = useQuery(memberIconQuery);
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Exclude<Panel, null>) => setPanel((p) => (p === next ? null : next));

  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <p className="security__error">{t('state.unavailable')}</p>;
  const me = profile.data;

  const copyId = async () => {
    if (await copyText(String(me.id))) pushToast({ tone: 'success', messageKey: 'errors:copyUserIdSuccess' });
  };
  const status = (value: string | null | boolean, offKey = 'security.notBound') => (
    <span className={`security__status${value ? ' is-on' : ''}`}>
      {typeof value === 'string' ? value : value ? t('security.bound') : t(offKey)}
    </span>
  );
  const actionButton = (key: Exclude<Panel, null>, label: string) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => toggle(key)}
      aria-expanded={panel === key}
      data-testid={`open-${key}`}
    >
      {panel === key ? t('action.close') : label}
    </Button>
  );

  return (
    <div className="security" data-testid="security-center">
      <div className="security__profile">
        {icon.data ? (
          <img className="security__avatar" src={icon.data.iconUrl} alt="" width={64} height={64} />
        ) : (
          <span className="security__avatar security__avatar--empty" />
        )}
        <dl className="security__facts">
          <div>
            <dt>{t('security.account')}</dt>
            <dd data-testid="profile-account">{me.username}</dd>
          </div>
          <div>
            <dt>{t('security.userId')}</dt>
            <dd className="security__id">
              <span data-testid="profile-id">{me.id}</span>
              <button
                type="button"
                className="icon-button security__copy"
                onClick={() => void copyId()}
                aria-label={t('security.copyId')}
                title={t('security.copyId')}
                data-testid="copy-id"
              >
                <CopyIcon />
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('security.memberSince')}</dt>
            <dd>{new Date(me.createdAt).toLocaleDateString()}</dd>
          </div>
        </dl>
      </div>

      <ProfileForm profile={me} />

      <h3 className="security__heading">{t('security.title')}</h3>
      <ul className="security__items">
        <Row
          testId="security-password"
          icon={<LockIcon />}
          title={t('security.loginPassword')}
          hint={t('security.loginPasswordHint')}
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => openModal('changePassModal', {})}
              data-testid="open-change-password"
            >
              {t('security.change')}
            </Button>
          }
        />
        <Row
          testId="security-mobile"
          icon={<PhoneIcon />}
          title={t('security.mobile')}
          hint={t('security.mobileHint')}
          status={status(me.maskedMobile ? `+${me.countryDialingCode ?? ''} ${me.maskedMobile}` : false)}
          action={actionButton('mobile', me.maskedMobile ? t('security.change') : t('security.bind'))}
        >
          {panel === 'mobile' ? (
            <BindMobileForm hasTotp={me.hasTotp} hasMobile={me.maskedMobile !== null} onDone={() => setPanel(null)} />
          ) : null}
        </Row>
        <Row
          testId="security-email"
          icon={<MailIcon />}
          title={t('security.email')}
          hint={t('security.emailHint')}
          status={status(me.maskedEmail ?? false)}
          action={actionButton('email', me.maskedEmail ? t('security.change') : t('security.bind'))}
        >
          {panel === 'email' ? (
            <BindEmailForm hasTotp={me.hasTotp} hasEmail={me.maskedEmail !== null} onDone={() => setPanel(null)} />
          ) : null}
        </Row>
        <Row
          testId="security-payment"
          icon={<WalletIcon />}
          title={t('security.paymentPassword')}
          hint={t('security.paymentPasswordHint')}
          status={status(me.hasPaymentPassword ? t('security.set') : false, 'security.notSet')}
          action={actionButton('payment', me.hasPaymentPassword ? t('security.change') : t('security.setUp'))}
        >
          {panel === 'payment' ? (
            <PaymentPasswordForm
              hasPassword={me.hasPaymentPassword}
              hasTotp={me.hasTotp}
              onDone={() => setPanel(null)}
            />
          ) : null}
        </Row>
        <Row
          testId="security-totp"
          icon={<ShieldIcon />}
          title={t('security.authenticator')}
          hint={t('security.authenticatorHint')}
          status={status(me.hasTotp)}
          action={actionButton('totp', me.hasTotp ? t('security.unbind') : t('security.bind'))}
        >
          {panel === 'totp' ? <TotpBinding bound={me.hasTotp} onDone={() => setPanel(null)} /> : null}
        </Row>
      </ul>
    </div>
  );
}
