-- Attempt limits (issue 17, findings 3, 9, 15): failed tries of every code or PIN a member
-- can submit, counted per member and kind (and per client for logins), in the database so the
-- limit holds across instances. 5 consecutive failures lock that kind for 15 minutes.
-- An answer is checked first and recorded after: a right answer counts only while the key is
-- not locked, so of many parallel guesses only those recorded before the 5th failure can win.
CREATE TABLE member_attempt (
  member_id bigint NOT NULL,
  kind text NOT NULL,
  scope text NOT NULL DEFAULT '',
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, scope)
);
