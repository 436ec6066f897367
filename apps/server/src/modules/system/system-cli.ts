import { AddRegionRule, ScheduleMaintenance } from '@fortuna/contracts';
import type { z } from 'zod';
import { createAuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { BrandActor } from './brand-change.js';
import { createBrandOperations, regionTarget } from './brand-operations-service.js';

/** Parses an ISO time, `now`, or an offset from now such as `+2h`, `-30m`, `+1d`. */
export function parseWhen(text: string, now: Date): Date {
  if (text === 'now') return now;
  const offset = /^([+-])(\d+)([mhd])$/.exec(text);
  if (offset) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[offset[3] as 'm' | 'h' | 'd'];
    const sign = offset[1] === '-' ? -1 : 1;
    return new Date(now.getTime() + sign * Number(offset[2]) * unit);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a time: ${text} (use ISO-8601, now, or ±N[m|h|d])`);
  return date;
}

/** The contracts' schema of the console's call, its first problem as the CLI's error. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}

type Options = { start?: string; end?: string; note?: string; deny?: string; allow?: string };

/**
 * The operator CLI's `maintenance` and `region` commands, through the same service as the console
 * (each change on the audit chain as `operator`, `cli:<os user>`). cli.ts tells running servers.
 */
export async function runOperatorCommand(
  db: Db,
  merchantCode: string,
  args: string[],
  opts: Options,
  now: Date,
  operator = 'cli:unknown',
): Promise<string> {
  const [area, action, arg] = args;
  const clock = () => now;
  const operations = createBrandOperations({
    db,
    merchantCode,
    clock,
    auditChain: createAuditChain(db, merchantCode, clock),
    invalidate: () => undefined,
    announce: () => Promise.resolve(),
  });
  const actor: BrandActor = { kind: 'cli', name: operator, ip: null };
  const note = opts.note?.trim() ?? '';
  const reason = note.length >= 3 ? note : `${area ?? ''} ${action ?? ''} with the CLI`;
  if (area === 'maintenance' && action === 'set') {
    if (!opts.start || !opts.end) throw new Error('maintenance set needs --start and --end');
    const startsAt = parseWhen(opts.start, now);
    const endsAt = parseWhen(opts.end, now);
    if (endsAt <= startsAt) throw new Error('--end must be after --start');
    const body = checked(ScheduleMaintenance, {
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      note,
      reason,
    });
    const row = await operations.scheduleMaintenance(actor, body);
    return `maintenance window ${row.id}: ${row.startsAt} → ${row.endsAt}`;
  }
  if (area === 'maintenance' && action === 'clear') {
    // Windows not started yet are dropped; a running one is ended now, keeping its history.
    return `ended ${await operations.endAllMaintenance(actor, reason)} maintenance window(s)`;
  }
  if (area === 'maintenance' && action === 'list') {
    const rows = await operations.maintenance(20);
    return rows.map((r) => `${r.id}\t${r.startsAt}\t${r.endsAt}\t${r.state}\t${r.note}`).join('\n') || '(none)';
  }
  if (area === 'region' && action === 'add') {
    const ruleAction = opts.deny ? 'deny' : opts.allow ? 'allow' : null;
    const target = opts.deny ?? opts.allow;
    if (!ruleAction || !target)
      throw new Error('region add needs --deny or --allow with a CIDR or a 2-letter country code');
    if (!regionTarget(target)) throw new Error(`Not a CIDR or country code: ${target}`);
    const row = await operations.addRegionRule(
      actor,
      checked(AddRegionRule, { action: ruleAction, target, note, reason }),
    );
    return `region rule ${row.id}: ${ruleAction} ${target}`;
  }
  if (area === 'region' && action === 'remove') {
    const id = Number(arg);
    if (!Number.isInteger(id) || id <= 0) throw new Error('region remove needs a rule id');
    try {
      await operations.removeRegionRule(actor, id, reason);
      return `removed region rule ${id}`;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return `no region rule ${id}`;
      throw error;
    }
  }
  if (area === 'region' && action === 'list') {
    const rows = await operations.regionRules();
    return rows.map((r) => `${r.id}\t${r.action}\t${r.target}\t${r.note}`).join('\n') || '(none)';
  }
  throw new Error(`Unknown command: ${args.join(' ')}\nSee the header of apps/server/src/bin/cli.ts for usage.`);
}
