import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { useWhitelabel } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { startFreePlay } from './session';

/** Spec §4 step 5: 'Free play' for visitors when the brand has FREEPLAY; a trial account, then home. */
export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = useWhitelabel();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const [busy, setBusy] = useState(false);
  if (!flags.FREEPLAY || loggedIn) return null;
  const start = () => {
    setBusy(true);
    startFreePlay((to) => void navigate(to))
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'UNKNOWN_ERROR';
        openModal('publicModal', {
          titleKey: 'auth.freePlay',
          body: translateError(code, error instanceof Error ? error.message : undefined),
        });
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" size="sm" className={className} onClick={start} disabled={busy} data-testid="free-play">
      {t('auth.freePlay')}
    </Button>
  );
}
