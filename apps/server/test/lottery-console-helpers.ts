import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db.js';

/* Fixtures of the console's lottery tests: issues, tickets and exposure rows written as the core and betting would. */

/** A North sheet of 27 numbers (the published sheet of 2016-01-01, as the rules' tests use). */
export const NORTH_SHEET: Record<string, string[]> = {
  DB: ['52552'],
  G1: ['56247'],
  G2: ['84402', '15788'],
  G3: ['27303', '72185', '85826', '05470', '31281', '92069'],
  G4: ['7632', '5914', '9262', '1428'],
  G5: ['6316', '2416', '6548', '4125', '2082', '1769'],
  G6: ['705', '339', '476'],
  G7: ['52', '14', '06', '89'],
};

/** The lottery game of a catalogue code (synced at start). */
export async function lotteryGame(db: Db, where: { family?: string; gameCode?: string }) {
  const [row] = await queryRows<{ id: string; family: string; game_code: string; source: string }>(
    db,
    sql`SELECT id::text, family, game_code, source FROM lottery_game
        WHERE (${where.family ?? null}::text IS NULL OR family = ${where.family ?? null})
          AND (${where.gameCode ?? null}::text IS NULL OR game_code = ${where.gameCode ?? null})
        ORDER BY game_code LIMIT 1`,
  );
  if (!row) throw new Error(`no lottery game ${JSON.stringify(where)}`);
  return { ...row, id: Number(row.id) };
}

/** An issue of a game drawing at `drawAt` (sale from a day before until the draw). */
export async function insertIssue(
  db: Db,
  gameId: number,
  code: string,
  drawAt: Date,
  extra: { status?: string; seed?: string; seedHash?: string } = {},
): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO lottery_issue (game_id, code, sale_start, sale_end, draw_at, status, seed, seed_hash)
        VALUES (${gameId}, ${code}, ${new Date(drawAt.getTime() - 86_400_000)}, ${drawAt}, ${drawAt},
                ${extra.status ?? 'OPEN'}, ${extra.seed ?? null}, ${extra.seedHash ?? null})
        RETURNING id::text`,
  );
  return Number(row?.id);
}

/** A ticket of a member on an issue (one lô line), with its status and payout (minor units). */
export async function insertTicket(
  db: Db,
  t: { gameId: number; issueId: number; memberId: number; stake: number; status?: string; payout?: number },
): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO lottery_ticket (merchant_code, member_id, game_id, issue_id, slip_key, lines, stake, max_payout,
                                    status, payout)
        VALUES ('FORTUNA', ${t.memberId}, ${t.gameId}, ${t.issueId}, ${`slip-${Math.random().toString(36).slice(2)}`},
                '[]'::jsonb, ${t.stake}, ${t.stake * 80}, ${t.status ?? 'PENDING'}, ${t.payout ?? 0})
        RETURNING id::text`,
  );
  return Number(row?.id);
}

export const insertExposure = (db: Db, issueId: number, numberKey: string, stake: number) =>
  db.execute(
    sql`INSERT INTO lottery_exposure (issue_id, number_key, stake) VALUES (${issueId}, ${numberKey}, ${stake})`,
  );

export async function issueRow(db: Db, id: number) {
  const [row] = await queryRows<{
    status: string;
    result_source: string | null;
    result_text: string | null;
    result: unknown;
  }>(db, sql`SELECT status, result_source, result_text, result FROM lottery_issue WHERE id = ${id}`);
  return row;
}
