import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { runAuditCommand } from '../src/modules/staff/staff-cli.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)('the hash-chained audit log on %s', (kind) => {
  const t = useTestApp(kind);
  const verifyCli = () => runAuditCommand(t.database.db, 'FORTUNA', ['audit', 'verify']);
  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  let owner = '';

  it('keeps one chain under concurrent appends (no fork, no gap)', async () => {
    const appends = Array.from({ length: 40 }, (_, i) =>
      t.app.services.auditChain.append({
        actorKind: 'job',
        actor: 'job:test',
        action: 'test.concurrent',
        target: `order:${i}`,
        after: { amount: `${i}.00`, nested: { b: 1, a: [i, null] } },
        reason: 'concurrency',
      }),
    );
    const entries = await Promise.all(appends);
    const seqs = entries.map((e) => e.seq).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(40);
    expect(seqs[39]! - seqs[0]!).toBe(39);
    const rows = await queryRows<{ seq: string; prev_hash: string; hash: string }>(
      t.database.db,
      sql`SELECT seq, prev_hash, hash FROM audit_chain ORDER BY seq`,
    );
    rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i]!.hash));
    expect(await verifyCli()).toBe(`audit chain OK: ${rows.length} entries`);
  });

  it('appends every staff action with actor, target, before and after, reason and address; the console filters it', async () => {
    owner = await staffToken(t.app, t.database.db, 'owner', { ip: '10.2.3.4' });
    const created = await consoleCall(
      t.app,
      'POST',
      '/console/api/staff',
      owner,
      { username: 'auditor1', displayName: 'Auditor', password: 'Audit12345x', role: 'support', reason: 'new hire' },
      '10.2.3.4',
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as number;
    const role = await consoleCall(
      t.app,
      'PUT',
      `/console/api/staff/${id}/role`,
      owner,
      { role: 'risk', reason: 'moved team' },
      '10.2.3.4',
    );
    expect(role.json().value.role).toBe('risk');
    const page = await consoleCall(
      t.app,
      'GET',
      '/console/api/audit?target=staff:auditor1',
      owner,
      undefined,
      '10.2.3.4',
    );
    const { list, total, chain } = page.json().value;
    expect(total).toBe(2);
    expect(chain).toMatchObject({ ok: true, firstBroken: null });
    expect(list[0]).toMatchObject({
      actorKind: 'staff',
      actor: 'owner',
      action: 'staff.set_role',
      target: 'staff:auditor1',
      before: { role: 'support' },
      after: { role: 'risk' },
      reason: 'moved team',
      ip: '10.2.3.4',
    });
    expect(list[1]).toMatchObject({
      action: 'staff.create',
      before: null,
      after: { role: 'support' },
      reason: 'new hire',
    });
    const byActor = await consoleCall(
      t.app,
      'GET',
      '/console/api/audit?actor=owner&action=staff.login_totp_set_up',
      owner,
      undefined,
      '10.2.3.4',
    );
    expect(byActor.json().value.list.map((e: { action: string }) => e.action)).toEqual(['staff.login_totp_set_up']);
    const future = await consoleCall(
      t.app,
      'GET',
      `/console/api/audit?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
      owner,
      undefined,
      '10.2.3.4',
    );
    expect(future.json().value.total).toBe(0);
    const paged = await consoleCall(
      t.app,
      'GET',
      '/console/api/audit?pageSize=5&pageNo=2',
      owner,
      undefined,
      '10.2.3.4',
    );
    expect(paged.json().value).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(paged.json().value.list).toHaveLength(5);
  });

  it('names an edited entry, then a deleted one, then reordered ones, then a deleted last one', async () => {
    await exec(sql`UPDATE audit_chain SET reason = 'nothing to see' WHERE seq = 3`);
    await expect(verifyCli()).rejects.toThrow('audit chain BROKEN at entry 3: entry 3 does not match its hash: edited');
    const status = await consoleCall(t.app, 'GET', '/console/api/audit/chain', owner, undefined, '10.2.3.4');
    expect(status.json().value).toMatchObject({ ok: false, firstBroken: 3, entries: 2 });
    await exec(sql`UPDATE audit_chain SET reason = 'concurrency' WHERE seq = 3`);
    await expect(verifyCli()).resolves.toMatch(/^audit chain OK/);

    await exec(sql`UPDATE audit_chain SET seq = -seq WHERE seq IN (5, 6)`);
    await exec(sql`UPDATE audit_chain SET seq = 11 + seq WHERE seq IN (-5, -6)`);
    await expect(verifyCli()).rejects.toThrow(
      'audit chain BROKEN at entry 5: entry 5 does not link to the hash of entry 4',
    );
    await exec(sql`UPDATE audit_chain SET seq = -seq WHERE seq IN (5, 6)`);
    await exec(sql`UPDATE audit_chain SET seq = 11 + seq WHERE seq IN (-5, -6)`);
    await expect(verifyCli()).resolves.toMatch(/^audit chain OK/);

    const [last] = await queryRows<{ seq: string }>(t.database.db, sql`SELECT max(seq) AS seq FROM audit_chain`);
    const lastSeq = Number(last!.seq);
    await exec(sql`DELETE FROM audit_chain WHERE seq = ${lastSeq}`);
    await expect(verifyCli()).rejects.toThrow(
      `audit chain BROKEN at entry ${lastSeq}: the chain's head is entry ${lastSeq}: entries after ${lastSeq - 1} are missing`,
    );

    await exec(sql`DELETE FROM audit_chain WHERE seq = 7`);
    await expect(verifyCli()).rejects.toThrow('audit chain BROKEN at entry 7: entry 7 is missing (next found: 8)');
  });
});
