import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect } from 'vitest';
import { queryRows, type Db } from '../src/platform/db.js';
import { seamlessHeaders } from '../src/modules/play/seamless-signature.js';
import { useTestApp } from './test-app.js';
import { login } from './identity-helpers.js';

/*
 * What a test needs to play rounds as the house provider does, through the signed seamless-wallet
 * API: the provider's seeded secret, a game to launch, and a signed call.
 */

/** The seeded house provider's seamless-wallet secret. */
export async function houseSecret(db: Db): Promise<string> {
  const rows = await queryRows<{ secret: string }>(db, sql`SELECT secret FROM game_provider WHERE code = 'HOUSE'`);
  return rows[0]!.secret;
}

/** The first active house slot of the seed (a game a member launches and plays rounds of). */
export async function firstHouseSlot(db: Db): Promise<number> {
  const rows = await queryRows<{ node_id: string }>(
    db,
    sql`SELECT node_id::text FROM game WHERE vassalage = 'PG' AND game_type = 'RNG' AND status = 'ACTIVE' ORDER BY node_id LIMIT 1`,
  );
  return Number(rows[0]!.node_id);
}

/** A provider's signed seamless call (POST `path` with `body` as JSON). */
export function seamlessCall(
  app: FastifyInstance,
  path: string,
  body: object,
  sign: { provider?: string; key: string; now?: number },
) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...seamlessHeaders(sign.provider ?? 'HOUSE', sign.key, 'POST', path, payload, sign.now ?? Date.now()),
    },
    payload,
  });
}

/**
 * What the seamless-wallet specs (seamless*.test.ts) share: a test app on a clock a test may move
 * (back to now after each test, with the ledger's invariants checked), the demo member, the house
 * provider's signed calls, a launch and an authenticated game session. Call it inside the spec's
 * describe: the app opens in its beforeAll.
 */
export function useSeamlessHarness(kind: 'pglite' | 'postgres') {
  let token: string;
  let memberId: number;
  let secret: string;
  let nodeId: number;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const t = useTestApp(kind, { clock });
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
  const main = () => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
  const balance = () => t.app.services.ledger.balanceOf(main());

  async function fundTo(target: bigint) {
    const diff = target - (await balance());
    if (diff === 0n) return;
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `seamless-test-fund:${randomUUID()}`,
      postings: [
        { account: main(), amount: diff },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -diff },
      ],
    });
  }

  /** A provider's signed call. */
  const call = (path: string, body: object, opts: { provider?: string; key?: string; now?: number } = {}) =>
    seamlessCall(t.app, path, body, { ...opts, key: opts.key ?? secret, now: opts.now ?? clock().getTime() });

  async function launch(query = `nodeId=${nodeId}`, tk: string | null = token) {
    const res = await t.app.inject({ url: `/wps/game/launchGame?${query}`, headers: tk ? auth(tk) : {} });
    return res;
  }
  async function openSession(): Promise<string> {
    const url = (await launch()).json().value.url as string;
    const launchToken = new URL(url, 'http://x').searchParams.get('token') as string;
    const res = await call('/seamless/v1/authenticate', { launchToken });
    expect(res.statusCode).toBe(200);
    return res.json().value.sessionId;
  }
  const ids = () => ({ transactionId: `tx-${randomUUID()}`, roundId: `r-${randomUUID()}` });

  beforeAll(async () => {
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    memberId = (await t.app.inject({ url: '/wps/member/info', headers: auth() })).json().value.id;
    secret = await houseSecret(t.database.db);
    nodeId = await firstHouseSlot(t.database.db);
  });
  afterEach(async () => {
    offsetMs = 0;
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  return {
    t,
    clock,
    auth,
    balance,
    fundTo,
    call,
    launch,
    openSession,
    ids,
    secret: () => secret,
    nodeId: () => nodeId,
    setOffset: (ms: number) => void (offsetMs = ms),
  };
}
