import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { SYSTEM_STATUS } from '@fortuna/contracts/status-codes';
import { useSystemStatus } from '@/lib/queries/system-api';
import { DemoRibbon } from '@/features/system/demo-ribbon';
import { MaintenanceScreen } from '@/features/system/maintenance-screen';
import { RegionBlockedScreen } from '@/features/system/region-blocked-screen';
import { Splash } from '@/features/system/splash';
import { pushToast, useToastStore } from '@/stores/toast-store';
import { router } from './router';

/**
 * Spec §2: the root view depends on system status — normal shows the app, maintenance the
 * maintenance screen, region restriction the blocked screen. If the status call itself fails
 * the app is shown anyway (never a blank page) with a toast offering a retry.
 */
export function RootView() {
  const status = useSystemStatus();
  const { isError, isPending, refetch } = status;
  // The splash is for the first load only: a retry after a failure keeps the app on screen.
  // The switch from the splash to the app is a transition: the status answer arrives through
  // React Query's store, whose updates render synchronously, and mounting the whole app in one
  // such render was a long task on a phone; as a transition React draws it in slices.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!isPending) startTransition(() => setSettled(true));
  }, [isPending]);

  useEffect(() => {
    if (!isError) return;
    const id = pushToast({
      tone: 'error',
      messageKey: 'errors:networkAbnormal',
      sticky: true,
      action: { labelKey: 'action.retry', run: () => void refetch() },
    });
    return () => useToastStore.getState().dismiss(id);
  }, [isError, refetch]);

  if (!settled) return <Splash />;
  // Every screen carries the demo ribbon while the server runs demo mode.
  return (
    <>
      {status.data?.status === SYSTEM_STATUS.MAINTENANCE ? (
        <MaintenanceScreen status={status.data} />
      ) : status.data?.status === SYSTEM_STATUS.REGION_RESTRICTED ? (
        <RegionBlockedScreen status={status.data} />
      ) : (
        <RouterProvider router={router} />
      )}
      <DemoRibbon demo={status.data?.demo} />
    </>
  );
}
