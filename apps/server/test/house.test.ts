import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES, type TestApp } from './test-app.js';
import { houseHarness } from './house-harness.js';
import { houseSecret } from './seamless-helpers.js';

/**
 * The house provider end to end over real HTTP: the server listens on loopback, the house
 * provider's game API is called as the game client calls it, and its money moves only through
 * the signed seamless-wallet calls it makes back to the operator.
 */
describe.each(TEST_DATABASES)('house provider on %s', (kind) => {
  const house = houseHarness(kind);
  const { h, http, balance, nodeOf, mappedGame, openGame, roundOf, deal, expectRefused, fundTo } = house;
  let t: TestApp;
  let memberId: number;

  beforeAll(async () => {
    await house.start();
    ({ t, memberId } = h);
  });
  afterEach(async () => {
    h.offsetMs = 0;
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  afterAll(async () => {
    await house.stop();
  });

  it('plays the slot: each spin takes the stake and pays the win through the wallet, and is stored with its outcome', async () => {
    await fundTo(100_000n);
    const session = await openGame((await mappedGame('RNG', 'fortuna-fruits')).nodeId);
    expect(session).toMatchObject({ game: 'slot', houseGame: 'fortuna-fruits', mode: 'REAL', currency: 'PHP' });
    expect(session.balance).toBe('1000.00');
    expect(session.rules.lines).toHaveLength(20);
    let expected = 100_000n;
    for (let i = 0; i < 8; i++) {
      const spin = await http('/house/api/slot/spin', { method: 'POST', token: session.token, body: { bet: '2.00' } });
      expect(spin.status).toBe(200);
      const { bet, win, balance: after, outcome, roundId } = spin.body.value;
      expected += toMinor(win) - toMinor(bet);
      expect(toMinor(after)).toBe(expected);
      expect(outcome.window).toHaveLength(5);
      const stored = await t.app.house.round(roundId);
      expect(stored).toMatchObject({ status: 'SETTLED', bet: '200', win: String(toMinor(win)) });
      expect((stored!.outcome as { stops: number[] }).stops).toEqual(outcome.stops);
    }
    expect(await balance()).toBe(expected);
    const history = await http('/house/api/history', { token: session.token });
    expect(history.body.value).toHaveLength(8);
    const rounds = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM game_round WHERE member_id = ${memberId} AND status = 'SETTLED'`,
    );
    expect(Number(rounds[0]!.n)).toBeGreaterThanOrEqual(8);
  });

  it('refuses a bet off the bet list and a spin beyond the balance, changing nothing', async () => {
    await fundTo(100n);
    const session = await openGame((await mappedGame('RNG', 'fortuna-fruits')).nodeId);
    const bad = await http('/house/api/slot/spin', { method: 'POST', token: session.token, body: { bet: '3.00' } });
    expect(bad.status).toBe(400);
    const broke = await http('/house/api/slot/spin', { method: 'POST', token: session.token, body: { bet: '2.00' } });
    expect(broke.status).toBe(409);
    expect(broke.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '1.00' } });
    expect(await balance()).toBe(100n);
    expect((await http('/house/api/slot/spin', { method: 'POST', body: { bet: '1.00' } })).status).toBe(401);
  });

  it('deals baccarat for live-casino games and counts pushed stakes out of the valid bet', async () => {
    await fundTo(1_000_000n);
    const session = await openGame(await nodeOf('LIVE'));
    expect(session.game).toBe('baccarat');
    let expected = 1_000_000n;
    for (let i = 0; i < 12; i++) {
      const { bet, win, outcome, roundId } = await deal('baccarat', session.token, {
        PLAYER: '10',
        BANKER: '5.00',
        TIE: '1',
      });
      expect(bet).toBe('16.00');
      expected += toMinor(win) - 1_600n;
      expect(['PLAYER', 'BANKER', 'TIE']).toContain(outcome.hand.winner);
      expect((await roundOf(roundId))?.valid_bet).toBe(outcome.hand.winner === 'TIE' ? '100' : '1600');
    }
    expect(await balance()).toBe(expected);
    await expectRefused('baccarat', session.token, [{}, { PLAYER: '0.50' }, { PLAYER: '20000' }, { SIDE: '1' }]);
    const wrongGame = await http('/house/api/slot/spin', {
      method: 'POST',
      token: session.token,
      body: { bet: '1.00' },
    });
    expect(wrongGame.status).toBe(404);
  });

  it('plays a free trial on provider credit without touching any wallet', async () => {
    await fundTo(5_000n);
    const nodeId = await nodeOf('RNG');
    await t.database.db.execute(sql`UPDATE game SET support_play = 0 WHERE node_id = ${nodeId}`);
    const session = await openGame(nodeId, { trial: true, memberToken: null });
    expect(session).toMatchObject({ mode: 'FUN', balance: '2000.00' });
    const count = async (table: 'ledger_entry' | 'game_round') =>
      (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM ${sql.raw(table)}`))[0]!.n;
    const [entriesBefore, roundsBefore] = [await count('ledger_entry'), await count('game_round')];
    let wins = 0;
    for (let i = 0; i < 5; i++) {
      const spin = await http('/house/api/slot/spin', {
        method: 'POST',
        token: session.token,
        body: { bet: '100.00' },
      });
      expect(spin.status).toBe(200);
      wins += Number(spin.body.value.win);
    }
    expect(await balance()).toBe(5_000n);
    expect(await count('ledger_entry')).toBe(entriesBefore);
    expect(await count('game_round')).toBe(roundsBefore);
    // The stakes and wins moved the provider's trial credit instead (a net zero is possible, so
    // the credit is checked against the spins' own answers rather than against the start).
    const after = await http('/house/api/balance', { token: session.token });
    expect(Number(after.body.value.balance)).toBeCloseTo(2000 - 5 * 100 + wins, 2);
  });

  it('trial members play from their demo credit, never the real wallet', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trialToken = trial.json().value.token as string;
    expect(trialToken).toBeTruthy();
    const session = await openGame((await mappedGame('RNG', 'fortuna-fruits')).nodeId, { memberToken: trialToken });
    expect(session).toMatchObject({ mode: 'DEMO', balance: '10000.00' });
    const spin = await http('/house/api/slot/spin', { method: 'POST', token: session.token, body: { bet: '10.00' } });
    expect(spin.status).toBe(200);
    const rows = await queryRows<{ wallet: string }>(
      t.database.db,
      sql`SELECT wallet FROM game_round WHERE round_id = ${spin.body.value.roundId}`,
    );
    expect(rows[0]!.wallet).toBe('DEMO');
  });

  it('completes rounds a crash left half done: an unconfirmed stake is rolled back, a taken stake is paid', async () => {
    await fundTo(10_000n);
    const session = await openGame(await nodeOf('RNG'));
    const sessionRow = await queryRows<{ id: string; wallet_session_id: string }>(
      t.database.db,
      sql`SELECT id::text, wallet_session_id FROM house_session ORDER BY id DESC LIMIT 1`,
    );
    const { id: houseSessionId, wallet_session_id: walletSession } = sessionRow[0]!;
    expect(session.token).toBeTruthy();
    // Round A: the stake reached the wallet but the provider died before recording it.
    // Round B: the stake was taken and recorded, the win (5.00) never paid.
    await t.database.db
      .execute(sql`INSERT INTO house_round (round_id, session_id, game, bet, win, outcome, status, created_at) VALUES
      ('SA-crash', ${houseSessionId}, 'fortuna-fruits', 200, 0, '{"validBet":"2.00"}', 'PENDING', now() - interval '5 minutes'),
      ('SB-crash', ${houseSessionId}, 'fortuna-fruits', 200, 500, '{"validBet":"2.00"}', 'DEBITED', now() - interval '5 minutes')`);
    const { seamlessHeaders } = await import('../src/modules/play/seamless-signature.js');
    const secret = await houseSecret(t.database.db);
    for (const roundId of ['SA-crash', 'SB-crash']) {
      const payload = JSON.stringify({
        sessionId: walletSession,
        transactionId: `${roundId}:bet`,
        roundId,
        amount: '2.00',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/seamless/v1/debit',
        headers: {
          'content-type': 'application/json',
          ...seamlessHeaders('HOUSE', secret, 'POST', '/seamless/v1/debit', payload),
        },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await balance()).toBe(9_600n);
    const result = await t.app.house.recover();
    expect(result).toEqual({ rolledBack: 1, settled: 1 });
    expect(await balance()).toBe(10_300n);
    expect((await t.app.house.round('SA-crash'))!.status).toBe('ROLLED_BACK');
    expect((await t.app.house.round('SB-crash'))!.status).toBe('SETTLED');
    // Running it again changes nothing.
    expect(await t.app.house.recover()).toEqual({ rolledBack: 0, settled: 0 });
    expect(await balance()).toBe(10_300n);
  });

  it('serves the game client and refuses a spent launch token', async () => {
    const launched = await http(`/wps/game/launchGame?nodeId=${await nodeOf('RNG')}`, { token: h.token });
    const launchToken = new URL(launched.body.value.url, h.base).searchParams.get('token');
    expect((await http('/house/api/session', { method: 'POST', body: { launchToken } })).status).toBe(200);
    const again = await http('/house/api/session', { method: 'POST', body: { launchToken } });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('LAUNCH_TOKEN_INVALID');
  });
});
