-- Issue 21: agent contracts (module contracts). A contract is offered to a downline agent by its
-- direct upline (upline_id) or, for a top agent, by an operator (upline_id NULL,
-- offered_by_staff). Tiers: ordered [{ rate per 10,000, validBet minor units (string), active,
-- teamLoss minor units or null }], rates strictly increasing (packages/contracts agent-contracts.ts).
CREATE TABLE agent_contract (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
  member_id bigint NOT NULL REFERENCES member(id),
  upline_id bigint REFERENCES member(id),
  status text NOT NULL CHECK (status IN ('REQUESTED', 'VALID', 'DENIED', 'TERMINATED')),
  period text NOT NULL CHECK (period IN ('HOURLY', 'DAILY', 'REALTIME', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  tiers jsonb NOT NULL,
  offered_at timestamptz NOT NULL,
  -- accepted or rejected
  decided_at timestamptz,
  terminated_at timestamptz,
  reason text,
  offered_by_staff bigint
);
--> statement-breakpoint
-- At most one offer waiting and one contract in force per agent and kind.
CREATE UNIQUE INDEX agent_contract_one_requested ON agent_contract (merchant_code, member_id, kind)
  WHERE status = 'REQUESTED';
--> statement-breakpoint
CREATE UNIQUE INDEX agent_contract_one_valid ON agent_contract (merchant_code, member_id, kind)
  WHERE status = 'VALID';
--> statement-breakpoint
-- What an upline gave (its downlines' contracts) and settlement's "in force at" reads.
CREATE INDEX agent_contract_upline ON agent_contract (merchant_code, upline_id, kind, status);
--> statement-breakpoint
CREATE INDEX agent_contract_kind_time ON agent_contract (merchant_code, kind, decided_at);
--> statement-breakpoint
-- Append-only history: who did what to which contract, with the terms before and after.
CREATE TABLE agent_contract_event (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  contract_id bigint NOT NULL REFERENCES agent_contract(id),
  actor_kind text NOT NULL CHECK (actor_kind IN ('member', 'staff', 'system')),
  actor_id bigint,
  action text NOT NULL CHECK (action IN ('OFFER', 'ACCEPT', 'REJECT', 'TERMINATE', 'SUPERSEDE', 'CASCADE')),
  old_terms jsonb,
  new_terms jsonb,
  reason text,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX agent_contract_event_contract ON agent_contract_event (contract_id, id);
