import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seamlessHeaders, signSeamless } from '../src/modules/play/seamless-signature.js';
import { TEST_DATABASES } from './test-app.js';
import { useSeamlessHarness } from './seamless-helpers.js';

/**
 * The seamless-wallet API as a provider uses it, through signed HTTP on the real database: the
 * launch and its single-use token, and the signatures. Money calls: seamless-money.test.ts; the
 * records the rounds feed: seamless-records.test.ts.
 */
describe.each(TEST_DATABASES)('seamless wallet API on %s', (kind) => {
  const { t, clock, auth, balance, fundTo, call, launch, openSession, ids, secret, nodeId, setOffset } =
    useSeamlessHarness(kind);

  describe('launch', () => {
    it('answers a launch URL on a configured host with a single-use token, and records the game as recent', async () => {
      const res = await launch();
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value.mode).toBe('REAL');
      expect(value.url).toMatch(/^\/house\/play\/\?token=[A-Za-z0-9_-]{32}&lang=en$/);
      const recent = (
        await t.app.inject({ url: '/wps/relay/GCS_recentGame?page=1&pageSize=12', headers: auth() })
      ).json().value;
      expect(recent.list[0].nodeId).toBe(nodeId());

      const launchToken = new URL(value.url, 'http://x').searchParams.get('token') as string;
      const first = await call('/seamless/v1/authenticate', { launchToken });
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ mode: 'REAL', currency: 'PHP', vassalage: 'PG', gameType: 'RNG' });
      const again = await call('/seamless/v1/authenticate', { launchToken });
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');
    });

    it('refuses an expired launch token', async () => {
      const url = (await launch()).json().value.url as string;
      setOffset(121_000);
      const res = await call('/seamless/v1/authenticate', {
        launchToken: new URL(url, 'http://x').searchParams.get('token'),
      });
      expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    });

    it('needs a login for real play, offers free trial only where the game supports it, and honours maintenance', async () => {
      expect((await launch(`nodeId=${nodeId()}`, null)).json().code).toBe('NOT_LOGGED_IN');
      expect((await launch('nodeId=999999999')).json().code).toBe('NOT_FOUND');
      expect((await launch('nodeId=abc')).json().code).toBe('VALIDATION_FAILED');
      expect((await launch(`nodeId=${nodeId()}&lang=xx`)).json().code).toBe('VALIDATION_FAILED');

      await t.database.db.execute(sql`UPDATE game SET support_play = 1 WHERE node_id = ${nodeId()}`);
      expect((await launch(`nodeId=${nodeId()}&trial=1`, null)).json().code).toBe('FEATURE_DISABLED');
      await t.database.db.execute(sql`UPDATE game SET support_play = 0 WHERE node_id = ${nodeId()}`);
      const trial = await launch(`nodeId=${nodeId()}&trial=1`, null);
      expect(trial.json().value.mode).toBe('FUN');
      const fun = await call('/seamless/v1/authenticate', {
        launchToken: new URL(trial.json().value.url, 'http://x').searchParams.get('token'),
      });
      expect(fun.json().value).toMatchObject({ mode: 'FUN', playerId: 'guest' });

      await t.database.db.execute(sql`UPDATE game SET status = 'MAINTENANCE' WHERE node_id = ${nodeId()}`);
      const down = await launch();
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('GAME_MAINTENANCE');
      await t.database.db.execute(sql`UPDATE game SET status = 'ACTIVE' WHERE node_id = ${nodeId()}`);
    });
  });

  describe('signatures', () => {
    it('refuses unsigned, forged, tampered, stale and replayed calls, changing nothing', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const body = JSON.stringify({ sessionId, amount: '1.00', ...ids() });
      const path = '/seamless/v1/debit';
      const send = (headers: Record<string, string>, payload = body) =>
        t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
      const good = seamlessHeaders('HOUSE', secret(), 'POST', path, body, clock().getTime());

      const cases: Array<[string, Record<string, string>, string?]> = [
        ['no headers', {}],
        ['unknown provider', { ...good, 'x-provider': 'NOPE' }],
        ['wrong key', seamlessHeaders('HOUSE', 'f'.repeat(64), 'POST', path, body, clock().getTime())],
        ['tampered body', good, body.replace('1.00', '9.00')],
        ['other path', seamlessHeaders('HOUSE', secret(), 'POST', '/seamless/v1/credit', body, clock().getTime())],
        ['stale timestamp', seamlessHeaders('HOUSE', secret(), 'POST', path, body, clock().getTime() - 61_000)],
        ['future timestamp', seamlessHeaders('HOUSE', secret(), 'POST', path, body, clock().getTime() + 61_000)],
        ['bad signature text', { ...good, 'x-signature': 'zz' }],
      ];
      for (const [name, headers, payload] of cases) {
        const res = await send(headers, payload);
        expect(res.statusCode, name).toBe(401);
        expect(res.json().code, name).toBe('SIGNATURE_INVALID');
      }
      expect(await balance()).toBe(10_000n);

      expect((await send(good)).statusCode).toBe(200);
      const replayed = await send(good);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().value.reason).toBe('replayed-nonce');
      expect(await balance()).toBe(9_900n);
    });

    it('spends the nonce of a refused bet too, so it cannot be sent again after a deposit', async () => {
      await fundTo(100n);
      const sessionId = await openSession();
      const path = '/seamless/v1/debit';
      const body = JSON.stringify({ sessionId, amount: '5.00', ...ids() });
      const headers = {
        'content-type': 'application/json',
        ...seamlessHeaders('HOUSE', secret(), 'POST', path, body, clock().getTime()),
      };
      const first = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      expect(first.json().code).toBe('INSUFFICIENT_FUNDS');
      await fundTo(10_000n);
      const replayed = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().value.reason).toBe('replayed-nonce');
      expect(await balance()).toBe(10_000n);
    });

    it('signs exactly method, path, timestamp, nonce and body hash', () => {
      const a = signSeamless('k', 'POST', '/p', '1', 'n'.repeat(16), '{}');
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(signSeamless('k', 'POST', '/p', '2', 'n'.repeat(16), '{}')).not.toBe(a);
      expect(signSeamless('k', 'POST', '/p', '1', 'm'.repeat(16), '{}')).not.toBe(a);
      expect(signSeamless('k', 'POST', '/p', '1', 'n'.repeat(16), '{ }')).not.toBe(a);
      expect(signSeamless('k', 'GET', '/p', '1', 'n'.repeat(16), '{}')).not.toBe(a);
    });
  });
});
