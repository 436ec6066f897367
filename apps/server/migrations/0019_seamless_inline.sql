-- seamless_debit and seamless_credit write the stored answer inline instead of through
-- seamless_store, and no longer claim the call's nonce: the server claims every signed call's nonce
-- at the signature check, in its throttle store (Redis or in process), so the nonce insert — a
-- fifth of the database's work per bet — leaves PostgreSQL. Same rules, refusals and answers as
-- 0014. The functions keep their argument lists (p_nonce, p_nonce_expires: unused, the server
-- passes null), and the helpers and the nonce table, used by nothing now, are dropped.
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
  -- the signed call's nonce (null when the caller claimed it already) and how long it is kept
  p_nonce text,
  p_nonce_expires timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
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

  SELECT l.transaction_id, l.replayed, l.balance_after INTO v_ledger_tx, v_replayed, v_balance
  FROM ledger_post(p_merchant, p_currency, 'BET', 'seamless:' || p_provider || ':' || p_txid, p_ledger_hash, 'round:' || p_round, NULL,
                   'provider:' || p_provider,
                   jsonb_build_array(
                     jsonb_build_object('ownerKind', 'member', 'ownerId', p_member, 'wallet', p_wallet, 'amount', (-p_amount)::text,
                                        'allowNegative', false, 'ord', 0),
                     jsonb_build_object('ownerKind', 'house', 'ownerId', p_house_owner, 'wallet', p_house_wallet, 'amount', p_amount::text,
                                        'allowNegative', true, 'ord', 1))) l
  WHERE l.owner_kind = 'member';
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
) RETURNS jsonb LANGUAGE plpgsql AS $$
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
    SELECT l.transaction_id, l.replayed, l.balance_after INTO v_ledger_tx, v_replayed, v_balance
    FROM ledger_post(p_merchant, p_currency, 'WIN', 'seamless:' || p_provider || ':' || p_txid, p_ledger_hash, 'round:' || p_round, NULL,
                     'provider:' || p_provider,
                     jsonb_build_array(
                       jsonb_build_object('ownerKind', 'house', 'ownerId', p_house_owner, 'wallet', p_house_wallet, 'amount', (-p_amount)::text,
                                          'allowNegative', true, 'ord', 0),
                       jsonb_build_object('ownerKind', 'member', 'ownerId', p_member, 'wallet', v_wallet, 'amount', p_amount::text,
                                          'allowNegative', false, 'ord', 1))) l
    WHERE l.owner_kind = 'member';
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
--> statement-breakpoint
DROP FUNCTION seamless_claim_nonce(text, text, timestamptz);
--> statement-breakpoint
DROP FUNCTION seamless_store(text, text, text, text, bigint, text, bigint, bigint, jsonb);
--> statement-breakpoint
DROP TABLE provider_nonce;
