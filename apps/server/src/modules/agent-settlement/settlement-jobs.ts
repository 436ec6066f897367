import { everyMinutes } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import type { BillKind } from './settlement-fns.js';
import { retryOwed } from './settlement-retry.js';
import { settleDue, type SettlementDeps } from './settlement-service.js';

/** How often each kind looks for due periods (a period is settled at the first run after it is due). */
const EVERY: Record<BillKind, number> = { REALTIME: 5, HOURLY: 5, DAILY: 15, DIVIDEND: 60 };

/**
 * One job per contract kind: settles the due periods (real-time every 5 minutes; hourly after the
 * hour plus 5 minutes; daily the next day, once the day is closed; dividends per period, left
 * UNAPPROVED for the operator). Safe to run twice by THE CONTRACT: each period is settled under its
 * run's row lock, once (agent_settlement_run), bills are unique per (kind, agent, period start), and
 * every payment's ledger key is derived from its bill.
 */
export const settlementJob = (deps: SettlementDeps, kind: BillKind): JobDefinition => ({
  name: `agent-settlement.${kind.toLowerCase()}`,
  schedule: everyMinutes(EVERY[kind]),
  run: async (ctx) => {
    const done = await settleDue(deps, kind, ctx.now, { signal: ctx.signal, audit: ctx.audit });
    return `${done.periods} period(s), ${done.bills} bill(s)`;
  },
});

/** Retries bills owed in part and expires stale unapproved dividends, every 5 minutes. */
export const retryJob = (deps: SettlementDeps): JobDefinition => ({
  name: 'agent-settlement.retry',
  schedule: everyMinutes(5),
  run: async (ctx) => {
    const done = await retryOwed(deps, ctx.now, ctx.audit);
    return `${done.paid} payment(s) retried, ${done.expired} dividend(s) expired`;
  },
});
