import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon, WalletIcon } from '@/components/ui/icons';
import { openModal } from '@/stores/modal-store';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import { TotpBinding } from './totp-binding';

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

/** An item's state: a value to show (a masked number or address), on, or off. */
function Status({ value, offKey = 'security.notBound' }: { value: string | null | boolean; offKey?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`security__status${value ? ' is-on' : ''}`}>
      {typeof value === 'string' ? value : value ? t('security.bound') : t(offKey)}
    </span>
  );
}

/** An item whose form opens under it (`security-<item>`, its button `open-<item>`); `name` keys its title and hint. */
function PanelRow({
  item,
  name,
  icon,
  status,
  label,
  open,
  onToggle,
  children,
}: {
  item: Exclude<Panel, null>;
  name: string;
  icon: ReactNode;
  status: ReactNode;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Row
      testId={`security-${item}`}
      icon={icon}
      title={t(`security.${name}`)}
      hint={t(`security.${name}Hint`)}
      status={status}
      action={
        <Button size="sm" variant="outline" onClick={onToggle} aria-expanded={open} data-testid={`open-${item}`}>
          {open ? t('action.close') : label}
        </Button>
      }
    >
      {open ? children : null}
    </Row>
  );
}

/**
 * The security items of my account: login password, mobile, e-mail, withdraw password and an
 * authenticator; one item's form opens at a time, under it.
 */
export function SecurityItems({ me }: { me: AccountProfile }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const toggling = (item: Exclude<Panel, null>) => ({
    item,
    open: panel === item,
    onToggle: () => setPanel((p) => (p === item ? null : item)),
  });
  const changeOr = (on: unknown, key: string) => (on ? t('security.change') : t(key));

  return (
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
      <PanelRow
        {...toggling('mobile')}
        name="mobile"
        icon={<PhoneIcon />}
        status={<Status value={me.maskedMobile ? `+${me.countryDialingCode ?? ''} ${me.maskedMobile}` : false} />}
        label={changeOr(me.maskedMobile, 'security.bind')}
      >
        <BindMobileForm hasTotp={me.hasTotp} hasMobile={me.maskedMobile !== null} onDone={close} />
      </PanelRow>
      <PanelRow
        {...toggling('email')}
        name="email"
        icon={<MailIcon />}
        status={<Status value={me.maskedEmail ?? false} />}
        label={changeOr(me.maskedEmail, 'security.bind')}
      >
        <BindEmailForm hasTotp={me.hasTotp} hasEmail={me.maskedEmail !== null} onDone={close} />
      </PanelRow>
      <PanelRow
        {...toggling('payment')}
        name="paymentPassword"
        icon={<WalletIcon />}
        status={<Status value={me.hasPaymentPassword ? t('security.set') : false} offKey="security.notSet" />}
        label={changeOr(me.hasPaymentPassword, 'security.setUp')}
      >
        <PaymentPasswordForm hasPassword={me.hasPaymentPassword} hasTotp={me.hasTotp} onDone={close} />
      </PanelRow>
      <PanelRow
        {...toggling('totp')}
        name="authenticator"
        icon={<ShieldIcon />}
        status={<Status value={me.hasTotp} />}
        label={me.hasTotp ? t('security.unbind') : t('security.bind')}
      >
        <TotpBinding bound={me.hasTotp} onDone={close} />
      </PanelRow>
    </ul>
  );
}
