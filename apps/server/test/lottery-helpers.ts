import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows, type Db } from '../src/platform/db.js';

/** Members made straight in the database (many at once), each with a live session token and MAIN funded. */
export async function lotteryPlayers(
  app: FastifyInstance,
  db: Db,
  count: number,
  opts: { prefix: string; funds?: bigint; type?: number },
): Promise<Array<{ id: number; token: string }>> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  const rows = await queryRows<{ id: string; n: string }>(
    db,
    sql`INSERT INTO member (merchant_code, username, password_hash, type)
        SELECT 'FORTUNA', ${opts.prefix} || n, 'x', ${opts.type ?? MEMBER_TYPE.MEMBER}
        FROM generate_series(1, ${count}) AS n RETURNING id::text, substr(username, ${opts.prefix.length + 1}) AS n`,
  );
  const ids = rows.sort((a, b) => Number(a.n) - Number(b.n)).map((r) => Number(r.id));
  await db.execute(
    sql`INSERT INTO member_session (member_id, token_hash, entry, ip, expires_at)
        SELECT m, h, 'member', '127.0.0.1', now() + interval '1 day'
        FROM unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${hashes.join(',')}}`}::text[]) AS u(m, h)`,
  );
  if (opts.funds && opts.funds > 0n) {
    for (const id of ids) await fund(app, id, opts.funds);
  }
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

export const fund = (app: FastifyInstance, memberId: number, amount: bigint) =>
  app.services.ledger.post({
    kind: 'ADJUSTMENT',
    idempotencyKey: `lottery-test-fund:${memberId}:${randomBytes(6).toString('hex')}`,
    postings: [
      { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount },
      { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -amount },
    ],
  });

export const balanceOf = async (app: FastifyInstance, memberId: number) =>
  app.services.ledger.balanceOf({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });

/** A synced game of a family (the demo catalogue's), with risk settings reset. */
export async function lotteryGame(
  db: Db,
  family: string,
): Promise<{ id: number; gameCode: string; vassalage: string }> {
  const [g] = await queryRows<{ id: string; game_code: string; vassalage: string }>(
    db,
    sql`SELECT id::text, game_code, vassalage FROM lottery_game WHERE family = ${family} AND enabled
        ORDER BY vassalage, game_code LIMIT 1`,
  );
  if (!g) throw new Error(`no ${family} game synced`);
  return { id: Number(g.id), gameCode: g.game_code, vassalage: g.vassalage };
}

export async function setRisk(
  db: Db,
  gameId: number,
  risk: {
    limits?: Record<string, Record<string, number>>;
    maxPayoutPerPlayer?: number;
    restricted?: Record<string, number>;
    closed?: string[];
  },
) {
  await db.execute(
    sql`UPDATE lottery_game SET limits = ${JSON.stringify(risk.limits ?? {})}::jsonb,
          max_payout_per_player = ${risk.maxPayoutPerPlayer ?? 50_000_000},
          restricted = ${JSON.stringify(risk.restricted ?? {})}::jsonb,
          closed_numbers = ${`{${(risk.closed ?? []).map((c) => `"${c}"`).join(',')}}`}::text[]
        WHERE id = ${gameId}`,
  );
}

/** Issues of a game, one a minute from `start` (codes `<prefix>01`…), on sale from their window's start. */
export async function openTestIssues(db: Db, gameId: number, prefix: string, start: Date, count: number) {
  for (let i = 0; i < count; i++) {
    const drawAt = new Date(start.getTime() + (i + 1) * 60_000);
    await db.execute(
      sql`INSERT INTO lottery_issue (game_id, code, sale_start, sale_end, draw_at, seed_hash)
          VALUES (${gameId}, ${prefix + String(i + 1).padStart(2, '0')}, ${new Date(start.getTime() - 3_600_000)},
                  ${new Date(drawAt.getTime() - 10_000)}, ${drawAt}, ${'ab'.repeat(32)})`,
    );
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let keys = 0;
export const slipKey = () => `slip-${process.pid}-${++keys}-${randomBytes(3).toString('hex')}`;
