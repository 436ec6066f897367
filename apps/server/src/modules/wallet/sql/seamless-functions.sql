-- The seamless wallet's SQL functions (a provider's bet and win) as the migrated database has them
-- now. Migrations made them (0014, 0019, 0020) and stay as they ran; a change is a new migration
-- with CREATE OR REPLACE, copied here too. test/money-functions.test.ts fails when this file and a
-- migrated database differ (PGlite and PostgreSQL).
--
-- Each call is one statement and one round trip: check the round, post to the ledger
-- (ledger_transfer, see ledger-functions.sql), keep the round in step and store the answer keyed by
-- the provider's transaction id. A transaction id seen before is answered from the stored first
-- answer before anything is written; two copies of one call in flight meet at the ledger's
-- idempotency key (or the transaction id's unique constraint) and the later raises
-- 'seamless:RETRY', is rolled back whole and is called again. Refusals are raised as
-- 'seamless:<CODE>' (and the ledger's 'ledger:<CODE>'); a refusal changes nothing. The call's nonce
-- is claimed by the server at the signature check: p_nonce and p_nonce_expires are unused (null).

-- Money as the API writes it: minor units to a decimal string with two digits.
-- (last defined in migrations/0014_seamless_functions.sql)
CREATE OR REPLACE FUNCTION minor_text(p bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p < 0 THEN '-' ELSE '' END || (abs(p) / 100)::text || '.' || lpad((abs(p) % 100)::text, 2, '0')
$$;

-- The stored first answer to a transaction id seen before, or the refusal when it differs.
-- (last defined in migrations/0014_seamless_functions.sql)
CREATE OR REPLACE FUNCTION seamless_replay(p_provider text, p_txid text, p_kind text, p_hash text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  e provider_transaction%ROWTYPE;
BEGIN
  SELECT * INTO e FROM provider_transaction WHERE provider = p_provider AND transaction_id = p_txid;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless:CONFLICT';
  END IF;
  IF e.kind = 'DEBIT' AND e.status = 'VOID' AND p_kind = 'DEBIT' THEN
    RAISE EXCEPTION 'seamless:TRANSACTION_ROLLED_BACK';
  END IF;
  IF e.kind <> p_kind OR e.request_hash <> p_hash OR e.response IS NULL THEN
    RAISE EXCEPTION 'seamless:TRANSACTION_DUPLICATE';
  END IF;
  RETURN e.response;
END;
$$;

-- A bet: debits the member's wallet to the house account and opens or extends the round.
-- (last defined in migrations/0020_ledger_transfer.sql)
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

-- A win (amount 0: a losing round's close): credits the member from the house account and
-- settles the round.
-- (last defined in migrations/0020_ledger_transfer.sql)
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
