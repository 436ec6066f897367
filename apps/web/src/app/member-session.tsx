import { MemberInfoSync } from '@/features/identity/member-info-sync';
import { MemberEvents } from '@/features/cashier/member-events';

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
    </>
  );
}
