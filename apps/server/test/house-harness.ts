import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { houseGameFor } from '../src/modules/house/house-games.js';
import { createTestApp, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';

type Body = { success: boolean; code: string; value: ReturnType<typeof JSON.parse> };

/**
 * The house provider over real HTTP: the server listens on loopback, the provider's game API is
 * called as the game client calls it, and its money moves only through the signed seamless-wallet
 * calls it makes back to the operator. `start` in beforeAll, `stop` in afterAll.
 */
export function houseHarness(kind: Parameters<typeof createTestApp>[0]) {
  const h = {
    t: undefined as unknown as TestApp,
    base: '',
    token: '',
    memberId: 0,
    offsetMs: 0,
  };
  const clock = () => new Date(Date.now() + h.offsetMs);
  const main = () => ({ ownerKind: 'member' as const, ownerId: h.memberId, wallet: 'MAIN' });
  const balance = () => h.t.app.services.ledger.balanceOf(main());

  const http = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${h.base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  /** Games of a category on vendors that play from the main wallet (not the demo's transfer-wallet vendors). */
  async function gamesOf(gameType: string, vendor?: string) {
    return queryRows<{ node_id: string; vassalage: string; game_code: string; game_name: string }>(
      h.t.database.db,
      sql`SELECT node_id::text, vassalage, game_code, game_name FROM game
          WHERE game_type = ${gameType} AND status = 'ACTIVE' AND is_game = 'GAME'
          AND vassalage NOT IN (SELECT unnest(transfer_vendors) FROM funds_setting)
          ${vendor ? sql`AND vassalage = ${vendor}` : sql``} ORDER BY node_id LIMIT 400`,
    );
  }

  async function nodeOf(gameType: string, vendor?: string): Promise<number> {
    return Number((await gamesOf(gameType, vendor))[0]!.node_id);
  }

  /** The first game of a category that the house plays as `houseGame` (by the mapping rule). */
  async function mappedGame(gameType: string, houseGame: string) {
    const games = await gamesOf(gameType);
    const game = games.find(
      (g) => houseGameFor({ gameType, vassalage: g.vassalage, gameCode: g.game_code }).id === houseGame,
    );
    if (!game) throw new Error(`no ${gameType} game plays as ${houseGame}`);
    return { nodeId: Number(game.node_id), name: game.game_name };
  }

  async function openGame(nodeId: number, opts: { trial?: boolean; memberToken?: string | null } = {}) {
    const memberToken = opts.memberToken === undefined ? h.token : opts.memberToken;
    const launched = await http(
      `/wps/game/launchGame?nodeId=${nodeId}${opts.trial ? '&trial=1' : ''}`,
      memberToken ? { token: memberToken } : {},
    );
    expect(launched.status).toBe(200);
    const launchToken = new URL(launched.body.value.url, h.base).searchParams.get('token');
    const opened = await http('/house/api/session', { method: 'POST', body: { launchToken } });
    expect(opened.status).toBe(200);
    return opened.body.value;
  }

  /** The betting record's row of a house round: its valid bet and the catalogue tile it is booked under. */
  async function roundOf(roundId: string) {
    const rows = await queryRows<{ valid_bet: string; game_name: string; node_id: string }>(
      h.t.database.db,
      sql`SELECT r.valid_bet::text, g.game_name, r.node_id::text FROM game_round r JOIN game g ON g.node_id = r.node_id
          WHERE r.round_id = ${roundId}`,
    );
    return rows[0];
  }

  /** One round at a card table ('baccarat' or 'dragon-tiger'), answered 200: the round's value. */
  async function deal(table: string, token: string, bets: Record<string, string>) {
    const res = await http(`/house/api/${table}/deal`, { method: 'POST', token, body: { bets } });
    expect(res.status).toBe(200);
    return res.body.value;
  }

  /** Each of these bets is refused at the table with 400. */
  async function expectRefused(table: string, token: string, refused: Record<string, string>[]) {
    for (const bets of refused) {
      const res = await http(`/house/api/${table}/deal`, { method: 'POST', token, body: { bets } });
      expect(res.status, JSON.stringify(bets)).toBe(400);
    }
  }

  async function fundTo(target: bigint) {
    const diff = target - (await balance());
    if (diff === 0n) return;
    await h.t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `house-test-fund:${randomUUID()}`,
      postings: [
        { account: main(), amount: diff },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -diff },
      ],
    });
  }

  async function start() {
    h.t = await createTestApp(kind, {}, clock);
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.t.app.server.address();
    h.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    h.token = (await login(h.t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    const info = await h.t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${h.token}` } });
    h.memberId = info.json().value.id;
  }

  return {
    h,
    http,
    balance,
    gamesOf,
    nodeOf,
    mappedGame,
    openGame,
    roundOf,
    deal,
    expectRefused,
    fundTo,
    start,
    stop: () => h.t?.close(),
  };
}
