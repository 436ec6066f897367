import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerSettingsQuery, useWhitelabel } from '@/lib/queries/system-api';
import { MethodsPopup } from './auth-tabs';
import { ForgotByEmail, ForgotByMobile } from './forgot-forms';
import './identity.css';

type Method = 'email' | 'mobile';

/** forgetPassModal (spec §2): e-mail tab; mobile tab only with CHNGPASSVERIF3, which also makes it the default. */
export default function ForgetPassModal() {
  const { t } = useTranslation();
  const flags = useWhitelabel();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const mobileAllowed = Boolean(flags.CHNGPASSVERIF3);
  const [picked, setPicked] = useState<Method | null>(null);
  const method: Method = mobileAllowed ? (picked ?? 'mobile') : 'email';
  const tabs = [
    { key: 'email' as const, label: t('auth.tab.email') },
    ...(mobileAllowed ? [{ key: 'mobile' as const, label: t('auth.tab.mobile') }] : []),
  ];
  return (
    <MethodsPopup
      name="forgetPassModal"
      title={t('auth.forgotTitle')}
      items={tabs}
      value={method}
      onChange={setPicked}
      idPrefix="forgot"
    >
      <div id="forgot-panel" role="tabpanel">
        {method === 'email' ? <ForgotByEmail /> : <ForgotByMobile settings={settings} />}
      </div>
    </MethodsPopup>
  );
}
