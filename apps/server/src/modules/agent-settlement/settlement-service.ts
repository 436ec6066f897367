import type { Db } from '../../platform/db.js';
import type { JobContext } from '../../platform/jobs-registry.js';
import type { MemberFigures } from '../identity/member/member-figures.js';
import type { TeamRepository } from '../team/team-repository.js';
import { ACTIVE_VALID_BET } from '../team/team-fns.js';
import type { BillRepository, ContractInForce } from './bill-repository.js';
import {
  keepsBill,
  levelDifference,
  MAX_PERIODS_PER_RUN,
  realtimeWindows,
  settleableUntil,
  type BillKind,
  type Holder,
} from './settlement-fns.js';
import { payBills, type PayDeps } from './settlement-payments.js';

export type SettlementDeps = PayDeps & {
  db: Db;
  repo: BillRepository;
  team: Pick<TeamRepository, 'teamSumsMany' | 'frontiers' | 'zoneFloor'>;
  members: Pick<MemberFigures, 'pathsOf'>;
  timeZone: string;
};
export type Period = { name: string; start: Date; end: Date };
/** What a run may append to the audit chain (the job's `ctx.audit`). */
export type Audit = JobContext['audit'];

const depthOf = (path: string) => Math.max(0, path.split('/').filter(Boolean).length - 1);

/** The periods of a kind settled next: after the last settled one, ended, and closed in the team rollups. */
async function duePeriods(deps: SettlementDeps, kind: BillKind, name: string, now: Date): Promise<Period[]> {
  const first = await deps.repo.firstAccepted(kind);
  if (!first) return [];
  const from = (await deps.repo.settledUntil(kind, name)) ?? first;
  const until = settleableUntil(kind, now, (await deps.team.frontiers())['5m']);
  if (until <= from) return [];
  const periods =
    name === 'REALTIME'
      ? realtimeWindows(from, until)
      : await deps.repo.periodsBetween(name, from, until, deps.timeZone, MAX_PERIODS_PER_RUN);
  return periods.map((p) => ({ name, ...p }));
}

/** Each holder's team figures of the period (REALTIME: its tier from the day so far). */
async function holdersOf(deps: SettlementDeps, kind: BillKind, contracts: ContractInForce[], p: Period) {
  const paths = await deps.members.pathsOf(contracts.map((c) => c.memberId));
  const carries =
    kind === 'DIVIDEND'
      ? await deps.repo.carries(
          kind,
          contracts.map((c) => c.memberId),
          p.start,
        )
      : null;
  const dayStart = kind === 'REALTIME' ? await deps.team.zoneFloor(deps.db, 'day', p.start, deps.timeZone) : null;
  // Every holder's team in one statement (and, for real-time, its day so far in another).
  const teams = [...new Set(paths.values())];
  const sums = await deps.team.teamSumsMany(teams, p.start, p.end, ACTIVE_VALID_BET);
  const days = dayStart ? await deps.team.teamSumsMany(teams, dayStart, p.end, ACTIVE_VALID_BET) : null;
  const holders: Holder[] = [];
  for (const c of contracts) {
    const path = paths.get(c.memberId);
    if (!path) continue;
    const s = sums.get(path);
    const figures = { validBet: s?.validBets ?? 0n, pnl: s?.profitLoss ?? 0n, active: s?.activeMembers ?? 0 };
    const d = days?.get(path);
    holders.push({
      memberId: c.memberId,
      contractId: c.id,
      uplineId: c.uplineId,
      depth: depthOf(path),
      tiers: c.tiers,
      measure: days
        ? { validBet: d?.validBets ?? 0n, active: d?.activeMembers ?? 0, pnl: d?.profitLoss ?? 0n }
        : figures,
      period: figures,
      carryIn: carries?.get(c.memberId) ?? 0n,
    });
  }
  return holders;
}

/**
 * Settles one period of a kind: the bills (level difference) and, for salaries, their payment
 * top-down, in one transaction under the run's row lock. The figures are read before it (PGlite
 * has one connection); a run that finds the period settled (a concurrent instance, a rerun) does
 * nothing, and a run killed before its commit left nothing. Answers the bills written.
 */
export async function settlePeriod(deps: SettlementDeps, kind: BillKind, p: Period, now: Date, audit?: Audit) {
  const contracts = (await deps.repo.contractsInForce(kind, p.end)).filter((c) => c.period === p.name);
  const drafts = levelDifference(kind, await holdersOf(deps, kind, contracts, p)).filter((b) => keepsBill(kind, b));
  return deps.db.transaction(async (tx) => {
    if (await deps.repo.lockRun(tx, kind, p.name, p.start, p.end)) return 0;
    const bills = drafts.length ? await deps.repo.insertBills(tx, kind, p, drafts) : [];
    const payments = kind === 'DIVIDEND' ? [] : await payBills(tx, deps, kind, bills, now);
    await deps.repo.finishRun(tx, kind, p.name, p.start, now);
    const paid = payments.reduce((s, x) => s + x.amount, 0n);
    if (bills.length > 0)
      await audit?.(
        {
          action: 'agent-settlement.settle',
          target: `${kind}:${p.name}:${p.start.toISOString()}`,
          after: { bills: bills.length, payments: payments.length, paid: paid.toString() },
        },
        tx,
      );
    return bills.length;
  });
}

/** The contract periods a kind is settled by. */
const PERIOD_NAMES: Record<BillKind, readonly string[]> = {
  DAILY: ['DAILY'],
  HOURLY: ['HOURLY'],
  REALTIME: ['REALTIME'],
  DIVIDEND: ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
};

/** Settles every due period of a kind, oldest first (stops early when the run is aborted). */
export async function settleDue(
  deps: SettlementDeps,
  kind: BillKind,
  now: Date,
  opts: { signal?: AbortSignal; audit?: Audit } = {},
): Promise<{ periods: number; bills: number }> {
  let periods = 0;
  let bills = 0;
  for (const name of PERIOD_NAMES[kind])
    for (const p of await duePeriods(deps, kind, name, now)) {
      if (opts.signal?.aborted) return { periods, bills };
      bills += await settlePeriod(deps, kind, p, now, opts.audit);
      periods += 1;
    }
  return { periods, bills };
}
