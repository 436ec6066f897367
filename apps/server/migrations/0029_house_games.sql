-- The house provider's several games (issue 18 item 7): a session now records which house game it
-- plays by id ('fortuna-fruits', 'pearl-lagoon', …, 'baccarat', 'dragon-tiger'), validated by the
-- application against its game list, instead of the two kinds 'slot' and 'baccarat'.
ALTER TABLE house_session DROP CONSTRAINT house_session_game_check;
--> statement-breakpoint
UPDATE house_session SET game = 'fortuna-fruits' WHERE game = 'slot';
--> statement-breakpoint
UPDATE house_round SET game = 'fortuna-fruits' WHERE game = 'slot';
--> statement-breakpoint
ALTER TABLE house_session ADD CONSTRAINT house_session_game_id CHECK (game ~ '^[a-z][a-z0-9-]{1,39}$');
