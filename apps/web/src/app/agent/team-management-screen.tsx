import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TeamManagementPage } from '@/features/team/team-management-page';

// Team management carries the agent's transfer to a downline (spec §1, §6; docs/decisions.md).
const DownlineTransferPanel = lazy(() =>
  import('@/features/cashier/downline-transfer-panel').then((m) => ({ default: m.DownlineTransferPanel })),
);

/** downlineManagmentView: the team tree and figures (team feature) with the cashier's downline transfer. */
export default function TeamManagementScreen() {
  return (
    <TeamManagementPage
      transfer={(username) => (
        <Suspense fallback={<Spinner size="sm" />}>
          <DownlineTransferPanel key={username} initialDownline={username} />
        </Suspense>
      )}
    />
  );
}
