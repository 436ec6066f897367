-- The ledger: the only record of money. Double entry: every transaction's entries sum to zero;
-- transactions and entries are never updated or deleted (reversals are new transactions); an
-- account's balance moves in the same DB transaction as its entries, under a row lock.
CREATE TABLE ledger_account (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  -- member: a player's or agent's wallet; house / system: the operator's side of every movement.
  owner_kind text NOT NULL CHECK (owner_kind IN ('member', 'house', 'system')),
  owner_id bigint NOT NULL DEFAULT 0,
  -- MAIN, LOCKED (pending withdrawals), DEMO (trial credit), VENDOR:<code> (transfer wallets), or a
  -- named system account such as GAME_BANK, PAYMENT_CLEARING, PAYOUT_CLEARING.
  wallet text NOT NULL,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  -- Only operator-side accounts may go below zero (e.g. the game bank when players win).
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, owner_kind, owner_id, wallet, currency),
  CHECK (allow_negative OR balance >= 0)
);
--> statement-breakpoint
CREATE TABLE ledger_transaction (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  kind text NOT NULL,
  -- Every externally triggered money operation carries one; a replay returns the first result.
  idempotency_key text NOT NULL,
  -- SHA-256 of the operation's parameters: the same key with other parameters is refused.
  request_hash text NOT NULL,
  reference text NOT NULL DEFAULT '',
  reverses_id bigint REFERENCES ledger_transaction(id),
  actor text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, idempotency_key)
);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_transaction_one_reversal ON ledger_transaction (reverses_id) WHERE reverses_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE ledger_entry (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transaction(id),
  account_id bigint NOT NULL REFERENCES ledger_account(id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX ledger_entry_account ON ledger_entry (account_id, id);
--> statement-breakpoint
CREATE INDEX ledger_entry_transaction ON ledger_entry (transaction_id);
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Checked at commit: the entries of a transaction sum to zero and there are at least two.
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
