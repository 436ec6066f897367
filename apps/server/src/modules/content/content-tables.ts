import { bigint, bigserial, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const announcement = pgTable('announcement', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H'] }).notNull(),
  platform: text('platform').notNull().default('W'),
  /** Who sees it: everyone, visitors (not logged in) or members (migrations/0026). */
  audience: text('audience', { enum: ['all', 'visitors', 'members', 'agents'] })
    .notNull()
    .default('all'),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imageUrl: text('image_url'),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banner = pgTable('banner', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  groupName: text('group_name', { enum: ['w_home', 'w_reg', 'w_leftmenu'] }).notNull(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** A banner's uploaded picture (migrations/0036), re-encoded; served at /media/banner-images/. */
export const bannerImage = pgTable('banner_image', {
  bannerId: bigint('banner_id', { mode: 'number' })
    .primaryKey()
    .references(() => banner.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
