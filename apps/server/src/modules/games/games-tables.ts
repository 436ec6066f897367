import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The listing status and the times that vendor cards and games both carry (fresh builders per table). */
const listingColumns = () => ({
  status: text('status', { enum: ['ACTIVE', 'MAINTENANCE', 'DISABLED'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor card: one vendor (vassalage code) in one game type (migration 0005). */
export const gameVendor = pgTable(
  'game_vendor',
  {
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    lagerIcon: text('lager_icon'),
    sort: integer('sort').notNull().default(1000),
    /** Players see the vendor under maintenance from start until end (migration 0034). */
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    ...listingColumns(),
  },
  (t) => [primaryKey({ columns: [t.vassalage, t.gameType] })],
);

export const game = pgTable('game', {
  nodeId: bigserial('node_id', { mode: 'number' }).primaryKey(),
  vassalage: text('vassalage').notNull(),
  gameType: text('game_type').notNull(),
  gameCode: text('game_code').notNull(),
  isGame: text('is_game', { enum: ['GAME', 'VASSALAGE'] })
    .notNull()
    .default('GAME'),
  gameClassify: text('game_classify'),
  gameName: text('game_name').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  searchName: text('search_name').notNull(),
  iconUrl: text('icon_url'),
  isHot: smallint('is_hot').notNull().default(0),
  supportPlay: smallint('support_play').notNull().default(1),
  isNew: smallint('is_new').notNull().default(0),
  sort: integer('sort').notNull().default(1000),
  ...listingColumns(),
});

export const favouriteGame = pgTable(
  'favourite_game',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

export const recentGame = pgTable(
  'recent_game',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    launchCount: integer('launch_count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

export const winnerBoardEntry = pgTable('winner_board_entry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  nodeId: bigint('node_id', { mode: 'number' }).notNull(),
  customerName: text('customer_name').notNull(),
  winAmount: bigint('win_amount', { mode: 'bigint' }).notNull(),
  wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
});
