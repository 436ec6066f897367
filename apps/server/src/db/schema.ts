// Every Drizzle table of every module, for the typed query builder. Each module owns its file.
export * from '../modules/system/system-tables.js';
export * from '../modules/wallet/wallet-tables.js';
export * from '../modules/captcha/captcha-tables.js';
export * from '../modules/verification/verification-tables.js';
export * from '../modules/member/member-tables.js';
export * from '../modules/session/session-tables.js';
export * from '../modules/games/games-tables.js';
export * from '../modules/content/content-tables.js';
export * from '../modules/cashier/cashier-tables.js';
export * from '../modules/transfer/transfer-tables.js';
