-- The current definition of the play module's trigger function (the migrations made it and are
-- never edited; test/money-functions.test.ts checks this file against the migrated database).
-- A settled real-money round that changes writes its correction (game_round_correction, read by the
-- team rollups): it keeps its first settlement time while it stays settled; the posting time is the
-- reversal's own time when the round leaves SETTLED, else the transaction's time.
-- (last defined in migrations/0049_round_corrections.sql)
CREATE OR REPLACE FUNCTION game_round_correct() RETURNS trigger LANGUAGE plpgsql AS $$
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
