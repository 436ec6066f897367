import { useEffect } from 'react';
import { setPasswordChangeRequiredHandler, setSessionExpiredHandler } from '@/lib/api-client';
import { openModal } from '@/stores/modal-store';
import { handleSessionExpired, pendingForcedChange } from './session';

/**
 * Session wiring of the app (mounted once): a 401 from any call ends the session and opens the
 * login popup; a forced password change left open by a reload, or asked for by the server
 * (PASSWORD_CHANGE_REQUIRED), opens the change-password modal.
 */
export function SessionEffects() {
  useEffect(() => {
    setSessionExpiredHandler(handleSessionExpired);
    // The server restricts the session until the password is changed: any refused call opens the modal.
    setPasswordChangeRequiredHandler(() =>
      openModal('changePassModal', { forced: pendingForcedChange() ?? 'required' }),
    );
    const forced = pendingForcedChange();
    if (forced) openModal('changePassModal', { forced });
    return () => {
      setSessionExpiredHandler(null);
      setPasswordChangeRequiredHandler(null);
    };
  }, []);
  return null;
}
