import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@fortuna/contracts/agent-contracts';
import { Spinner } from '@/components/ui/spinner';
import { useWhitelabel } from '@/lib/queries/system-api';
import { TeamManagementPage } from '@/features/team/team-management-page';

// Team management carries the agent's transfer to a downline (spec §1, §6; docs/decisions.md).
const DownlineTransferPanel = lazy(() =>
  import('@/features/cashier/downline-transfer-panel').then((m) => ({ default: m.DownlineTransferPanel })),
);
// …and the contract offer to a direct downline agent (spec §4 Contracts).
const OfferContractDialog = lazy(() =>
  import('@/features/contracts').then((m) => ({ default: m.OfferContractDialog })),
);

/** The contract kinds the brand's flags switch on. */
const KIND_FLAGS: ReadonlyArray<[ContractKind, string]> = [
  ['DAILY', 'SALARY'],
  ['HOURLY', 'HOURSALARY'],
  ['REALTIME', 'REALTIMESALARY'],
  ['DIVIDEND', 'CONTRACT'],
];

/** downlineManagmentView: the team tree and figures (team) with the downline transfer (cashier) and contract offers (contracts). */
export default function TeamManagementScreen() {
  const { t } = useTranslation(['team', 'contracts']);
  const flags: Partial<Record<string, boolean>> = useWhitelabel();
  const kinds = KIND_FLAGS.filter(([, flag]) => flags[flag] === true).map(([kind]) => kind);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  return (
    <>
      <TeamManagementPage
        transfer={(username) => (
          <Suspense fallback={<Spinner size="sm" />}>
            <DownlineTransferPanel key={username} initialDownline={username} />
          </Suspense>
        )}
        actions={(m) =>
          kinds.length > 0 && m.isAgent && m.level === 1 ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              data-testid="member-offer-contract"
              aria-label={t('contracts:offerTo', { username: m.username })}
              onClick={() => setOfferTo(m.username)}
            >
              {t('manage.offer')}
            </button>
          ) : null
        }
      />
      {offerTo ? (
        <Suspense fallback={null}>
          <OfferContractDialog username={offerTo} kinds={kinds} onClose={() => setOfferTo(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
