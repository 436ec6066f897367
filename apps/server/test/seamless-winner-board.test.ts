import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES } from './test-app.js';
import { useSeamlessHarness } from './seamless-helpers.js';

/** Real wins feed the lobby's winner board: a real-money win of 1,000.00 or more, once, name masked. */
describe.each(TEST_DATABASES)('the winner board from real wins on %s', (kind) => {
  const { t, fundTo, call, openSession, ids, nodeId } = useSeamlessHarness(kind);
  // demo's rows on the board since the test began (a new database's seed adds made-up wins ending now;
  // the served list, masked and biggest first, is games.test's).
  const recent = async (since: number) =>
    queryRows<{ customer_name: string; win_amount: string; node_id: string }>(
      t.database.db,
      sql`SELECT customer_name, win_amount::text, node_id::text FROM winner_board_entry
          WHERE won_at >= ${new Date(since).toISOString()} AND customer_name = 'demo' ORDER BY id`,
    );

  it('lists a win of 1,000.00 or more once (a replayed credit adds nothing), and leaves smaller wins off', async () => {
    const since = Date.now() - 1000;
    await fundTo(500_000n);
    const sessionId = await openSession();
    const play = async (stake: string, win: string) => {
      const round = ids();
      expect((await call('/seamless/v1/debit', { sessionId, ...round, amount: stake })).statusCode).toBe(200);
      const credit = { sessionId, transactionId: `win-${randomUUID()}`, roundId: round.roundId, amount: win };
      const first = await call('/seamless/v1/credit', credit);
      expect(first.statusCode, first.body).toBe(200);
      expect((await call('/seamless/v1/credit', credit)).body).toBe(first.body);
    };
    await play('10.00', '999.99');
    await play('20.00', '4321.50');
    // The board is written after the win commits, off its path.
    await expect
      .poll(async () => (await recent(since)).map((e) => e.win_amount), { timeout: 5000 })
      .toEqual(['432150']);
    const [entry] = await recent(since);
    expect(entry).toEqual({ customer_name: 'demo', win_amount: '432150', node_id: String(nodeId()) });
  });
});
