import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const captchaChallenge = pgTable('captcha_challenge', {
  id: uuid('id').primaryKey(),
  kind: text('kind', { enum: ['image', 'slider'] }).notNull(),
  answerHash: text('answer_hash'),
  answerX: integer('answer_x'),
  /** HMAC secret of this captcha's proof-of-work challenge (never sent). */
  powSecret: text('pow_secret'),
  /** The image's characters for its audio alternative (deleted with the row when it expires). */
  spokenText: text('spoken_text'),
  /** How often the audio alternative was fetched (limited per challenge). */
  audioPlays: integer('audio_plays').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
