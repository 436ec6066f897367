-- ledger_transfer: a two-leg posting (one account pays another) in three statements, and the
-- seamless wallet's bet and win post through it instead of ledger_post.
--
-- Every bet and win is a two-leg posting between two accounts that exist. ledger_post serves any
-- number of legs, so it reads them from jsonb, finds the accounts, locks them and moves them in
-- four statements, and hands its rows back through a set-returning call. Measured apart
-- (pgbench driving the two money functions, docs/benchmarks.md), this fast path takes about a
-- third less of PostgreSQL's CPU per bet and win. The rules are ledger_post's (0018):
--   - the idempotency key is claimed first: the same key and request hash answers the first
--     posting (replayed), other fields are refused ('ledger:IDEMPOTENCY_CONFLICT');
--   - both accounts are locked in id order (so postings never wait on each other crosswise), and
--     the payer may not go below zero unless its account allows it ('ledger:INSUFFICIENT_FUNDS',
--     detail 'wallet:balance'), checked on the locked row; a refusal changes nothing;
--   - each leg is an entry carrying the account's balance after it; the entries' deferred
--     balanced-transaction trigger, the foreign keys and the accounts' CHECK still guard every
--     row, whoever writes it.
-- An account's first posting (either account missing) goes through ledger_post, which creates
-- it; that happens once in an account's life.
CREATE FUNCTION ledger_transfer(
  p_merchant text,
  p_currency text,
  p_kind text,
  p_key text,
  p_hash text,
  p_reference text,
  p_actor text,
  -- the payer: owner kind, owner, wallet, and whether a new account may go below zero
  p_from_kind text,
  p_from_owner bigint,
  p_from_wallet text,
  p_from_negative boolean,
  -- the payee
  p_to_kind text,
  p_to_owner bigint,
  p_to_wallet text,
  p_to_negative boolean,
  -- minor units, more than zero
  p_amount bigint,
  OUT transaction_id bigint,
  OUT replayed boolean,
  OUT from_balance bigint,
  OUT to_balance bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_from bigint;
  v_to bigint;
  v_tx bigint;
  v_moved integer;
  v_first ledger_transaction%ROWTYPE;
  r record;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'ledger transfer of % (a transfer moves more than zero)', p_amount;
  END IF;
  SELECT (SELECT a.id FROM ledger_account a
          WHERE a.merchant_code = p_merchant AND a.owner_kind = p_from_kind AND a.owner_id = p_from_owner
            AND a.wallet = p_from_wallet AND a.currency = p_currency),
         (SELECT a.id FROM ledger_account a
          WHERE a.merchant_code = p_merchant AND a.owner_kind = p_to_kind AND a.owner_id = p_to_owner
            AND a.wallet = p_to_wallet AND a.currency = p_currency)
  INTO v_from, v_to;
  IF v_from = v_to THEN
    RAISE EXCEPTION 'ledger transfer from an account to itself (%)', v_from;
  END IF;

  IF v_from IS NULL OR v_to IS NULL THEN
    -- An account's first posting: ledger_post creates it (and answers a replay the same way).
    FOR r IN
      SELECT l.transaction_id, l.replayed, l.amount, l.balance_after
      FROM ledger_post(p_merchant, p_currency, p_kind, p_key, p_hash, p_reference, NULL, p_actor,
                       jsonb_build_array(
                         jsonb_build_object('ownerKind', p_from_kind, 'ownerId', p_from_owner, 'wallet', p_from_wallet,
                                            'amount', (-p_amount)::text, 'allowNegative', p_from_negative, 'ord', 0),
                         jsonb_build_object('ownerKind', p_to_kind, 'ownerId', p_to_owner, 'wallet', p_to_wallet,
                                            'amount', p_amount::text, 'allowNegative', p_to_negative, 'ord', 1))) l
    LOOP
      transaction_id := r.transaction_id;
      replayed := r.replayed;
      IF r.amount < 0 THEN
        from_balance := r.balance_after;
      ELSE
        to_balance := r.balance_after;
      END IF;
    END LOOP;
    RETURN;
  END IF;

  INSERT INTO ledger_transaction AS t (merchant_code, kind, idempotency_key, request_hash, reference, actor)
  VALUES (p_merchant, p_kind, p_key, p_hash, p_reference, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING t.id INTO v_tx;
  IF v_tx IS NULL THEN
    -- The key was claimed before: the same operation gets the first answer, another is refused.
    SELECT t.* INTO v_first FROM ledger_transaction t WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_key;
    IF v_first.id IS NULL OR v_first.request_hash <> p_hash OR v_first.kind <> p_kind THEN
      RAISE EXCEPTION 'ledger:IDEMPOTENCY_CONFLICT';
    END IF;
    transaction_id := v_first.id;
    replayed := true;
    SELECT max(e.balance_after) FILTER (WHERE e.account_id = v_from), max(e.balance_after) FILTER (WHERE e.account_id = v_to)
    INTO from_balance, to_balance
    FROM ledger_entry e WHERE e.transaction_id = v_first.id;
    RETURN;
  END IF;
  transaction_id := v_tx;
  replayed := false;

  -- Locks both accounts in id order, moves them (the payer only if it can pay: the condition is
  -- checked again on the newest row version under the lock) and writes the two entries.
  WITH locked AS (
    SELECT a.id FROM ledger_account a WHERE a.id IN (v_from, v_to) ORDER BY a.id FOR UPDATE
  ), moved AS (
    UPDATE ledger_account a SET balance = a.balance + CASE WHEN a.id = v_from THEN -p_amount ELSE p_amount END
    FROM locked l
    WHERE a.id = l.id AND (a.id = v_to OR a.allow_negative OR a.balance >= p_amount)
    RETURNING a.id, a.balance
  ), entries AS (
    INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, m.id, CASE WHEN m.id = v_from THEN -p_amount ELSE p_amount END, m.balance
    FROM moved m
    ORDER BY m.id = v_to
  )
  SELECT count(*), max(m.balance) FILTER (WHERE m.id = v_from), max(m.balance) FILTER (WHERE m.id = v_to)
  INTO v_moved, from_balance, to_balance
  FROM moved m;
  IF v_moved <> 2 THEN
    -- The payer could not pay: raising undoes the payee's move and its entry with everything else.
    SELECT a.balance INTO from_balance FROM ledger_account a WHERE a.id = v_from;
    RAISE EXCEPTION 'ledger:INSUFFICIENT_FUNDS' USING DETAIL = p_from_wallet || ':' || from_balance;
  END IF;
END;
$$;
--> statement-breakpoint
-- The bet and the win of 0019, posting through ledger_transfer. Same arguments, rules, refusals
-- and answers; their own statements keep generic plans too (as ledger_post's do).
CREATE OR REPLACE FUNCTION seamless_debit(
  p_merchant text,
  p_currency text,
  p_provider text,
  p_member bigint,
  p_wallet text,
  p_node bigint,
  p_session_expires timestamptz,
  p_txid text,
  p_round text,
  p_amount bigint,
  p_hash text,
  p_now timestamptz,
  p_business_date date,
  -- the ledger side: its request hash and the house account the stake goes to
  p_ledger_hash text,
  p_house_owner bigint,
  p_house_wallet text,
  -- unused since 0019 (the server claims the signed call's nonce at the signature check)
  p_nonce text,
  p_nonce_expires timestamptz
) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_round text;
  v_ledger_tx bigint;
  v_replayed boolean;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF EXISTS (SELECT 1 FROM provider_transaction WHERE provider = p_provider AND transaction_id = p_txid) THEN
    RETURN seamless_replay(p_provider, p_txid, 'DEBIT', p_hash);
  END IF;
  IF p_session_expires <= p_now THEN
    RAISE EXCEPTION 'seamless:SESSION_EXPIRED';
  END IF;

  INSERT INTO game_round AS r (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type, game_code, game_name,
                               bet_amount, valid_bet, status, business_date, started_at)
  SELECT p_merchant, p_provider, p_round, p_member, p_wallet, g.node_id, g.vassalage, g.game_type, g.game_code, g.game_name,
         p_amount, p_amount, 'OPEN', p_business_date, p_now
  FROM game g WHERE g.node_id = p_node
  ON CONFLICT (provider, round_id) DO UPDATE
    SET bet_amount = r.bet_amount + EXCLUDED.bet_amount, valid_bet = r.valid_bet + EXCLUDED.valid_bet
    WHERE r.status = 'OPEN' AND r.member_id = EXCLUDED.member_id
  RETURNING r.round_id INTO v_round;
  IF v_round IS NULL THEN
    RAISE EXCEPTION 'seamless:ROUND_CLOSED';
  END IF;

  SELECT l.transaction_id, l.replayed, l.from_balance INTO v_ledger_tx, v_replayed, v_balance
  FROM ledger_transfer(p_merchant, p_currency, 'BET', 'seamless:' || p_provider || ':' || p_txid, p_ledger_hash, 'round:' || p_round,
                       'provider:' || p_provider,
                       'member', p_member, p_wallet, false,
                       'house', p_house_owner, p_house_wallet, true,
                       p_amount) l;
  IF v_replayed THEN
    RAISE EXCEPTION 'seamless:RETRY';
  END IF;

  v_answer := jsonb_build_object('balance', minor_text(v_balance), 'currency', p_currency, 'transactionId', p_txid,
                                 'walletTransactionId', v_ledger_tx);
  INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id, amount, ledger_transaction_id, response)
  VALUES (p_provider, p_txid, 'DEBIT', 'APPLIED', p_hash, p_member, p_round, p_amount, v_ledger_tx, v_answer)
  ON CONFLICT (provider, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless:RETRY'; -- a twin got there first: this one is rolled back and sent round again
  END IF;
  RETURN v_answer || jsonb_build_object('memberId', p_member, 'applied', true);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_credit(
  p_merchant text,
  p_currency text,
  p_provider text,
  p_member bigint,
  p_txid text,
  p_round text,
  p_amount bigint,
  -- null: the whole stake is valid bet
  p_valid_bet bigint,
  p_hash text,
  p_now timestamptz,
  p_ledger_hash text,
  p_house_owner bigint,
  p_house_wallet text,
  p_nonce text,
  p_nonce_expires timestamptz
) RETURNS jsonb LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_wallet text;
  v_status text;
  v_ledger_tx bigint;
  v_replayed boolean;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF EXISTS (SELECT 1 FROM provider_transaction WHERE provider = p_provider AND transaction_id = p_txid) THEN
    RETURN seamless_replay(p_provider, p_txid, 'CREDIT', p_hash);
  END IF;

  -- Settles the round (and locks it) unless it was rolled back; a round of another player is not found.
  UPDATE game_round
  SET payout = payout + p_amount,
      valid_bet = CASE WHEN p_valid_bet IS NULL THEN bet_amount ELSE least(p_valid_bet, bet_amount) END,
      status = 'SETTLED',
      settled_at = coalesce(settled_at, p_now)
  WHERE provider = p_provider AND round_id = p_round AND member_id = p_member AND status <> 'ROLLED_BACK'
  RETURNING wallet INTO v_wallet;
  IF v_wallet IS NULL THEN
    SELECT status INTO v_status FROM game_round WHERE provider = p_provider AND round_id = p_round AND member_id = p_member;
    IF v_status = 'ROLLED_BACK' THEN
      RAISE EXCEPTION 'seamless:TRANSACTION_ROLLED_BACK';
    END IF;
    RAISE EXCEPTION 'seamless:BET_NOT_FOUND';
  END IF;

  IF p_amount > 0 THEN
    SELECT l.transaction_id, l.replayed, l.to_balance INTO v_ledger_tx, v_replayed, v_balance
    FROM ledger_transfer(p_merchant, p_currency, 'WIN', 'seamless:' || p_provider || ':' || p_txid, p_ledger_hash, 'round:' || p_round,
                         'provider:' || p_provider,
                         'house', p_house_owner, p_house_wallet, true,
                         'member', p_member, v_wallet, false,
                         p_amount) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless:RETRY';
    END IF;
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_account a
    WHERE a.merchant_code = p_merchant AND a.owner_kind = 'member' AND a.owner_id = p_member AND a.wallet = v_wallet AND a.currency = p_currency;
    v_balance := coalesce(v_balance, 0);
  END IF;

  v_answer := jsonb_build_object('balance', minor_text(v_balance), 'currency', p_currency, 'transactionId', p_txid,
                                 'walletTransactionId', v_ledger_tx);
  INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id, amount, ledger_transaction_id, response)
  VALUES (p_provider, p_txid, 'CREDIT', 'APPLIED', p_hash, p_member, p_round, p_amount, v_ledger_tx, v_answer)
  ON CONFLICT (provider, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless:RETRY'; -- a twin got there first: this one is rolled back and sent round again
  END IF;
  RETURN v_answer || jsonb_build_object('memberId', p_member, 'applied', v_ledger_tx IS NOT NULL);
END;
$$;
