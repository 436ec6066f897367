import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, SystemStatus } from '@fortuna/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/platform/db.js';
import { runDepositCommand } from '../src/modules/cashier/deposit-cli.js';
import { readBrandConfig } from '../src/modules/system/system-service.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';
import { login } from './identity-helpers.js';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/platform/db.js';

/**
 * A second brand in another market: São Paulo's zone, reais, English and Thai. Nothing of the
 * demo brand's Manila, pesos or Filipino may leak into what the server, the CLI or the checks do.
 */
describe.each(TEST_DATABASES)('a brand in another zone and currency on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let now = new Date();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(sql`
      UPDATE merchant SET time_zone = 'America/Sao_Paulo', currency_code = 'BRL', currency_symbol = 'R$',
        languages = '{EN,TH}', default_language = 'EN'
      WHERE code = 'FORTUNA'`);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true', DEMO_MODE: 'true', LOG_LEVEL: 'silent', WEB_DIST: '' }),
    };
    app = await buildApp({ config, database, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('publishes its zone, currency and languages in the system status', async () => {
    const res = await app.inject({ url: '/wps/system/status' });
    expect(envelope(SystemStatus).parse(res.json()).value.info.brand).toEqual({
      timeZone: 'America/Sao_Paulo',
      currency: { code: 'BRL', symbol: 'R$' },
      languages: ['EN', 'TH'],
      defaultLanguage: 'EN',
    });
    expect(await readBrandConfig(database.db, 'FORTUNA')).toMatchObject({ currency: { code: 'BRL' } });
  });

  it('numbers orders and files records by its own market day, credits reais from the CLI, and its books balance', async () => {
    // Signed in on the real clock (the login is encrypted with a timestamp), then the orders:
    // 01:30 UTC on 23 November is still 22 November in São Paulo (23 November in Manila).
    const token = (await login(app, { username: 'demo', password: 'Demo1234' })).json().value.token as string;
    now = new Date('2026-11-23T01:30:00Z');
    const created = await app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: auth(token),
      payload: { channelCode: 'BDO', amount: '1500', requestKey: randomUUID() },
    });
    const orderNo = created.json().value.orderNo as string;
    expect(orderNo).toMatch(/^D20261122\d{8}$/);
    const records = async (day: string) =>
      (await app.inject({ url: `/wps/cashier/deposits?startDate=${day}&endDate=${day}`, headers: auth(token) })).json()
        .value.list as Array<{ orderNo: string }>;
    expect((await records('2026-11-22')).map((r) => r.orderNo)).toContain(orderNo);
    expect(await records('2026-11-23')).toEqual([]);

    // The operator CLI reads the brand's currency: the credit lands in the member's BRL wallet.
    const output = await runDepositCommand(
      database.db,
      undefined,
      'FORTUNA',
      ['deposits', 'approve', orderNo],
      '',
      'cli:test',
    );
    expect(output).toContain(orderNo);
    const balance = (await app.inject({ url: '/wps/member/balance', headers: auth(token) })).json().value
      .balance as string;
    expect(balance).toBe('1500.00');
    const currencies = await queryRows<{ currency: string }>(
      database.db,
      sql`SELECT DISTINCT currency FROM ledger_account`,
    );
    expect(currencies.map((r) => r.currency)).toEqual(['BRL']);
    expect((await app.services.ledger.checkInvariants()).ok).toBe(true);
  });
});
