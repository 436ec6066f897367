import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { GiftIcon } from '@/components/ui/icons';
import { useWhitelabel } from '@/lib/queries/system-api';
import { closeModal, openModal, type ModalParts } from '@/stores/modal-store';
import type { RegisterKind } from './register-fns';
import { RegisterForm } from './register-form';
import { useRegisterForm } from './use-register-form';
import './identity.css';

/**
 * registerModal (spec §2, §4 Registration, §5): username-register or mobile-register (default by
 * MOBILENUMREG3), under the banners of group w_reg.
 */
export default function RegisterModal({ parts }: { parts: ModalParts }) {
  const { t } = useTranslation();
  const flags = useWhitelabel();
  const [picked, setPicked] = useState<RegisterKind | null>(null);
  const kind: RegisterKind = picked ?? (flags.MOBILENUMREG3 ? 'mobile' : 'username');
  const state = useRegisterForm(kind);

  // Spec §2: the banners of group w_reg; the brand's own card when the operator has none.
  const banner = (
    <parts.BannerSlot
      group="w_reg"
      className="auth-banners"
      placeholder={<div className="auth-banners__placeholder skeleton" aria-hidden="true" />}
      fallback={
        <div className="auth-banner" data-testid="register-banner-fallback">
          <span className="auth-banner__icon" aria-hidden="true">
            <GiftIcon />
          </span>
          <span className="auth-banner__text">
            <strong>{t('auth.registerBannerTitle')}</strong>
            <span>{t('auth.registerBannerText')}</span>
          </span>
        </div>
      }
    />
  );

  return (
    <Modal
      name="registerModal"
      title={t('auth.registerTitle')}
      onClose={() => closeModal('registerModal')}
      size="sm"
      aside={banner}
    >
      <div className="auth">
        <Tabs
          items={[
            { key: 'username', label: t('auth.tab.usernameRegister') },
            { key: 'mobile', label: t('auth.tab.mobileRegister') },
          ]}
          value={kind}
          onChange={(next) => {
            setPicked(next);
            state.form.clearErrors();
            state.setFormError(null);
          }}
          label={t('auth.registerTitle')}
          variant="segment"
          idPrefix="register"
        />
        <RegisterForm kind={kind} state={state} />
        <p className="form-note">
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              closeModal('registerModal');
              openModal('loginPopupModal');
            }}
          >
            {t('auth.login')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
