-- The lottery's slip placement as the migrated database has it (migrations/0048_lottery_perf.sql);
-- test/money-functions.test.ts holds this file and the database to the same definition.

-- What a slip was priced against: the game's settings the pricing reads (and the names a round
-- carries). A slip priced from a cached game is placed only while its fingerprint still matches.
-- (last defined in migrations/0048_lottery_perf.sql)
CREATE OR REPLACE FUNCTION lottery_game_fingerprint(g lottery_game) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5(concat_ws('|', g.id, g.enabled, g.family, g.prize_group, g.limits::text, g.max_payout_per_player,
                       g.restricted::text, g.closed_numbers::text, g.node_id, g.vassalage, g.game_type, g.game_code, g.name))
$$;

-- A priced slip placed in one statement (one round trip, one autocommitted transaction): the
-- game's fingerprint checked, the slip's issue and the next p_count − 1 by draw time locked FOR
-- SHARE (closing, drawing or voiding waits for the slips in flight) and checked open and on sale,
-- the stake of every ticket debited from the member's MAIN to the house shard through
-- ledger_transfer (a replayed key answers {"replayed": true} and writes nothing), the chase, one
-- ticket per issue and its betting-record round (provider LOTTERY, round id 'T' || ticket, as
-- play/lottery-rounds.ts opens them), then the risk counters raised within their limits: the
-- stake on each (issue, number) across players and the member's potential payout on each issue
-- (the rows other players' slips wait on, so last). Refusals are raised, so nothing is kept:
--   'lottery:STALE_GAME'   the game changed since the slip was priced (price it again)
--   'lottery:NOT_FOUND'    no issue of that code
--   'lottery:SALE_CLOSED'  an issue is not open or its sale has ended
--   'lottery:SHORT_CHASE'  DETAIL the number of issues open (fewer than the chase)
--   'lottery:LIMIT'        DETAIL {"payout": bool, "numbers": [number keys over their limit]}
--   and the ledger's 'ledger:INSUFFICIENT_FUNDS' / 'ledger:IDEMPOTENCY_CONFLICT'.
-- Exposures: jsonb [{ "numberKey", "stake", "limit" }] of one ticket, raised on every issue.
-- (last defined in migrations/0048_lottery_perf.sql)
CREATE OR REPLACE FUNCTION lottery_place_slip(
  p_merchant text,
  p_currency text,
  p_member bigint,
  p_game bigint,
  p_fingerprint text,
  p_issue_code text,
  p_count integer,
  p_now timestamptz,
  p_business_date date,
  -- the ledger debit: its key, request hash, reference and the house shard it pays
  p_key text,
  p_hash text,
  p_reference text,
  p_house_owner bigint,
  p_slip_key text,
  p_chase boolean,
  p_stop_on_win boolean,
  p_lines jsonb,
  p_stake bigint,
  p_max_payout bigint,
  p_exposures jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  g lottery_game%ROWTYPE;
  v_ids bigint[];
  v_first text;
  v_closed boolean;
  v_issues jsonb;
  v_replayed boolean;
  v_balance bigint;
  v_chase bigint;
  v_tickets jsonb;
  v_payout boolean;
  v_numbers jsonb;
BEGIN
  SELECT * INTO g FROM lottery_game WHERE id = p_game;
  IF NOT FOUND OR lottery_game_fingerprint(g) <> p_fingerprint THEN
    RAISE EXCEPTION 'lottery:STALE_GAME';
  END IF;

  SELECT array_agg(i.id ORDER BY i.draw_at, i.code <> p_issue_code),
         (array_agg(i.code ORDER BY i.draw_at, i.code <> p_issue_code))[1],
         bool_or(i.status <> 'OPEN' OR p_now >= i.sale_end),
         jsonb_agg(jsonb_build_object('id', i.id::text, 'code', i.code, 'status', i.status, 'saleEnd', i.sale_end,
                                      'drawAt', i.draw_at) ORDER BY i.draw_at, i.code <> p_issue_code)
  INTO v_ids, v_first, v_closed, v_issues
  FROM (
    SELECT l.id, l.code, l.status, l.sale_end, l.draw_at FROM lottery_issue l
    WHERE l.game_id = p_game
      AND (l.code = p_issue_code
           OR l.draw_at > (SELECT x.draw_at FROM lottery_issue x WHERE x.game_id = p_game AND x.code = p_issue_code))
    ORDER BY l.draw_at, l.code <> p_issue_code
    LIMIT p_count
    FOR SHARE
  ) i;
  IF v_first IS DISTINCT FROM p_issue_code THEN
    RAISE EXCEPTION 'lottery:NOT_FOUND';
  END IF;
  IF v_closed THEN
    RAISE EXCEPTION 'lottery:SALE_CLOSED';
  END IF;
  IF cardinality(v_ids) < p_count THEN
    RAISE EXCEPTION 'lottery:SHORT_CHASE' USING DETAIL = cardinality(v_ids)::text;
  END IF;

  SELECT t.replayed, t.from_balance INTO v_replayed, v_balance
  FROM ledger_transfer(p_merchant, p_currency, 'BET', p_key, p_hash, p_reference, 'member:' || p_member,
                       'member', p_member, 'MAIN', false, 'house', p_house_owner, 'LOTTERY_BANK', true,
                       p_stake * p_count) t;
  IF v_replayed THEN
    RETURN jsonb_build_object('replayed', true);
  END IF;

  IF p_chase THEN
    INSERT INTO lottery_chase (member_id, game_id, issues, stop_on_win)
    VALUES (p_member, p_game, p_count, p_stop_on_win)
    RETURNING id INTO v_chase;
  END IF;

  WITH tickets AS (
    INSERT INTO lottery_ticket (merchant_code, member_id, game_id, issue_id, slip_key, chase_id, lines, stake,
                                max_payout, created_at)
    SELECT p_merchant, p_member, p_game, u.i, p_slip_key, v_chase, p_lines, p_stake, p_max_payout, p_now
    FROM unnest(v_ids) WITH ORDINALITY AS u(i, n)
    ORDER BY u.n
    RETURNING id, issue_id
  ), rounds AS (
    INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
                            game_code, game_name, bet_amount, valid_bet, status, business_date, started_at)
    SELECT p_merchant, 'LOTTERY', 'T' || t.id, p_member, 'MAIN', g.node_id, g.vassalage, g.game_type, g.game_code,
           g.name, p_stake, p_stake, 'OPEN', p_business_date, p_now
    FROM tickets t
    ON CONFLICT (provider, round_id) DO NOTHING
  )
  SELECT jsonb_agg(jsonb_build_object('id', t.id::text, 'issueId', t.issue_id::text) ORDER BY t.id)
  INTO v_tickets
  FROM tickets t;

  WITH input AS (
    SELECT u.i AS issue_id, x."numberKey" AS number_key, x.stake, x."limit"
    FROM unnest(v_ids) AS u(i)
    CROSS JOIN jsonb_to_recordset(p_exposures) AS x("numberKey" text, stake bigint, "limit" bigint)
  ), raised AS (
    INSERT INTO lottery_exposure AS e (issue_id, number_key, stake)
    SELECT i.issue_id, i.number_key, i.stake FROM input i WHERE i.stake <= i."limit" ORDER BY i.issue_id, i.number_key
    ON CONFLICT (issue_id, number_key) DO UPDATE SET stake = e.stake + EXCLUDED.stake
    WHERE e.stake + EXCLUDED.stake <= (SELECT i."limit" FROM input i
                                       WHERE i.issue_id = EXCLUDED.issue_id AND i.number_key = EXCLUDED.number_key)
    RETURNING e.issue_id, e.number_key
  ), payout AS (
    INSERT INTO lottery_player_issue AS p (issue_id, member_id, max_payout)
    SELECT u.i, p_member, p_max_payout FROM unnest(v_ids) AS u(i) WHERE p_max_payout <= g.max_payout_per_player
    ORDER BY u.i
    ON CONFLICT (issue_id, member_id) DO UPDATE SET max_payout = p.max_payout + EXCLUDED.max_payout
    WHERE p.max_payout + EXCLUDED.max_payout <= g.max_payout_per_player
    RETURNING p.issue_id
  )
  SELECT EXISTS (SELECT 1 FROM unnest(v_ids) AS u(i) WHERE NOT EXISTS (SELECT 1 FROM payout p WHERE p.issue_id = u.i)),
         (SELECT jsonb_agg(DISTINCT i.number_key) FROM input i
          WHERE NOT EXISTS (SELECT 1 FROM raised r WHERE r.issue_id = i.issue_id AND r.number_key = i.number_key))
  INTO v_payout, v_numbers;
  IF v_payout OR v_numbers IS NOT NULL THEN
    RAISE EXCEPTION 'lottery:LIMIT' USING DETAIL = jsonb_build_object('payout', v_payout, 'numbers', v_numbers)::text;
  END IF;

  RETURN jsonb_build_object('replayed', false, 'balance', v_balance::text, 'chaseId', v_chase::text,
                            'issues', v_issues, 'tickets', v_tickets);
END;
$$;
