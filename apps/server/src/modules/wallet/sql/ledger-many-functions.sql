-- The wallet's batch posting as the migrated database has it (migrations/0042_ledger_many.sql);
-- test/money-functions.test.ts holds this file and the database to the same definition.

-- Many two-leg postings in one statement (the lottery's settlement: a payout or refund per ticket):
-- each item is its own ledger transaction with its own idempotency key, posted with ledger_post's
-- rules. Keys claimed before are replays when their request hash and kind match (they move nothing)
-- and refused otherwise; missing accounts are created; the accounts of the new postings are locked
-- in id order; the entries are appended in transaction order with balance_after as the account's
-- balance plus the running sum of its legs; each balance moves once by the sum of its legs; an
-- account that is not allow_negative and would go below zero at any leg refuses the whole call.
-- Items: jsonb [{ "k" key, "h" request hash, "r" reference, "fk" "fo" "fw" "fn" payer kind, owner,
-- wallet, may go negative, "tk" "to" "tw" "tn" payee, "a" amount (string, > 0) }].
-- Custom plans: from its sixth call a cached generic plan (no idea of the scratch table's or the
-- items' sizes) took 30× longer per batch.
-- (last defined in migrations/0042_ledger_many.sql)
CREATE OR REPLACE FUNCTION ledger_post_many(
  p_merchant text,
  p_currency text,
  p_kind text,
  p_actor text,
  p_items jsonb,
  OUT posted integer,
  OUT replayed integer
) LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan
AS $$
DECLARE
  v_keys text[];
  v_ids bigint[];
  v_bad text;
  v_short text;
  v_total integer;
  v_payers_negative boolean;
BEGIN
  SELECT count(*), min(i.k) FILTER (WHERE i.a IS NULL OR i.a <= 0 OR (i.fk, i.fo, i.fw) = (i.tk, i."to", i.tw)),
         coalesce(bool_and(i.fn), true)
  INTO v_total, v_bad, v_payers_negative
  FROM jsonb_to_recordset(p_items)
       AS i(k text, a bigint, fk text, fo bigint, fw text, fn boolean, tk text, "to" bigint, tw text);
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger posting % moves nothing or pays its own account', v_bad;
  END IF;

  -- An account's first posting creates it (existing ones are left alone), in one fixed order.
  INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, balance, allow_negative)
  SELECT DISTINCT ON (l.kind, l.owner, l.wallet) p_merchant, l.kind, l.owner, l.wallet, p_currency, 0, l.neg
  FROM jsonb_to_recordset(p_items) AS i(fk text, fo bigint, fw text, fn boolean, tk text, "to" bigint, tw text, tn boolean)
  CROSS JOIN LATERAL (VALUES (i.fk, i.fo, i.fw, i.fn), (i.tk, i."to", i.tw, i.tn)) AS l(kind, owner, wallet, neg)
  ORDER BY l.kind, l.owner, l.wallet
  ON CONFLICT DO NOTHING;

  -- Claims the keys: the rows inserted are the postings this call makes.
  WITH claimed AS (
    INSERT INTO ledger_transaction AS t (merchant_code, kind, idempotency_key, request_hash, reference, actor)
    SELECT p_merchant, p_kind, i.k, i.h, i.r, p_actor
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS (k text, h text, r text)) WITH ORDINALITY AS i(k, h, r, ord)
    ORDER BY i.ord
    ON CONFLICT DO NOTHING
    RETURNING t.id, t.idempotency_key
  )
  SELECT coalesce(array_agg(c.idempotency_key ORDER BY c.id), '{}'), coalesce(array_agg(c.id ORDER BY c.id), '{}')
  INTO v_keys, v_ids
  FROM claimed c;

  -- The others were claimed before: the same operation is a replay, another is refused.
  IF cardinality(v_ids) < v_total THEN
    SELECT min(i.k) INTO v_bad
    FROM jsonb_to_recordset(p_items) AS i(k text, h text)
    LEFT JOIN unnest(v_keys) AS n(k) ON n.k = i.k
    LEFT JOIN ledger_transaction t ON t.merchant_code = p_merchant AND t.idempotency_key = i.k
    WHERE n.k IS NULL AND (t.id IS NULL OR t.request_hash <> i.h OR t.kind <> p_kind);
    IF v_bad IS NOT NULL THEN
      RAISE EXCEPTION 'ledger:IDEMPOTENCY_CONFLICT' USING DETAIL = v_bad;
    END IF;
  END IF;
  posted := cardinality(v_ids);
  replayed := v_total - posted;
  IF posted = 0 THEN
    RETURN;
  END IF;

  -- Each new posting's legs with their accounts, by one probe of the unique key per leg (a scratch
  -- table of this transaction: the later statements read the legs without parsing the items again).
  CREATE TEMP TABLE IF NOT EXISTS ledger_many_legs (tx_id bigint, leg integer, account_id bigint, amount bigint)
    ON COMMIT DROP;
  TRUNCATE ledger_many_legs;
  INSERT INTO ledger_many_legs (tx_id, leg, account_id, amount)
  SELECT n.id, l.leg, x.id, l.amount
  FROM jsonb_to_recordset(p_items) AS i(k text, a bigint, fk text, fo bigint, fw text, tk text, "to" bigint, tw text)
  JOIN unnest(v_keys, v_ids) AS n(k, id) ON n.k = i.k
  CROSS JOIN LATERAL (VALUES (0, i.fk, i.fo, i.fw, -i.a), (1, i.tk, i."to", i.tw, i.a)) AS l(leg, kind, owner, wallet, amount)
  JOIN ledger_account x ON x.merchant_code = p_merchant AND x.owner_kind = l.kind AND x.owner_id = l.owner
                       AND x.wallet = l.wallet AND x.currency = p_currency;

  -- Every account of the new postings, locked in id order (as ledger_post does: no crosswise waits);
  -- the first leg (in posting order) that takes an account which may not go negative below zero
  -- refuses the whole call. When every payer may go negative (a payout, a refund), no leg can.
  IF v_payers_negative THEN
    PERFORM 1 FROM ledger_account a
    WHERE a.id IN (SELECT DISTINCT account_id FROM ledger_many_legs)
    ORDER BY a.id
    FOR UPDATE;
  ELSE
    WITH locked AS (
      SELECT a.id, a.wallet, a.balance, a.allow_negative FROM ledger_account a
      WHERE a.id IN (SELECT DISTINCT account_id FROM ledger_many_legs)
      ORDER BY a.id
      FOR UPDATE
    ), running AS (
      SELECT l.tx_id, l.leg, l.amount, a.wallet, a.allow_negative,
             a.balance + sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.tx_id, l.leg) AS after
      FROM ledger_many_legs l JOIN locked a ON a.id = l.account_id
    )
    SELECT (array_agg(r.wallet || ':' || (r.after - r.amount) ORDER BY r.tx_id, r.leg)
              FILTER (WHERE r.after < 0 AND NOT r.allow_negative))[1]
    INTO v_short
    FROM running r;
    IF v_short IS NOT NULL THEN
      RAISE EXCEPTION 'ledger:INSUFFICIENT_FUNDS' USING DETAIL = v_short;
    END IF;
  END IF;

  -- Entries in transaction order, balance_after = the balance plus the account's running sum;
  -- each balance moves once.
  WITH entries AS (
    INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
    SELECT l.tx_id, l.account_id, l.amount,
           a.balance + sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.tx_id, l.leg)
    FROM ledger_many_legs l JOIN ledger_account a ON a.id = l.account_id
    ORDER BY l.tx_id, l.leg
  )
  -- (A data-modifying WITH runs once whether or not it is read; both parts see the locked balances.)
  UPDATE ledger_account a SET balance = a.balance + s.total
  FROM (SELECT account_id, sum(amount) AS total FROM ledger_many_legs GROUP BY account_id) s
  WHERE a.id = s.account_id;
END;
$$;
