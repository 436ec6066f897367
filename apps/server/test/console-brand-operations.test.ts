import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MaintenanceWindowView, RegionRuleView } from '@fortuna/contracts';
import { runOperatorCommand } from '../src/modules/system/system-cli.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';
import { REDIS_INSTANCES, useRedisInstances } from './redis-instances.js';

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const statusOf = async (app: FastifyInstance, ip = '127.0.0.1') =>
  (await app.inject({ url: '/wps/system/status', remoteAddress: ip })).json().value.status as number;

/** The console's maintenance windows and region rules (what the CLI's `maintenance` and `region` do). */
describe.each(TEST_DATABASES)("the console's maintenance windows and region rules on %s", (kind) => {
  const t = useTestApp(kind);
  let owner = '';
  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    owner ||= await staffToken(t.app, t.database.db, 'owner');
    return consoleCall(t.app, method, url, owner, body);
  };
  const windows = async () =>
    MaintenanceWindowView.array().parse((await call('GET', '/console/api/brand')).json().value.maintenance);
  const rules = async () =>
    RegionRuleView.array().parse((await call('GET', '/console/api/brand')).json().value.regionRules);

  it('turns maintenance on for the player site at once, and ends it early', async () => {
    expect(await statusOf(t.app)).toBe(0);
    const body = { startsAt: at(-MINUTE), endsAt: at(60 * MINUTE), note: 'provider upgrade', reason: 'vendor asked' };
    const res = await call('POST', '/console/api/brand/maintenance', body);
    expect(res.statusCode).toBe(200);
    const window = MaintenanceWindowView.parse(res.json().value);
    expect(window).toMatchObject({ note: 'provider upgrade', state: 'running' });
    const status = (await t.app.inject('/wps/system/status')).json().value;
    expect([status.status, status.maintenance, status.maintenanceEnd]).toEqual([1, true, window.endsAt]);
    expect((await windows())[0]).toEqual(window);

    const ended = await call('POST', `/console/api/brand/maintenance/${window.id}/end`, { reason: 'done early' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().value).toMatchObject({ id: window.id, state: 'ended' });
    expect(await statusOf(t.app)).toBe(0);
    const again = await call('POST', `/console/api/brand/maintenance/${window.id}/end`, { reason: 'twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    const entries = (
      await t.app.services.auditChain.page({ target: `maintenance:${window.id}`, pageNo: 1, pageSize: 5 })
    ).list;
    expect(entries[0]).toMatchObject({
      actor: 'owner',
      action: 'brand.maintenance.end',
      reason: 'done early',
      before: { state: 'running' },
      after: { state: 'ended' },
    });
  });

  it('schedules a window that the status announces before it starts; ending it first drops it', async () => {
    const body = { startsAt: at(120 * MINUTE), endsAt: at(180 * MINUTE), reason: 'night upgrade' };
    const window = MaintenanceWindowView.parse(
      (await call('POST', '/console/api/brand/maintenance', body)).json().value,
    );
    expect(window.state).toBe('scheduled');
    const status = (await t.app.inject('/wps/system/status')).json().value;
    expect([status.status, status.maintenanceStart]).toEqual([0, window.startsAt]);
    const ended = await call('POST', `/console/api/brand/maintenance/${window.id}/end`, { reason: 'called off' });
    expect(ended.json().value).toMatchObject({ id: window.id, state: 'cancelled' });
    expect((await windows()).some((w) => w.id === window.id)).toBe(false);
    expect((await t.app.inject('/wps/system/status')).json().value.maintenanceStart).toBeNull();
  });

  it('refuses a bad window or an unknown one with a clear error, changing nothing', async () => {
    const length = (await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total;
    for (const body of [
      { startsAt: at(60 * MINUTE), endsAt: at(30 * MINUTE) },
      { startsAt: at(-120 * MINUTE), endsAt: at(-60 * MINUTE) },
      { startsAt: at(0), endsAt: at(8 * 24 * 60 * MINUTE) },
      { startsAt: 'tonight', endsAt: at(60 * MINUTE) },
      { startsAt: at(0), endsAt: at(60 * MINUTE), reason: '' },
    ]) {
      const res = await call('POST', '/console/api/brand/maintenance', { reason: 'upgrade', ...body });
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknown = await call('POST', '/console/api/brand/maintenance/987654/end', { reason: 'none' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const badId = await call('POST', '/console/api/brand/maintenance/abc/end', { reason: 'none' });
    expect(badId.statusCode).toBe(400);
    expect((await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total).toBe(length);
    expect(await statusOf(t.app)).toBe(0);
  });

  it('adds a region rule the site applies at once, and removes it', async () => {
    expect(await statusOf(t.app, '192.0.2.9')).toBe(0);
    const res = await call('POST', '/console/api/brand/region-rules', {
      action: 'deny',
      target: '192.0.2.0/24',
      note: 'test range',
      reason: 'fraud from there',
    });
    expect(res.statusCode).toBe(200);
    const rule = RegionRuleView.parse(res.json().value);
    expect(rule).toMatchObject({ action: 'deny', target: '192.0.2.0/24', note: 'test range' });
    expect((await rules()).map((r) => r.target)).toContain('192.0.2.0/24');
    expect(await statusOf(t.app, '192.0.2.9')).toBe(2);
    const country = await call('POST', '/console/api/brand/region-rules', {
      action: 'deny',
      target: 'us',
      reason: 'licence',
    });
    expect(country.json().value).toMatchObject({ target: 'US' });
    const single = await call('POST', '/console/api/brand/region-rules', {
      action: 'deny',
      target: '192.0.2.77',
      reason: 'one',
    });
    expect(single.json().value).toMatchObject({ target: '192.0.2.77/32' });

    for (const r of [rule, country.json().value, single.json().value]) {
      const removed = await call('POST', `/console/api/brand/region-rules/${r.id}/remove`, { reason: 'lifted' });
      expect(removed.statusCode).toBe(200);
    }
    expect(await statusOf(t.app, '192.0.2.9')).toBe(0);
    const gone = await call('POST', `/console/api/brand/region-rules/${rule.id}/remove`, { reason: 'lifted' });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'NOT_FOUND']);
    const entries = (await t.app.services.auditChain.page({ target: `regionRule:${rule.id}`, pageNo: 1, pageSize: 5 }))
      .list;
    expect(entries[0]).toMatchObject({
      action: 'brand.region.remove',
      before: { target: '192.0.2.0/24' },
      after: null,
    });
  });

  it('refuses a target that is neither a CIDR block nor a country code', async () => {
    for (const target of ['300.1.1.1/24', '10.0.0.0/33', 'USA', '', 'not-an-ip', '::1/200']) {
      const res = await call('POST', '/console/api/brand/region-rules', { action: 'deny', target, reason: 'try' });
      expect([res.statusCode, res.json().code], target).toEqual([400, 'VALIDATION_FAILED']);
    }
    const action = await call('POST', '/console/api/brand/region-rules', {
      action: 'block',
      target: 'US',
      reason: 'x y',
    });
    expect(action.statusCode).toBe(400);
  });

  it('goes through the same service from the CLI, on the chain as the operator', async () => {
    const now = new Date();
    const run = (args: string[], opts = {}) =>
      runOperatorCommand(t.database.db, 'FORTUNA', args, opts, now, 'cli:test');
    expect(await run(['maintenance', 'set'], { start: 'now', end: '+1h', note: 'db upgrade' })).toMatch(
      /^maintenance window \d+/,
    );
    expect(await run(['maintenance', 'clear'])).toBe('ended 1 maintenance window(s)');
    await expect(run(['maintenance', 'set'], { start: 'now', end: '+8d' })).rejects.toThrow(/at most 7 days/);
    const added = await run(['region', 'add'], { deny: '198.18.0.0/15' });
    const id = Number(/region rule (\d+)/.exec(added)?.[1]);
    expect(await run(['region', 'remove', String(id)])).toBe(`removed region rule ${id}`);
    const entries = (await t.app.services.auditChain.page({ actor: 'cli:test', pageNo: 1, pageSize: 10 })).list;
    expect(entries.map((e) => [e.actorKind, e.action, e.ip])).toEqual([
      ['cli', 'brand.region.remove', null],
      ['cli', 'brand.region.add', null],
      ['cli', 'brand.maintenance.endAll', null],
      ['cli', 'brand.maintenance.schedule', null],
    ]);
    expect(entries[3]?.reason).toBe('db upgrade');
  });

  it('keeps the audit chain whole', async () => {
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });
});

/** Two instances on one PostgreSQL database: a console change on one is served by the other at once. */
describe.runIf(REDIS_INSTANCES)('a console change on one instance, seen by another through Redis', () => {
  // A clock that does not move: the cached settings never go stale by time, only by the notice.
  const now = new Date();
  let token = '';
  const instances = useRedisInstances({ clock: () => now });

  it('turns maintenance on and a flag off on the other instance within seconds', async () => {
    const [first, second] = [instances.first, instances.second];
    const flags = async () => (await second.inject('/wps/system/status')).json().value.info.whitelabel;
    expect(await statusOf(second)).toBe(0);
    const freePlay = (await flags()).FREEPLAY as boolean;
    token = await staffToken(first, instances.database.db, 'owner', { now: () => now });
    const window = { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 60 * MINUTE).toISOString() };
    const res = await consoleCall(first, 'POST', '/console/api/brand/maintenance', token, {
      ...window,
      reason: 'upgrade',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => statusOf(second), { timeout: 3000 }).toBe(1);
    const flag = await consoleCall(first, 'PUT', '/console/api/brand/flags/FREEPLAY', token, {
      enabled: !freePlay,
      reason: 'trial closed',
    });
    expect(flag.statusCode).toBe(200);
    await expect.poll(async () => (await flags()).FREEPLAY, { timeout: 3000 }).toBe(!freePlay);
    const id = res.json().value.id as number;
    await consoleCall(first, 'POST', `/console/api/brand/maintenance/${id}/end`, token, { reason: 'done' });
    await expect.poll(() => statusOf(second), { timeout: 3000 }).toBe(0);
  });

  it('drops the other instance’s cached identity settings too (password expiry days)', async () => {
    const [first, second] = [instances.first, instances.second];
    const days = async () => (await second.services.identitySettings.get()).passwordExpiryDays;
    const before = await days(); // cached now, and the clock does not move
    // The session of the test before: the clock stands still, so its authenticator code is spent.
    const body = { enabled: false, days: before + 7, reason: 'longer life' };
    expect((await consoleCall(first, 'PUT', '/console/api/brand/password-expiry', token, body)).statusCode).toBe(200);
    await expect.poll(days, { timeout: 3000 }).toBe(before + 7);
  });
});
