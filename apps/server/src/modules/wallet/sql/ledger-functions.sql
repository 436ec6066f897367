-- The ledger's SQL functions as the migrated database has them now: the one place to read them.
-- Migrations made them (0003, 0011, 0015, 0016, 0018, 0020) and stay as they ran; a change is a
-- new migration with CREATE OR REPLACE, copied here too. test/money-functions.test.ts fails when
-- this file and a migrated database differ (PGlite and PostgreSQL).
--
-- Rules (migrations/0003_ledger.sql made the tables): the ledger is the only record of money; every
-- transaction's entries sum to zero (at least two, checked at commit); transactions and entries are
-- never updated or deleted (a reversal is a new transaction); a balance moves in the same
-- transaction as its entry, under the account's row lock, and only an allow_negative account may go
-- below zero. Refusals are raised as 'ledger:<CODE>', which ledger-service.ts maps to error codes:
--   'ledger:IDEMPOTENCY_CONFLICT'  the key was used by another operation
--   'ledger:INSUFFICIENT_FUNDS'    DETAIL '<wallet>:<balance>' of the account that would go negative
--
-- Triggers (0003): ledger_entry_append_only and ledger_transaction_append_only (BEFORE UPDATE OR
-- DELETE, ledger_append_only) and the deferred constraint trigger ledger_entry_balanced (AFTER
-- INSERT on ledger_entry, ledger_transaction_balanced).

-- Refuses every UPDATE and DELETE of ledger rows.
-- (last defined in migrations/0003_ledger.sql)
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;

-- Checked at commit: the entries of a transaction sum to zero and there are at least two.
-- (last defined in migrations/0003_ledger.sql)
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', NEW.transaction_id, total, lines;
  END IF;
  RETURN NULL;
END;
$$;

-- A posting of any number of legs in one statement: claims the idempotency key (the same key and
-- request hash answers the first posting, replayed; other fields are refused), creates missing
-- accounts, locks the accounts in id order, checks that none goes below zero unless allowed, moves
-- the balances and appends the entries. Postings: jsonb [{ ownerKind, ownerId, wallet, amount
-- (string), allowNegative, ord }]. Generic plans: the postings' row count is unknown to the planner.
-- (last defined in migrations/0018_ledger_post_by_key.sql)
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

-- A two-leg posting (one account pays another, both existing) in three statements: the fast path
-- of the seamless wallet's bets and wins, with ledger_post's rules, refusals and replays. When
-- either account is missing it posts through ledger_post, which creates it.
-- (last defined in migrations/0020_ledger_transfer.sql)
CREATE OR REPLACE FUNCTION ledger_transfer(
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
