import type { Db } from '../src/platform/db.js';
import { dailyAt } from '../src/platform/jobs-fns.js';
import { createJobsRegistry, type JobDefinition } from '../src/platform/jobs-registry.js';
import { createLedgerService, type LedgerService } from '../src/modules/wallet/ledger-service.js';
import type { AccountRef } from '../src/modules/wallet/ledger-fns.js';

/** The crash test's job: pays each of these members PAYOUT from the house, one posting per member. */
export const PAYOUT_MEMBERS = [7101, 7102, 7103, 7104, 7105, 7106, 7107, 7108, 7109, 7110];
export const PAYOUT = 100n;
export const PAYOUT_JOB = 'test.daily-payout';
export const house: AccountRef = { ownerKind: 'house', ownerId: 0, wallet: 'PAYOUTS' };
export const memberMain = (ownerId: number): AccountRef => ({ ownerKind: 'member', ownerId, wallet: 'MAIN' });

/**
 * A job that moves money the way the registry's contract asks: each item's posting carries the
 * key of (job, period, item), so a run re-done after a crash replays what was paid.
 * `hangAfter` items, it calls `onHang` and never ends (the crash test kills it there).
 */
export function payoutJob(ledger: LedgerService, hang?: { after: number; onHang: () => void }): JobDefinition {
  return {
    name: PAYOUT_JOB,
    schedule: dailyAt('00:00'),
    run: async ({ idempotencyKey }) => {
      let paid = 0;
      let replayed = 0;
      for (const member of PAYOUT_MEMBERS) {
        const posted = await ledger.post({
          kind: 'PAYOUT',
          idempotencyKey: idempotencyKey(`member-${member}`),
          postings: [
            { account: memberMain(member), amount: PAYOUT },
            { account: house, amount: -PAYOUT },
          ],
        });
        if (posted.replayed) replayed += 1;
        else paid += 1;
        if (hang && paid + replayed === hang.after) {
          hang.onHang();
          await new Promise(() => undefined);
        }
      }
      return `${paid} paid, ${replayed} already paid`;
    },
  };
}

/**
 * One instance's ledger and jobs registry as the crash test runs them (brand FORTUNA, zone UTC),
 * with the payout job registered: the child that hangs and the survivor that takes the run over.
 */
export function payoutInstance(
  db: Db,
  opts: { clock: () => Date; leaseMs: number; instance: string; hang?: { after: number; onHang: () => void } },
) {
  const ledger = createLedgerService({ db, merchantCode: 'FORTUNA', currency: 'PHP' });
  const jobs = createJobsRegistry({
    db,
    merchantCode: 'FORTUNA',
    clock: opts.clock,
    zone: () => 'UTC',
    leaseMs: opts.leaseMs,
    instance: opts.instance,
  });
  jobs.register(payoutJob(ledger, opts.hang));
  return { ledger, jobs };
}
