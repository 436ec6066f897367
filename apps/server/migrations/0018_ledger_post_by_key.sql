-- ledger_post finds each posting's account by its own key. Same signature, rules, refusals and
-- answer as 0016.
--
-- 0016 joined the postings (jsonb) to ledger_account on owner, wallet and currency. Its cached
-- generic plan (auto_explain, seamless bench) hashed every account of the merchant and currency
-- to find the two it needed, in the lock and again in the balance update: ~0.1 ms a statement
-- with 273 accounts, and a scan of the whole table with a real player base. Now:
-- 1. one probe of the unique (merchant, owner kind, owner, wallet, currency) index per posting,
--    in a LATERAL subquery the planner cannot turn into a join, gives the accounts' ids;
-- 2. the accounts are locked in id order and read by primary key (id = ANY), which also finds
--    the first account (in posting order) that would go below zero;
-- 3. the balances move by primary key, each by its posting's amount.
-- Accounts are still created (and looked up again) only when one is missing.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant text,
  p_currency text,
  p_kind text,
  p_key text,
  p_hash text,
  p_reference text,
  p_reverses bigint,
  p_actor text,
  -- [{ "ownerKind", "ownerId", "wallet", "amount" (string), "allowNegative", "ord" }, ...]
  p_postings jsonb
) RETURNS TABLE (
  transaction_id bigint,
  replayed boolean,
  created_at timestamptz,
  account_id bigint,
  owner_kind text,
  owner_id bigint,
  wallet text,
  amount bigint,
  balance_after bigint
) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_tx ledger_transaction%ROWTYPE;
  v_ids bigint[];
  v_amounts bigint[];
  v_ords integer[];
  v_short text;
BEGIN
  INSERT INTO ledger_transaction AS t (merchant_code, kind, idempotency_key, request_hash, reference, reverses_id, actor)
  VALUES (p_merchant, p_kind, p_key, p_hash, p_reference, p_reverses, p_actor)
  ON CONFLICT DO NOTHING
  RETURNING t.* INTO v_tx;

  IF v_tx.id IS NULL THEN
    -- The key was claimed before: the same operation gets the first answer, another is refused.
    SELECT t.* INTO v_tx FROM ledger_transaction t WHERE t.merchant_code = p_merchant AND t.idempotency_key = p_key;
    IF v_tx.id IS NULL OR v_tx.request_hash <> p_hash OR v_tx.kind <> p_kind THEN
      RAISE EXCEPTION 'ledger:IDEMPOTENCY_CONFLICT';
    END IF;
    RETURN QUERY
      SELECT v_tx.id, true, v_tx.created_at, e.account_id, a.owner_kind, a.owner_id, a.wallet, e.amount, e.balance_after
      FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
      WHERE e.transaction_id = v_tx.id
      ORDER BY e.id;
    RETURN;
  END IF;

  FOR pass IN 1..2 LOOP
    -- Each posting's account, by one probe of the unique key (OFFSET 0 keeps the subquery a
    -- per-posting probe); null where the account does not exist yet.
    SELECT array_agg(a.id ORDER BY k.ord), array_agg(k.amount ORDER BY k.ord), array_agg(k.ord ORDER BY k.ord)
    INTO v_ids, v_amounts, v_ords
    FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, amount bigint, ord integer)
    LEFT JOIN LATERAL (
      SELECT a.id FROM ledger_account a
      WHERE a.merchant_code = p_merchant AND a.owner_kind = k."ownerKind" AND a.owner_id = k."ownerId"
        AND a.wallet = k.wallet AND a.currency = p_currency
      OFFSET 0
    ) a ON true;
    EXIT WHEN pass = 2 OR array_position(v_ids, NULL) IS NULL;

    -- An account's first posting: the missing ones are created in one fixed order (existing ones
    -- are left alone), then the second pass finds them all.
    INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, balance, allow_negative)
    SELECT p_merchant, k."ownerKind", k."ownerId", k.wallet, p_currency, 0, k."allowNegative"
    FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, "allowNegative" boolean)
    ORDER BY k."ownerKind", k."ownerId", k.wallet
    ON CONFLICT DO NOTHING;
  END LOOP;

  -- Every account is locked in id order, so two postings never wait on each other crosswise, and
  -- read under the lock: the first account (in posting order) that would go below zero refuses
  -- the whole posting.
  WITH locked AS (
    SELECT a.id, a.wallet AS w, a.balance AS bal, a.allow_negative AS neg
    FROM ledger_account a
    WHERE a.id = ANY (v_ids)
    ORDER BY a.id
    FOR UPDATE OF a
  )
  SELECT (array_agg(l.w || ':' || l.bal ORDER BY p.i) FILTER (WHERE l.bal + v_amounts[p.i] < 0 AND NOT l.neg))[1]
  INTO v_short
  FROM locked l JOIN generate_subscripts(v_ids, 1) AS p(i) ON v_ids[p.i] = l.id;
  IF v_short IS NOT NULL THEN
    RAISE EXCEPTION 'ledger:INSUFFICIENT_FUNDS' USING DETAIL = v_short;
  END IF;

  RETURN QUERY
    WITH moved AS (
      UPDATE ledger_account a SET balance = a.balance + v_amounts[array_position(v_ids, a.id)]
      WHERE a.id = ANY (v_ids)
      RETURNING a.id, a.owner_kind AS okind, a.owner_id AS oid, a.wallet AS w, v_amounts[array_position(v_ids, a.id)] AS amt,
                a.balance AS after, v_ords[array_position(v_ids, a.id)] AS ord
    ), entries AS (
      INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
      SELECT v_tx.id, m.id, m.amt, m.after FROM moved m ORDER BY m.ord
      RETURNING 1
    )
    -- (A data-modifying WITH runs once whether or not it is read.)
    SELECT v_tx.id, false, v_tx.created_at, m.id, m.okind, m.oid, m.w, m.amt, m.after
    FROM moved m
    ORDER BY m.ord;
END;
$$;
