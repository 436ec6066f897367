import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { closeModal, type ModalProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { ChangePasswordForm } from './change-password-form';
import { clearForcedChange, confirmSignOut, heldLoginPassword } from './session';
import './identity.css';

/**
 * changePassModal (spec §2, §4 Login). Forced after a login with the weak default or an expired
 * password: it cannot be dismissed; the member changes the password or signs out.
 */
export default function ChangePassModal({ props }: { props: ModalProps['changePassModal'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = props.forced;
  const done = () => {
    clearForcedChange();
    closeModal('changePassModal');
    pushToast({ tone: 'success', messageKey: 'auth.passwordChanged' });
    if (forced && useSessionStore.getState().isAgent) void navigate('/agentHome');
  };
  return (
    <Modal
      name="changePassModal"
      title={t('auth.changePasswordTitle')}
      onClose={() => closeModal('changePassModal')}
      size="sm"
      dismissible={!forced}
    >
      <div className="auth">
        {forced ? <FormAlert tone="info" message={t(`auth.forcedChange.${forced}`)} /> : null}
        <ChangePasswordForm onDone={done} heldOldPassword={forced ? heldLoginPassword() : null} />
        {forced ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => confirmSignOut((to) => navigate(to, { flushSync: true }))}
            data-testid="forced-sign-out"
          >
            {t('auth.signOut')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
