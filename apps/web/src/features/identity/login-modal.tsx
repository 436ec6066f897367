import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '@/lib/queries/system-api';
import { closeModal, openModal } from '@/stores/modal-store';
import { MethodsPopup } from './auth-tabs';
import { SmsLogin } from './sms-login';
import { UsernameLogin } from './username-login';
import './identity.css';

type LoginTab = 'username' | 'sms';

/**
 * loginPopupModal (spec §2): username and SMS tabs (SMS only with CODELOGIN), a switch to
 * register and the forgot-password link.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const flags = useWhitelabel();
  const [tab, setTab] = useState<LoginTab>('username');
  const tabs = [
    { key: 'username' as const, label: t('auth.tab.username') },
    ...(flags.CODELOGIN ? [{ key: 'sms' as const, label: t('auth.tab.sms') }] : []),
  ];
  const active: LoginTab = tabs.some((x) => x.key === tab) ? tab : 'username';

  return (
    <MethodsPopup
      name="loginPopupModal"
      title={t('auth.loginTitle')}
      intro={<p className="auth__welcome">{t('auth.loginWelcome')}</p>}
      items={tabs}
      value={active}
      onChange={setTab}
      idPrefix="login"
    >
      <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${active}`}>
        {active === 'username' ? <UsernameLogin entry="member" /> : <SmsLogin />}
      </div>
      <p className="form-note">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            closeModal('loginPopupModal');
            openModal('registerModal');
          }}
          data-testid="switch-to-register"
        >
          {t('auth.signUp')}
        </button>
      </p>
    </MethodsPopup>
  );
}
