import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db.js';

/**
 * Rounds and deposits written straight into their tables with known amounts: the reports' input
 * (the reports read these tables through the modules' figure functions, whatever wrote them).
 */
export const insertRound = (
  db: Db,
  id: string,
  memberId: number,
  date: string,
  o: { bet: number; payout: number; status?: string; wallet?: string; vendor?: string; gameType?: string },
) =>
  db.execute(
    sql`INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
                                game_code, game_name, bet_amount, valid_bet, payout, status, business_date, started_at, settled_at)
        VALUES ('FORTUNA', 'TEST', ${id}, ${memberId}, ${o.wallet ?? 'MAIN'}, 1, ${o.vendor ?? 'TESTV'}, ${o.gameType ?? 'RNG'},
                'g', 'G', ${o.bet}, ${o.bet}, ${o.payout}, ${o.status ?? 'SETTLED'}, ${date}::date, now(), now())`,
  );

/** A bank-transfer deposit order (a pending one waits in the staff's review queue). */
export async function insertDeposit(db: Db, no: string, memberId: number, amount: number, status: string, at: Date) {
  const [channel] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM payment_channel WHERE kind = 'BANK_TRANSFER' ORDER BY id LIMIT 1`,
  );
  await db.execute(
    sql`INSERT INTO deposit_order (merchant_code, order_no, member_id, channel_id, amount, fee, credit_amount, status,
                                   request_key, created_at, updated_at)
        VALUES ('FORTUNA', ${no}, ${memberId}, ${channel!.id}, ${amount}, 0, ${amount}, ${status}, ${no}, ${at}, ${at})`,
  );
}

/** The ids of the demo member and the demo agent. */
export async function demoAndAgent(db: Db): Promise<{ demoId: number; agentId: number }> {
  const rows = await queryRows<{ id: number; username: string }>(
    db,
    sql`SELECT id, username FROM member WHERE username IN ('demo', 'agent')`,
  );
  const id = (name: string) => Number(rows.find((r) => r.username === name)!.id);
  return { demoId: id('demo'), agentId: id('agent') };
}
