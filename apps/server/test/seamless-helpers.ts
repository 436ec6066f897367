import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from '../src/platform/db.js';
import { seamlessHeaders } from '../src/modules/play/seamless-signature.js';

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
