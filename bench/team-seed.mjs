// The team benchmark's data (issue 21), set-based SQL only: one top agent whose team has MEMBERS
// members over 5 levels (10 agents, 90, 900, 9,000, then players), ROUNDS settled rounds spread
// over the last 30 market days, and the team rollups closed with the job's own grouping (5-minute
// rows from the rounds by settlement time, hours and days summed from them, frontiers moved). Each
// member plays on 10 of the 30 days, its rounds of a day in one 5-minute window (a session).
import { createHash, randomBytes } from 'node:crypto';

const LEVELS = [10, 90, 900, 9_000];
const DAYS = 30;
const PLAY_DAYS = 10;

/** Members of one level under the previous level's members (round-robin), paths set from the parents'. */
async function insertLevel(c, level, count, type) {
  await c.query(
    `WITH parents AS (SELECT id, path, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n
                      FROM member WHERE username LIKE $1),
          fresh AS (SELECT nextval(pg_get_serial_sequence('member', 'id')) AS id, g FROM generate_series(0, $2 - 1) g)
     INSERT INTO member (id, merchant_code, username, password_hash, type, parent_id, path, created_at)
     SELECT f.id, 'FORTUNA', 'tm' || $3 || '_' || f.g, 'x', $4, p.id, p.path || f.id || '/',
            now() - make_interval(days => 40 - (f.g % 40)::int)
     FROM fresh f JOIN parents p ON p.i = f.g % p.n`,
    [level === 1 ? 'tmtop' : `tm${level - 1}\\_%`, count, level, type],
  );
}

export async function seedTeam(c, { members, rounds }) {
  const started = performance.now();
  await c.query(`INSERT INTO member (merchant_code, username, password_hash, type, created_at)
                 VALUES ('FORTUNA', 'tmtop', 'x', 1, now() - interval '60 days')`);
  await c.query(`UPDATE member SET path = '/' || id || '/' WHERE username = 'tmtop'`);
  let left = members - 1;
  for (const [i, count] of LEVELS.entries()) {
    await insertLevel(c, i + 1, count, 1);
    left -= count;
  }
  await insertLevel(c, LEVELS.length + 1, left, 0);
  await c.query(`ANALYZE member`);
  // Rounds: member k of the team plays rounds/members rounds, on PLAY_DAYS days, a fixed minute each.
  await c.query(`CREATE TEMP TABLE team_players AS
                 SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM member WHERE path LIKE
                   (SELECT path FROM member WHERE username = 'tmtop') || '%'`);
  await c.query(`CREATE INDEX ON team_players (k)`);
  await c.query(
    `INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type, game_code,
                             game_name, bet_amount, valid_bet, payout, status, business_date, started_at, settled_at)
     SELECT 'FORTUNA', 'BENCH', 'r' || g, p.id, 'MAIN', 1, 'BENCHV', 'RNG', 'g1', 'Bench slot', b.bet, b.bet,
            CASE WHEN g % 3 = 0 THEN b.bet * 2 ELSE 0 END, 'SETTLED', (t.at AT TIME ZONE 'Asia/Manila')::date, t.at, t.at
     FROM generate_series(0, $1 - 1) g
     JOIN team_players p ON p.k = g % $2
     CROSS JOIN LATERAL (SELECT 100 * (1 + g % 50) AS bet) b
     CROSS JOIN LATERAL (SELECT date_trunc('day', now()) - make_interval(days => 1 + ((g / $2) % ${PLAY_DAYS}) * ${DAYS / PLAY_DAYS})
                                + make_interval(mins => ((p.k * 37) % 1440)::int, secs => ((g / $2) / ${PLAY_DAYS})::int) AS at) t`,
    [rounds, members],
  );
  const seeded = performance.now();
  // Closing the rollups: what team.rollups writes, grouped in SQL over the whole range at once.
  await c.query(`INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets, valid_bets, payouts,
                                          profit_loss, active)
                 SELECT 'FORTUNA', '5m', date_bin('5 minutes', r.settled_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), r.member_id,
                        m.path, count(*), sum(bet_amount), sum(valid_bet), sum(payout), sum(payout) - sum(bet_amount),
                        sum(valid_bet) >= 1
                 FROM game_round r JOIN member m ON m.id = r.member_id
                 WHERE r.status = 'SETTLED' GROUP BY 3, 4, 5`);
  // Closed: every 5-minute window ended a minute ago, hours and market days before it.
  const f = (
    await c.query(`SELECT w AS m5, date_trunc('hour', w AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila' AS hour,
                          date_trunc('day', w AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila' AS day
                   FROM (SELECT date_bin('5 minutes', now() - interval '1 minute', TIMESTAMPTZ '2000-01-01 00:00:00+00') AS w) x`)
  ).rows[0];
  for (const grain of ['hour', 'day'])
    await c.query(
      `INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets, valid_bets, payouts,
                                deposits, deposit_count, withdrawals, withdrawal_count, bonuses, profit_loss, active)
       SELECT merchant_code, $1, date_trunc($1, window_start AT TIME ZONE 'Asia/Manila') AT TIME ZONE 'Asia/Manila',
              member_id, max(path), sum(rounds), sum(bets), sum(valid_bets), sum(payouts), sum(deposits),
              sum(deposit_count), sum(withdrawals), sum(withdrawal_count), sum(bonuses), sum(profit_loss), sum(valid_bets) >= 1
       FROM team_rollup WHERE grain = '5m' AND window_start < $2 GROUP BY merchant_code, 3, member_id`,
      [grain, f[grain]],
    );
  await c.query(
    `INSERT INTO team_rollup_frontier (merchant_code, grain, closed_until)
     VALUES ('FORTUNA', '5m', $1), ('FORTUNA', 'hour', $2), ('FORTUNA', 'day', $3)
     ON CONFLICT (merchant_code, grain) DO UPDATE SET closed_until = EXCLUDED.closed_until`,
    [f.m5, f.hour, f.day],
  );
  await c.query(`ANALYZE game_round`);
  await c.query(`ANALYZE team_rollup`);
  // The top agent's session.
  const token = randomBytes(32).toString('base64url');
  await c.query(
    `INSERT INTO member_session (member_id, token_hash, entry, ip, expires_at)
     SELECT id, $1, 'member', '127.0.0.1', now() + interval '1 day' FROM member WHERE username = 'tmtop'`,
    [createHash('sha256').update(token).digest('hex')],
  );
  const counts = (
    await c.query(`SELECT (SELECT count(*) FROM member WHERE username LIKE 'tm%')::int AS members,
                          (SELECT count(*) FROM game_round WHERE provider = 'BENCH')::int AS rounds,
                          (SELECT count(*) FROM team_rollup)::int AS rollup_rows`)
  ).rows[0];
  return {
    token,
    ...counts,
    seedSeconds: Math.round((seeded - started) / 100) / 10,
    rollupSeconds: Math.round((performance.now() - seeded) / 100) / 10,
  };
}
