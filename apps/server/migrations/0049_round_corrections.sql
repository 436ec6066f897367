-- Issue 21 (module play, read by the team rollups): a round changed after it settled — rolled
-- back or cancelled, or paid again by a late credit — is recorded here as a correction, keyed by
-- its posting time, append-only. The team rollups count a round where it first settled (its
-- figures then = its figures now less its corrections) and each correction where it was posted,
-- so a closed 5-minute window never changes and every window, recomputed later, gives the same
-- answer. One row per change; a settled round changes rarely, so the settlement path (OPEN →
-- SETTLED) writes nothing here.
CREATE TABLE game_round_correction (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  provider text NOT NULL,
  round_id text NOT NULL,
  member_id bigint NOT NULL,
  -- when the round first settled (the window that counted it) and when this change was posted
  settled_at timestamptz NOT NULL,
  posted_at timestamptz NOT NULL,
  -- the change, new less old (a round no longer settled counts as zero: rounds -1, every figure its opposite)
  rounds integer NOT NULL,
  bets bigint NOT NULL,
  valid_bets bigint NOT NULL,
  payouts bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX game_round_correction_posted ON game_round_correction (merchant_code, posted_at);
--> statement-breakpoint
CREATE INDEX game_round_correction_settled ON game_round_correction (merchant_code, settled_at);
--> statement-breakpoint
-- A settled real-money round that changes writes its correction; it keeps its first settlement
-- time while it stays settled (a late credit does not move it to another window). The posting
-- time is the reversal's own time when the round leaves SETTLED (settled_at is set to it), else
-- the transaction's time.
CREATE FUNCTION game_round_correct() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_settled boolean := NEW.status = 'SETTLED';
BEGIN
  IF v_settled THEN
    NEW.settled_at := OLD.settled_at;
  END IF;
  IF NOT v_settled OR NEW.bet_amount <> OLD.bet_amount OR NEW.valid_bet <> OLD.valid_bet OR NEW.payout <> OLD.payout THEN
    INSERT INTO game_round_correction (merchant_code, provider, round_id, member_id, settled_at, posted_at, rounds, bets,
                                       valid_bets, payouts)
    VALUES (OLD.merchant_code, OLD.provider, OLD.round_id, OLD.member_id, OLD.settled_at,
            CASE WHEN v_settled THEN now() ELSE coalesce(NEW.settled_at, now()) END,
            CASE WHEN v_settled THEN 0 ELSE -1 END,
            CASE WHEN v_settled THEN NEW.bet_amount ELSE 0 END - OLD.bet_amount,
            CASE WHEN v_settled THEN NEW.valid_bet ELSE 0 END - OLD.valid_bet,
            CASE WHEN v_settled THEN NEW.payout ELSE 0 END - OLD.payout);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_round_correct BEFORE UPDATE ON game_round
  FOR EACH ROW WHEN (OLD.status = 'SETTLED' AND OLD.wallet <> 'DEMO' AND OLD.settled_at IS NOT NULL)
  EXECUTE FUNCTION game_round_correct();
