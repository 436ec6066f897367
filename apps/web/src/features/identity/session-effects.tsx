import { useEffect } from 'react';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { openModal } from '@/stores/modal-store';
import { handleSessionExpired, pendingForcedChange } from './session';

/**
 * Session wiring of the app (mounted once): a 401 from any call ends the session and opens the
 * login popup; a forced password change left open by a reload opens again.
 */
export function SessionEffects() {
  useEffect(() => {
    setSessionExpiredHandler(handleSessionExpired);
    const forced = pendingForcedChange();
    if (forced) openModal('changePassModal', { forced });
    return () => setSessionExpiredHandler(null);
  }, []);
  return null;
}
