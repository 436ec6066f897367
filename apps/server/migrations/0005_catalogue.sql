-- Game catalogue (vendors and games), favourites, recent games, winner board; content
-- (announcements and banners). The catalogue is platform-wide; member and brand data are keyed
-- by member id or merchant code.
-- Trigram index for infix game-name search (PGlite loads the extension at start, see platform/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A vendor card: one vendor (vassalage code) in one game type. A vendor may offer several types.
CREATE TABLE game_vendor (
  vassalage text NOT NULL,
  game_type text NOT NULL,
  display_name text NOT NULL,
  -- Large icon path relative to an image CDN; NULL means the generated art (/vendors/<code>.svg).
  lager_icon text,
  sort integer NOT NULL DEFAULT 1000,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MAINTENANCE', 'DISABLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vassalage, game_type)
);
--> statement-breakpoint
CREATE TABLE game (
  node_id bigserial PRIMARY KEY,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  -- VASSALAGE: a vendor-level entry (opens the vendor's game list); GAME: launches itself.
  is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
  game_classify text,
  game_name text NOT NULL,
  -- Names in other languages: { "TH": "…" }.
  names jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Lower case, accents stripped (normalizeSearchText of every name), written by the application.
  search_name text NOT NULL,
  -- Path relative to an image CDN; NULL means the generated art (/games/<nodeId>.svg).
  icon_url text,
  -- Spec values: is_hot 1 = hot; support_play 0 = free trial available.
  is_hot smallint NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  support_play smallint NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  is_new smallint NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  sort integer NOT NULL DEFAULT 1000,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MAINTENANCE', 'DISABLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vassalage, game_code),
  FOREIGN KEY (vassalage, game_type) REFERENCES game_vendor (vassalage, game_type) ON UPDATE CASCADE
);
--> statement-breakpoint
CREATE INDEX game_list_order ON game (game_type, sort, node_id);
--> statement-breakpoint
CREATE INDEX game_vendor_order ON game (vassalage, game_type, sort, node_id);
--> statement-breakpoint
CREATE INDEX game_hot ON game (sort, node_id) WHERE is_hot = 1;
--> statement-breakpoint
CREATE INDEX game_search_trgm ON game USING gin (search_name gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE favourite_game (
  member_id bigint NOT NULL,
  node_id bigint NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
--> statement-breakpoint
CREATE INDEX favourite_game_by_member ON favourite_game (member_id, created_at DESC);
--> statement-breakpoint
-- Written by game launch (issue 6): one row per member and game, moved to the top on each launch.
CREATE TABLE recent_game (
  member_id bigint NOT NULL,
  node_id bigint NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL,
  launch_count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, node_id)
);
--> statement-breakpoint
CREATE INDEX recent_game_by_member ON recent_game (member_id, launched_at DESC);
--> statement-breakpoint
-- Winner board. Seeded in the demo until game rounds (issue 6) record real wins here.
CREATE TABLE winner_board_entry (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant (code),
  node_id bigint NOT NULL REFERENCES game (node_id) ON DELETE CASCADE,
  -- Stored in full; masked when read.
  customer_name text NOT NULL,
  win_amount bigint NOT NULL CHECK (win_amount > 0),
  won_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX winner_board_by_amount ON winner_board_entry (merchant_code, win_amount DESC, won_at DESC);
--> statement-breakpoint
CREATE TABLE announcement (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant (code),
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  platform text NOT NULL DEFAULT 'W',
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  image_url text,
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX announcement_lookup ON announcement (merchant_code, lang, type, sort);
--> statement-breakpoint
CREATE TABLE banner (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchant (code),
  group_name text NOT NULL CHECK (group_name IN ('w_home', 'w_reg', 'w_leftmenu')),
  lang text NOT NULL,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  -- Image path relative to an image CDN; demo banners point at generated art (/banners/<id>.svg).
  image_url text,
  link_url text,
  sort integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz
);
--> statement-breakpoint
CREATE INDEX banner_lookup ON banner (merchant_code, group_name, lang, sort);
