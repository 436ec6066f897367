import { z } from 'zod';
import { paged } from './envelope.js';
import { Flag, Vendor } from './games-fields.js';
import { Money } from './money.js';
import {
  GAME_CATEGORIES,
  VENDOR_CATEGORIES,
  CATALOGUE_GAME_TYPES,
  SLOT_CLASSIFICATIONS,
  GAME_FILTER_TYPES,
  PRIZE_MODES,
  HOME_LIST_SIZE,
  FAVOURITES_PAGE_SIZE,
  DEFAULT_LIST_PAGE_SIZE,
  WINNER_BOARD_MAX,
  CLIENT_TYPE,
  MAX_LIST_PAGE_SIZE,
  LANGUAGE_CODES,
  VENDOR_STATUSES,
} from './games-fns.js';

export * from './games-fns.js';

/**
 * Game catalogue and lobby (spec §1, §2 "Home lobby", "Game tile", "Slot sub-categories", §3 Game,
 * Favourite, Vendor, filter types, prize modes, winner board, §4 "Lobby", "Favourite", §7 "Games", §9).
 */

export const GameCategory = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof GameCategory>;

export const VendorCategory = z.enum(VENDOR_CATEGORIES);
export type VendorCategory = z.infer<typeof VendorCategory>;

export const CatalogueGameType = z.enum(CATALOGUE_GAME_TYPES);
export type CatalogueGameType = z.infer<typeof CatalogueGameType>;

export const SlotClassification = z.enum(SLOT_CLASSIFICATIONS);
export type SlotClassification = z.infer<typeof SlotClassification>;

export const GameFilterType = z.enum(GAME_FILTER_TYPES);
export type GameFilterType = z.infer<typeof GameFilterType>;

export const PrizeMode = z.enum(PRIZE_MODES);
export type PrizeMode = z.infer<typeof PrizeMode>;

export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const VendorStatus = z.enum(VENDOR_STATUSES);
export type VendorStatus = z.infer<typeof VendorStatus>;

/** Spec §3 Game. Image paths are relative to an image host picked at random from imageCDNs. */
export const Game = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  /** VASSALAGE: a vendor-level entry that opens the vendor's game list; GAME: launches itself. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  gameClassify: z.string().nullable(),
  gameName: z.string(),
  nodeName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  isHot: Flag,
  /** 0 = a free trial is available (spec §3). */
  supportPlay: Flag,
  isNew: Flag,
  /** MAINTENANCE when the game or its vendor is under maintenance (tile shows 'Game maintenance'). */
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
  sort: z.number().int(),
});
export type Game = z.infer<typeof Game>;

/** Spec §3 vendor card. `lobbyNodeId` is the vendor-level (VASSALAGE) entry that launches it, if any. */
export const VendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  lagerIcon: z.string(),
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
  sort: z.number().int(),
  lobbyNodeId: z.number().int().nullable(),
});
export type VendorCard = z.infer<typeof VendorCard>;

export const ClassificationEntry = z.object({
  gameClassify: z.string(),
  title: z.string(),
  vendors: z.array(VendorCard),
});
export type ClassificationEntry = z.infer<typeof ClassificationEntry>;

/** Spec §3: a vendor category has title/gameCategory, cards (vendors) and a gameClassify list. */
export const VendorCategoryEntry = z.object({
  gameCategory: z.string(),
  title: z.string(),
  vendors: z.array(VendorCard),
  gameClassify: z.array(ClassificationEntry),
});
export type VendorCategoryEntry = z.infer<typeof VendorCategoryEntry>;

/** The vendor data the client caches in session storage `gameVendor`. */
export const GameVendorData = z.object({ prizeMode: PrizeMode, categories: z.array(VendorCategoryEntry) });
export type GameVendorData = z.infer<typeof GameVendorData>;

