import { lazy, Suspense } from 'react';
import { MemberInfoSync } from '@/features/identity/member-info-sync';
import { MemberEvents } from '@/features/cashier/member-events';
import { isAgentSession } from '@/lib/storage';

// Agents only: the contract modal (spec §2), shown when an offer waits.
const ContractWatcher = lazy(() => import('@/features/contracts/contract-modal'));

/**
 * What runs only with a session (spec §2: the live-update listener exists only when logged in):
 * the member info kept current and the live updates. Loaded with the session, so a visitor's
 * first page does not carry it.
 */
export default function MemberSession() {
  return (
    <>
      <MemberInfoSync />
      <MemberEvents />
      {isAgentSession() ? (
        <Suspense fallback={null}>
          <ContractWatcher />
        </Suspense>
      ) : null}
    </>
  );
}
