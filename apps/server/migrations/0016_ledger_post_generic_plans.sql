-- ledger_post with one statement less per posting and its plans kept. Same signature, rules,
-- refusals and answer as 0011 and 0015; every bet and win of the seamless wallet posts through it.
--
-- 1. The accounts are locked in id order and read under the locks in one statement, which also
--    finds the first account (in posting order) that would go below zero. Accounts are created
--    (and locked and read again) only when one is missing, which happens once in an account's
--    life, instead of an INSERT ... ON CONFLICT DO NOTHING on every posting.
-- 2. plan_cache_mode = force_generic_plan: the statements join the postings' jsonb, whose row count
--    the planner cannot know, so a custom plan is never better than the cached generic one, yet
--    PL/pgSQL kept re-planning the balance UPDATE on every call (pg_stat_statements: one plan per
--    call, ~125 µs of the function's ~960 µs). Measured in docs/benchmarks.md.
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
  v_short text;
  v_found integer;
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
    -- Every account is locked in id order, so two postings never wait on each other crosswise,
    -- and read under the lock: the first account (in posting order) that would go below zero
    -- refuses the whole posting.
    WITH locked AS (
      SELECT a.wallet AS w, a.balance AS bal, a.allow_negative AS neg, k.amount AS amt, k.ord
      FROM ledger_account a
      JOIN jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, amount bigint, ord integer)
        ON a.owner_kind = k."ownerKind" AND a.owner_id = k."ownerId" AND a.wallet = k.wallet
      WHERE a.merchant_code = p_merchant AND a.currency = p_currency
      ORDER BY a.id
      FOR UPDATE OF a
    )
    SELECT count(*)::integer, (array_agg(l.w || ':' || l.bal ORDER BY l.ord) FILTER (WHERE l.bal + l.amt < 0 AND NOT l.neg))[1]
    INTO v_found, v_short
    FROM locked l;
    EXIT WHEN pass = 2 OR v_found >= jsonb_array_length(p_postings);

    -- An account's first posting: the missing ones are created in one fixed order (existing ones
    -- are left alone), then the second pass locks and reads them all.
    INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, balance, allow_negative)
    SELECT p_merchant, k."ownerKind", k."ownerId", k.wallet, p_currency, 0, k."allowNegative"
    FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, "allowNegative" boolean)
    ORDER BY k."ownerKind", k."ownerId", k.wallet
    ON CONFLICT DO NOTHING;
  END LOOP;
  IF v_short IS NOT NULL THEN
    RAISE EXCEPTION 'ledger:INSUFFICIENT_FUNDS' USING DETAIL = v_short;
  END IF;

  RETURN QUERY
    WITH moved AS (
      UPDATE ledger_account a SET balance = a.balance + k.amount
      FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, amount bigint, ord integer)
      WHERE a.merchant_code = p_merchant AND a.currency = p_currency
        AND a.owner_kind = k."ownerKind" AND a.owner_id = k."ownerId" AND a.wallet = k.wallet
      RETURNING a.id, a.owner_kind AS okind, a.owner_id AS oid, a.wallet AS w, k.amount AS amt, a.balance AS after, k.ord
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
