import type { Db } from '../../platform/db.js';
import { ipInCidr } from './region-fns.js';
import { createSystemOperatorRepository } from './system-operator-repository.js';

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

type Options = { start?: string; end?: string; note?: string; deny?: string; allow?: string };

export async function runOperatorCommand(
  db: Db,
  merchantCode: string,
  args: string[],
  opts: Options,
  now: Date,
): Promise<string> {
  const [area, action, arg] = args;
  const repo = createSystemOperatorRepository(db, merchantCode);
  if (area === 'maintenance' && action === 'set') {
    if (!opts.start || !opts.end) throw new Error('maintenance set needs --start and --end');
    const startsAt = parseWhen(opts.start, now);
    const endsAt = parseWhen(opts.end, now);
    if (endsAt <= startsAt) throw new Error('--end must be after --start');
    const row = await repo.addMaintenance(startsAt, endsAt, opts.note ?? '');
    return `maintenance window ${row?.id}: ${startsAt.toISOString()} → ${endsAt.toISOString()}`;
  }
  if (area === 'maintenance' && action === 'clear') {
    // Windows not started yet are dropped; a running one is ended now, keeping its history.
    return `ended ${await repo.clearMaintenance(now)} maintenance window(s)`;
  }
  if (area === 'maintenance' && action === 'list') {
    const rows = await repo.latestMaintenance(20);
    return (
      rows.map((r) => `${r.id}\t${r.startsAt.toISOString()}\t${r.endsAt.toISOString()}\t${r.note}`).join('\n') ||
      '(none)'
    );
  }
  if (area === 'region' && action === 'add') {
    const ruleAction = opts.deny ? 'deny' : opts.allow ? 'allow' : null;
    const target = opts.deny ?? opts.allow;
    if (!ruleAction || !target)
      throw new Error('region add needs --deny or --allow with a CIDR or a 2-letter country code');
    const isCountry = /^[A-Za-z]{2}$/.test(target);
    if (!isCountry && !ipInCidr(target.split('/')[0] ?? '', target.includes('/') ? target : `${target}/32`)) {
      throw new Error(`Not a CIDR or country code: ${target}`);
    }
    const row = await repo.addRegionRule({
      action: ruleAction,
      cidr: isCountry ? null : target,
      country: isCountry ? target.toUpperCase() : null,
      note: opts.note ?? '',
    });
    return `region rule ${row?.id}: ${ruleAction} ${target}`;
  }
  if (area === 'region' && action === 'remove') {
    const id = Number(arg);
    if (!Number.isInteger(id)) throw new Error('region remove needs a rule id');
    return (await repo.removeRegionRule(id)) ? `removed region rule ${id}` : `no region rule ${id}`;
  }
  if (area === 'region' && action === 'list') {
    const rows = await repo.regionRules();
    return rows.map((r) => `${r.id}\t${r.action}\t${r.cidr ?? r.country}\t${r.note}`).join('\n') || '(none)';
  }
  throw new Error(`Unknown command: ${args.join(' ')}\nSee the header of apps/server/src/bin/cli.ts for usage.`);
}