// ---- query helpers: browsers and the legacy client send empty parameters (`gameType=`) ----
const blank = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const ListGameType = z.enum([...VENDOR_CATEGORIES]);
const ClientPlatform = z.enum(['flash', 'html5-desktop', 'html5', 'WEB', 'H5']);

/** GET /wps/relay/GCSGAME_gameList */
export const GameListQuery = z
  .object({
    clientType: z.coerce.number().int().min(0).max(9).default(CLIENT_TYPE),
    platform: opt(ClientPlatform),
    merchant: opt(z.string().max(32)),
    gameType: opt(ListGameType),
    vassalage: opt(Vendor),
    gameClassify: opt(
      z
        .string()
        .max(16)
        .regex(/^[A-Z0-9_]+$/),
    ),
    /** Game-name search: case- and accent-insensitive, every word must occur. */
    gameName: opt(z.string().trim().max(50)),
    /** ALL (default), HOT or NEW; FAV and RECENT need login. */
    filterType: opt(GameFilterType),
    pageNo,
    pageSize: pageSize(MAX_LIST_PAGE_SIZE, DEFAULT_LIST_PAGE_SIZE),
    language: opt(LanguageCode),
  })
  .strict();
export type GameListQuery = z.infer<typeof GameListQuery>;
export const GameListPage = paged(Game);
export type GameListPage = z.infer<typeof GameListPage>;

/** GET /wps/relay/hotGamesV2 and GET /lgw/games/gameHot */
export const HotGamesQuery = z
  .object({
    merchantCode: opt(z.string().max(32)),
    isPlatform: opt(z.coerce.number().int().min(0).max(9)),
    platform: opt(ClientPlatform),
    language: opt(LanguageCode),
    gameType: opt(ListGameType),
    vassalage: opt(Vendor),
  })
  .strict();
export type HotGamesQuery = z.infer<typeof HotGamesQuery>;
export const HotGames = z.array(Game);

/** GET /wps/relay/newGameVendor: lanes of new games, one per vendor. */
export const NewGameVendorQuery = z
  .object({ platform: opt(ClientPlatform), language: opt(LanguageCode), gameType: opt(ListGameType) })
  .strict();
export type NewGameVendorQuery = z.infer<typeof NewGameVendorQuery>;
export const NewGameLane = VendorCard.extend({ games: z.array(Game) });
export const NewGameVendor = z.object({ lanes: z.array(NewGameLane) });
export type NewGameVendor = z.infer<typeof NewGameVendor>;

/** GET /lgw/games/gameVendor */
export const GameVendorQuery = z.object({ platform: opt(ClientPlatform), language: opt(LanguageCode) }).strict();

/** GET /lgw/games/vassGameType: which game types (and classifications) each vendor offers. */
export const VassGameTypeQuery = z
  .object({ vassalage: opt(Vendor), gameType: opt(ListGameType), language: opt(LanguageCode) })
  .strict();
export const VassGameTypeEntry = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  gameClassify: z.array(z.string()),
});
export const VassGameType = z.array(VassGameTypeEntry);
export type VassGameType = z.infer<typeof VassGameType>;

/** Favourites calls (spec §7): pageSize 999 by default. */
export const FavouriteListQuery = z
  .object({
    pageNo,
    pageSize: pageSize(FAVOURITES_PAGE_SIZE, FAVOURITES_PAGE_SIZE),
    gameType: opt(ListGameType),
    vassalage: opt(Vendor),
    language: opt(LanguageCode),
    clientType: opt(z.coerce.number().int().min(0).max(9)),
    platform: opt(ClientPlatform),
    /** Sent by the legacy client; ignored — the session comes from the Authorization header. */
    token: opt(z.string().max(512)),
  })
  .strict();
export type FavouriteListQuery = z.infer<typeof FavouriteListQuery>;

/** Spec §3 favourite payload. */
export const FavouritePayload = z
  .object({ nodeId: z.coerce.number().int().positive(), vendor: Vendor, gameType: z.enum([...CATALOGUE_GAME_TYPES]) })
  .strict();
