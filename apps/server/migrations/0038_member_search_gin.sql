-- Member search by real name (issue 19 benchmark): the trigram index kept a pending list (GIN's
-- fast update) that every search read from end to end: after a million members went in, 354 pages
-- (9,734 entries) on each search, two thirds of its index reads. Registrations come one at a time,
-- so the list buys nothing here: entries go straight into the index, and what was pending is moved in.
ALTER INDEX member_real_name_trgm SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('member_real_name_trgm'::regclass);
