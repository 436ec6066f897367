-- The ledger's posting as one server-side function: the whole posting (idempotency claim,
-- account creation, row locks in id order, balance check, balance updates, entries) is one
-- statement and one network round trip, inside the caller's transaction or on its own. The
-- rules are those of 0003: append-only rows, balanced transactions (checked at commit), member
-- balances never below zero. Refusals are raised with messages the service maps to error codes:
--   'ledger:IDEMPOTENCY_CONFLICT'  the key was used by another operation
--   'ledger:INSUFFICIENT_FUNDS'    DETAIL '<wallet>:<balance>' of the account that would go negative
CREATE FUNCTION ledger_post(
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
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_tx ledger_transaction%ROWTYPE;
  r record;
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

  -- Missing accounts are created in one fixed order; existing ones are left alone (no lock).
  INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, balance, allow_negative)
  SELECT p_merchant, k."ownerKind", k."ownerId", k.wallet, p_currency, 0, k."allowNegative"
  FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, "allowNegative" boolean)
  ORDER BY k."ownerKind", k."ownerId", k.wallet
  ON CONFLICT DO NOTHING;

  -- Every account is locked in id order, so two postings never wait on each other crosswise.
  PERFORM 1 FROM ledger_account a
  JOIN jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text)
    ON a.owner_kind = k."ownerKind" AND a.owner_id = k."ownerId" AND a.wallet = k.wallet
  WHERE a.merchant_code = p_merchant AND a.currency = p_currency
  ORDER BY a.id
  FOR UPDATE OF a;

  FOR r IN
    SELECT a.id, a.balance, a.allow_negative, a.owner_kind AS okind, a.owner_id AS oid, a.wallet AS w, k.amount AS amt
    FROM jsonb_to_recordset(p_postings) AS k("ownerKind" text, "ownerId" bigint, wallet text, amount bigint, ord integer)
    JOIN ledger_account a
      ON a.merchant_code = p_merchant AND a.currency = p_currency
     AND a.owner_kind = k."ownerKind" AND a.owner_id = k."ownerId" AND a.wallet = k.wallet
    ORDER BY k.ord
  LOOP
    IF r.balance + r.amt < 0 AND NOT r.allow_negative THEN
      RAISE EXCEPTION 'ledger:INSUFFICIENT_FUNDS' USING DETAIL = r.w || ':' || r.balance;
    END IF;
    UPDATE ledger_account SET balance = r.balance + r.amt WHERE id = r.id;
    INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after) VALUES (v_tx.id, r.id, r.amt, r.balance + r.amt);
    transaction_id := v_tx.id;
    replayed := false;
    created_at := v_tx.created_at;
    account_id := r.id;
    owner_kind := r.okind;
    owner_id := r.oid;
    wallet := r.w;
    amount := r.amt;
    balance_after := r.balance + r.amt;
    RETURN NEXT;
  END LOOP;
END;
$$;
