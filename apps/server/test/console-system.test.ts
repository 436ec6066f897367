import { describe, expect, it } from 'vitest';
import { JobRunOutcome, JobStatus, SystemInfo } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)("the console's Jobs and System pages on %s", (kind) => {
  const t = useTestApp(kind);
  let owner = '';
  const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
    owner ||= await staffToken(t.app, t.database.db, 'owner');
    return consoleCall(t.app, method, url, owner, body);
  };

  it('lists every job with its schedule, next run and latest runs', async () => {
    await t.app.jobs.runDue();
    const res = await call('GET', '/console/api/jobs');
    expect(res.statusCode).toBe(200);
    const jobs = JobStatus.array().parse(res.json().value);
    expect(jobs.map((j) => j.name)).toEqual([
      'jobs.prune-history',
      'withdrawals.auto-receipt',
      'house.round-recovery',
      'lottery.issues',
      'lottery.draws',
      'reports.day-figures',
      'reports.day-figures-week',
      'team.rollups',
      'agent-settlement.daily',
      'agent-settlement.hourly',
      'agent-settlement.realtime',
      'agent-settlement.dividend',
      'agent-settlement.retry',
    ]);
    const receipt = jobs.find((j) => j.name === 'withdrawals.auto-receipt')!;
    expect(receipt.schedule).toBe('every 1 min');
    expect(receipt.plan).toEqual({ kind: 'every', seconds: 60 });
    expect(Date.parse(receipt.nextRunAt)).toBeGreaterThan(Date.now());
    expect(receipt.runs[0]).toMatchObject({
      state: 'succeeded',
      attempts: 1,
      result: expect.stringMatching(/received/),
    });
  });

  it('runs a job now on an owner’s word with the reason on the audit chain', async () => {
    const res = await call('POST', '/console/api/jobs/withdrawals.auto-receipt/run', { reason: 'gateway came back' });
    expect(res.statusCode).toBe(200);
    expect(JobRunOutcome.parse(res.json().value)).toMatchObject({
      job: 'withdrawals.auto-receipt',
      state: 'succeeded',
    });
    const entries = (await t.app.services.auditChain.page({ action: 'job.runNow', pageNo: 1, pageSize: 10 })).list;
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actor: 'owner',
      target: 'withdrawals.auto-receipt',
      reason: 'gateway came back',
    });
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('refuses an unknown job, and a run without a reason, changing nothing', async () => {
    const before = (await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total;
    const unknown = await call('POST', '/console/api/jobs/no.such-job/run', { reason: 'try it' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const bare = await call('POST', '/console/api/jobs/withdrawals.auto-receipt/run', { reason: ' ' });
    expect([bare.statusCode, bare.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total).toBe(before);
  });

  it('shows the version, the database, Redis and the instances that listen', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const info = SystemInfo.parse((await call('GET', '/console/api/system')).json().value);
    expect(info).toMatchObject({ version: '0.1.0', environment: 'test', database: { kind, ok: true } });
    expect(info.database.serverVersion).toMatch(/PostgreSQL/);
    // Redis when the run has one (the test app's throttles count there with TEST_REDIS_URL), else none.
    expect(info.redis).toEqual(
      process.env.TEST_REDIS_URL
        ? { configured: true, ok: true, latencyMs: expect.any(Number) }
        : { configured: false, ok: null, latencyMs: null },
    );
    // The first heartbeat is written by an onListen hook, which listen() does not wait for.
    await expect
      .poll(async () => SystemInfo.parse((await call('GET', '/console/api/system')).json().value).instances)
      .toEqual([
        expect.objectContaining({ instance: t.app.jobs.instance, pid: process.pid, version: '0.1.0', live: true }),
      ]);
  });

  it('is for owners only: finance and support are refused', async () => {
    for (const role of ['finance', 'support']) {
      const token = await staffToken(t.app, t.database.db, role);
      for (const url of ['/console/api/jobs', '/console/api/system'])
        expect((await consoleCall(t.app, 'GET', url, token)).statusCode, `${role} ${url}`).toBe(403);
    }
  });
});
