import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleGet, insertMember, searchNames } from './console-members-helpers.js';
import { login } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)('console member search and profile on %s', (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const ids = { alpha: 0, beta: 0 };

  beforeAll(async () => {
    const db = t.database.db;
    ids.alpha = await insertMember(db, {
      username: 'zeta_alpha',
      type: 1,
      mobileNum: '9181110001',
      email: 'zeta.alpha@example.com',
      payeeName: 'Rosa Zeta Alvarez',
      registerIp: '198.51.100.7',
      affiliateCode: 'ZT7781',
    });
    ids.beta = await insertMember(db, {
      username: 'zeta_beta',
      mobileNum: '9181110002',
      email: 'zeta.beta@example.com',
      payeeName: 'Pedro Beta Zamora',
      registerIp: '198.51.100.70',
      parentId: ids.alpha,
    });
    // A member whose name only looks like the pattern: '_' must not match any character.
    await insertMember(db, { username: 'zetaXgamma' });
    await db.execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${ids.beta}, '203.0.113.9')`);
    await db.execute(sql`INSERT INTO payout_account (merchant_code, member_id, kind, provider_name, account_name, account_no)
      VALUES ('FORTUNA', ${ids.beta}, 'BANK', 'BDO', 'Pedro Beta Zamora', '001234567890')`);
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `console-members-test:${ids.beta}`,
      postings: [
        { account: { ownerKind: 'member', ownerId: ids.beta, wallet: 'MAIN' }, amount: 12_345n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -12_345n },
      ],
    });
    token = await staffToken(t.app, db, 'support');
  });

  const find = (query: Record<string, string>) => searchNames(t.app, token, query);

  it('finds each kind, and only the member it names', async () => {
    const cases: Array<[Record<string, string>, string[], string]> = [
      [{ q: 'zeta_a', kind: 'username' }, ['zeta_alpha'], 'username'],
      [{ q: 'ZETA_', sort: 'username', order: 'asc' }, ['zeta_alpha', 'zeta_beta'], 'username'],
      [{ q: '09181110001' }, ['zeta_alpha'], 'mobile'],
      [{ q: '+63 918 111 0002' }, ['zeta_beta'], 'mobile'],
      [{ q: '918111000', kind: 'mobile', sort: 'username', order: 'asc' }, ['zeta_alpha', 'zeta_beta'], 'mobile'],
      [{ q: 'Zeta.Beta@' }, ['zeta_beta'], 'email'],
      [{ q: 'zeta alv', kind: 'realName' }, ['zeta_alpha'], 'realName'],
      [{ q: 'zam', kind: 'realName' }, ['zeta_beta'], 'realName'],
      [{ q: 'Beta Zamora' }, ['zeta_beta'], 'realName'],
      [{ q: '198.51.100.7' }, ['zeta_alpha'], 'ip'],
      [{ q: '198.51.100.', sort: 'username', order: 'asc' }, ['zeta_alpha', 'zeta_beta'], 'ip'],
      [{ q: '203.0.113.9' }, ['zeta_beta'], 'ip'],
      [{ q: 'zt7781', kind: 'invitationCode' }, ['zeta_alpha'], 'invitationCode'],
      [{ q: 'ZT778', kind: 'invitationCode' }, [], 'invitationCode'],
      [{ q: 'nobody_like_this' }, [], 'username'],
      [{ q: `#${ids.beta}` }, ['zeta_beta'], 'id'],
      [{ q: String(ids.alpha), kind: 'id' }, ['zeta_alpha'], 'id'],
    ];
    for (const [query, names, kindSeen] of cases)
      expect(await find(query), JSON.stringify(query)).toEqual({ names, kind: kindSeen });
  });

  it('pages and sorts, and answers compact rows with the main balance', async () => {
    const page = (pageNo: number) =>
      consoleGet(t.app, token, `/console/api/members?q=zeta_&sort=username&order=desc&pageSize=1&pageNo=${pageNo}`);
    const first = (await page(1)).json().value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 1, total: 2, totalPages: 2, totalCapped: false });
    expect(first.list).toEqual([
      {
        id: ids.beta,
        username: 'zeta_beta',
        type: 0,
        role: 'member',
        status: 'active',
        registeredAt: expect.any(String),
        lastLoginAt: null,
        mainBalance: '123.45',
      },
    ]);
    expect((await page(2)).json().value.list.map((r: { username: string }) => r.username)).toEqual(['zeta_alpha']);
    expect((await page(3)).json().value.list).toEqual([]);
    // No text: every member, newest registration first.
    const all = (await consoleGet(t.app, token, '/console/api/members?pageSize=100')).json().value;
    expect(all.total).toBeGreaterThan(3);
    expect(all.list[0].username).toBe('zetaXgamma');
    const demo = (await find({ q: 'demo', kind: 'username' })).names;
    expect(demo).toContain('demo');
  });

  it('keeps no pending list on the real-name index, which every search would read end to end (migration 0038)', async () => {
    const rows = await t.database.db.execute(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'member_real_name_trgm'`,
    );
    expect((rows as { rows: Array<{ reloptions: string[] }> }).rows[0]?.reloptions).toContain('fastupdate=off');
  });

  it('refuses bad input with VALIDATION_FAILED, never a 500', async () => {
    const bad = [
      '/console/api/members?kind=phone&q=1',
      '/console/api/members?pageSize=1000',
      '/console/api/members?pageNo=0',
      '/console/api/members?sort=balance',
      '/console/api/members?q=a&kind=realName',
      '/console/api/members?q=abc&kind=mobile',
      '/console/api/members?q=zz%25&kind=ip',
      '/console/api/members?q=12a&kind=id',
      '/console/api/members?q=0&kind=id',
      `/console/api/members?q=${'x'.repeat(101)}`,
      '/console/api/members?q=demo&extra=1',
      '/console/api/members/abc',
      '/console/api/members/0',
      '/console/api/members/99999999999999999999',
      '/console/api/members/1/ledger?wallet=main;drop',
      '/console/api/members/1/rounds?pageSize=-1',
      '/console/api/members/1?x=1',
    ];
    for (const url of bad) {
      const res = await consoleGet(t.app, token, url);
      expect([res.statusCode, res.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknown = await consoleGet(t.app, token, '/console/api/members/987654321');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    // Wildcards are text: '%' and '_' match only themselves.
    expect((await find({ q: '%', kind: 'username' })).names).toEqual([]);
  });

  it('shows a profile: identity, bindings with masked payout accounts, wallets, upline', async () => {
    const res = await consoleGet(t.app, token, `/console/api/members/${ids.beta}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: ids.beta,
      username: 'zeta_beta',
      realName: 'Pedro Beta Zamora',
      role: 'member',
      status: 'active',
      passwordResetRequired: false,
      registerIp: '198.51.100.70',
      bindings: {
        mobile: '+63 9181110002',
        email: 'zeta.beta@example.com',
        authenticator: false,
        withdrawPassword: false,
        payoutAccounts: [
          { kind: 'BANK', providerName: 'BDO', accountName: 'Pedro Beta Zamora', accountNo: '********7890' },
        ],
      },
      wallets: [{ wallet: 'MAIN', balance: '123.45' }],
      upline: [{ id: ids.alpha, username: 'zeta_alpha', type: 1 }],
    });
  });

  it('lists the records of a member, paged: ledger, deposits, withdrawals, rounds, logins, notes', async () => {
    // A network the member used before (its other one would ask for a code).
    await t.database.db.execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${ids.beta}, '127.0.0.1')`);
    const res = await login(t.app, { username: 'zeta_beta', password: 'Old12345' });
    expect(res.statusCode, res.body).toBe(200);
    const logins = (await consoleGet(t.app, token, `/console/api/members/${ids.beta}/logins`)).json().value;
    expect(logins).toMatchObject({ total: 1, pageNo: 1, totalPages: 1 });
    expect(logins.list[0]).toMatchObject({ ip: '127.0.0.1', entry: 'member', live: true });
    for (const part of ['ledger', 'deposits', 'withdrawals', 'rounds', 'logins', 'notes']) {
      const res = await consoleGet(t.app, token, `/console/api/members/${ids.beta}/${part}?pageSize=5`);
      expect(res.statusCode, `${part}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json().value).toMatchObject({ pageNo: 1, pageSize: 5, list: expect.any(Array) });
    }
    const ledger = (await consoleGet(t.app, token, `/console/api/members/${ids.beta}/ledger?pageSize=2`)).json().value;
    expect(ledger).toMatchObject({
      total: 1,
      list: [{ kind: 'ADJUSTMENT', amount: '123.45', balanceAfter: '123.45' }],
    });
    const none = await consoleGet(t.app, token, `/console/api/members/987654321/deposits`);
    expect(none.statusCode).toBe(404);
  });
  it('counts up to 1,000 matches and still pages and sorts past them (runs last: it adds 10,050 members)', async () => {
    await t.database.db.execute(
      sql`INSERT INTO member (merchant_code, username, password_hash) SELECT 'FORTUNA', 'cap_' || i, 'x' FROM generate_series(1, 10050) i`,
    );
    const page = async (query: string) =>
      (await consoleGet(t.app, token, `/console/api/members?q=cap_&${query}`)).json().value;
    const first = await page('pageSize=3');
    expect(first).toMatchObject({ total: 1_000, totalCapped: true, totalPages: 334, kind: 'username' });
    expect(first.list.map((r: { username: string }) => r.username)).toEqual(['cap_10050', 'cap_10049', 'cap_10048']);
    const past = await page('pageSize=100&pageNo=101&order=asc');
    expect(past.list.map((r: { username: string }) => r.username).slice(0, 2)).toEqual(['cap_10001', 'cap_10002']);
    // A rare match among many members: read through its index, sorted, counted exactly.
    const rare = (
      await consoleGet(t.app, token, '/console/api/members?q=cap_1000&pageSize=5&sort=username&order=asc')
    ).json().value;
    expect(rare).toMatchObject({ total: 11, totalCapped: false, totalPages: 3 });
    expect(rare.list.map((r: { username: string }) => r.username)).toEqual([
      'cap_1000',
      'cap_10000',
      'cap_10001',
      'cap_10002',
      'cap_10003',
    ]);
  });
});
