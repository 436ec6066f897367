import {
  bigserial,
  boolean,
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  customType,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `cidr`, carried as its text form. */
const cidr = customType<{ data: string }>({ dataType: () => 'cidr' });

export const merchant = pgTable('merchant', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  mainDomain: text('main_domain').notNull(),
  agentDomain: text('agent_domain'),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timeZone: text('time_zone').notNull(),
  languages: text('languages').array().notNull(),
  defaultLanguage: text('default_language').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull(),
  launchGameCdns: text('launch_game_cdns').array().notNull(),
  resources: jsonb('resources').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whitelabelFlag = pgTable(
  'whitelabel_flag',
  {
    merchantCode: text('merchant_code').notNull(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.flag] })],
);

export const registerFieldSetting = pgTable(
  'register_field_setting',
  {
    merchantCode: text('merchant_code').notNull(),
    field: text('field').notNull(),
    shown: boolean('shown').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: text('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.field] })],
);

export const maintenanceWindow = pgTable('maintenance_window', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const regionRule = pgTable('region_rule', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  action: text('action', { enum: ['allow', 'deny'] }).notNull(),
  cidr: cidr('cidr'),
  country: char('country', { length: 2 }),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ipCountryRange = pgTable('ip_country_range', {
  cidr: cidr('cidr').primaryKey(),
  country: char('country', { length: 2 }).notNull(),
});

export const customerServiceChannel = pgTable('customer_service_channel', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  type: text('type').notNull(),
  csPosition: text('cs_position').notNull(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const mirrorDomain = pgTable('mirror_domain', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  url: text('url').notNull(),
  label: text('label').notNull(),
  verified: boolean('verified').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const helpArticle = pgTable('help_article', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  lang: text('lang').notNull(),
  device: text('device').notNull(),
  key: text('key').notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
});
