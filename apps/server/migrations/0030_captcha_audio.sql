-- The audio alternative of the image captcha (issue 18 item 10): the characters to read out,
-- kept only while the challenge lives (two minutes; the hash still decides the answer), and how
-- often the recording was fetched, limited per challenge.
ALTER TABLE captcha_challenge
  ADD COLUMN spoken_text text,
  ADD COLUMN audio_plays integer NOT NULL DEFAULT 0;
