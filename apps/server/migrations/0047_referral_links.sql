-- Issue 21 (agent centre registerCenter): an agent's referral links. A link carries its own code
-- (10 characters, never one of the 8-character invitation codes), whom it signs up (members or
-- agents), a channel the agent names (where it shares the link) and a validity in days (NULL:
-- no end). A sign-up through a link lands below the agent, as an agent when the link says so,
-- and is recorded with the link and its channel (one row per new member).
CREATE TABLE referral_link (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL REFERENCES member (id),
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('MEMBER', 'AGENT')),
  channel text NOT NULL DEFAULT '',
  valid_days integer CHECK (valid_days IS NULL OR valid_days BETWEEN 1 AND 3650),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, code)
);
--> statement-breakpoint
CREATE INDEX referral_link_owner ON referral_link (merchant_code, member_id, id DESC);
--> statement-breakpoint

CREATE TABLE referral_signup (
  member_id bigint PRIMARY KEY REFERENCES member (id),
  link_id bigint NOT NULL REFERENCES referral_link (id),
  channel text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX referral_signup_link ON referral_signup (link_id);
--> statement-breakpoint

-- Announcements written for the agent centre (agentAnnouncement): a fourth audience, never
-- served to the player site.
ALTER TABLE announcement DROP CONSTRAINT announcement_audience_check;
--> statement-breakpoint
ALTER TABLE announcement
  ADD CONSTRAINT announcement_audience_check CHECK (audience IN ('all', 'visitors', 'members', 'agents'));
