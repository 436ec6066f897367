import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { registerSettingsQuery, useWhitelabel } from '@/lib/queries/system-api';
import { closeModal } from '@/stores/modal-store';
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
    <Modal name="forgetPassModal" title={t('auth.forgotTitle')} onClose={() => closeModal('forgetPassModal')} size="sm">
      <div className="auth">
        {tabs.length > 1 ? (
          <Tabs
            items={tabs}
            value={method}
            onChange={setPicked}
            label={t('auth.forgotTitle')}
            variant="segment"
            idPrefix="forgot"
          />
        ) : null}
        <div id="forgot-panel" role="tabpanel">
          {method === 'email' ? <ForgotByEmail /> : <ForgotByMobile settings={settings} />}
        </div>
      </div>
    </Modal>
  );
}
