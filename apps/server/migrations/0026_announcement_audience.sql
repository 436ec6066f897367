-- Announcements can target visitors or members (issue 18 item 5): the request's execution
-- (V visitors, M members, B both) picks the rows whose audience is 'all' or that audience.
ALTER TABLE announcement ADD COLUMN audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'visitors', 'members'));