export type FavouritePayload = z.infer<typeof FavouritePayload>;
export const FavouriteEntry = z.object({ nodeId: z.number().int(), vendor: z.string(), gameType: z.string() });
export type FavouriteEntry = z.infer<typeof FavouriteEntry>;
export const FavouriteResult = z.object({ nodeId: z.number().int(), favourite: z.boolean() });
export type FavouriteResult = z.infer<typeof FavouriteResult>;

/** Spec §3 "Favourite list: content, pageNum, totalPages" (plus total). */
export const favouritePage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
/** getFavoriteGames / favGames: the favourite payloads, for heart state. */
export const FavouriteIds = favouritePage(FavouriteEntry);
export type FavouriteIds = z.infer<typeof FavouriteIds>;
/** getFavoriteGamesList / favGameList: full games. */
export const FavouriteGames = favouritePage(Game);
export type FavouriteGames = z.infer<typeof FavouriteGames>;

/** GET /wps/relay/GCS_recentGame */
export const RecentGamesQuery = z
  .object({
    page: pageNo,
    pageSize: pageSize(MAX_LIST_PAGE_SIZE, HOME_LIST_SIZE),
    gameType: opt(ListGameType),
    vassalage: opt(Vendor),
    language: opt(LanguageCode),
    clientType: opt(z.coerce.number().int().min(0).max(9)),
  })
  .strict();
export type RecentGamesQuery = z.infer<typeof RecentGamesQuery>;
export const RecentGames = paged(Game);

/** GET /wps/relay/GCSGAME_getRankList (winner board). */
export const RankListQuery = z
  .object({
    gameCategory: opt(z.enum(['ALL', ...VENDOR_CATEGORIES])),
    language: opt(LanguageCode),
    limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_MAX).default(WINNER_BOARD_MAX),
  })
  .strict();
export type RankListQuery = z.infer<typeof RankListQuery>;
/** Spec §3 winner board entry: fields inside a `vo`; customerName arrives masked. */
export const WinnerEntry = z.object({
  vo: z.object({
    iconUrl: z.string(),
    customerName: z.string(),
    gameName: z.string(),
    winAmount: Money,
    gameType: z.string(),
    time: z.string(),
  }),
});
export const RankList = z.array(WinnerEntry);
export type RankList = z.infer<typeof RankList>;

/** GET /lgw/games/game_menus: the platform lottery's games for a prize mode, by family. */
export const GameMenusQuery = z.object({ prizeMode: opt(PrizeMode), language: opt(LanguageCode) }).strict();
export const LotteryMenuGroup = z.object({ gameClassify: z.string(), title: z.string(), games: z.array(Game) });
export const GameMenus = z.object({ prizeMode: PrizeMode, menus: z.array(LotteryMenuGroup) });
export type GameMenus = z.infer<typeof GameMenus>;

/** GET /lgw/vn/games/game_menu: Vietnamese lottery by region. */
export const VnGameMenuQuery = z
  .object({
    prizeMode: opt(PrizeMode),
    device: opt(z.enum(['WEB', 'H5', 'PC', 'MOBILE'])),
    language: opt(LanguageCode),
  })
  .strict();
export const VnGameMenu = z.object({ prizeMode: PrizeMode, regions: z.array(LotteryMenuGroup) });
export type VnGameMenu = z.infer<typeof VnGameMenu>;
export const VnRecentQuery = z
  .object({ language: opt(LanguageCode), device: opt(z.enum(['WEB', 'H5', 'PC', 'MOBILE'])) })
  .strict();
export const VnRecentMenu = z.array(Game);

/** DELETE of a favourite may carry the payload as query parameters instead of a JSON body (clients differ). */
export const OptionalFavouritePayload = z
  .object({ nodeId: z.string().optional(), vendor: z.string().optional(), gameType: z.string().optional() })
  .strict();
