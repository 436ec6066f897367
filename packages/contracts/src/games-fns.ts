/**
 * Zod-free part of the game catalogue contract: constants of spec §2, §3, §9 and the pure lobby
 * rules of §4. The web app's entry chunk imports this file (never games.ts, which pulls in zod);
 * games.ts re-exports everything here, so server code keeps one import.
 */

/** Categories that hold vendors, in the order the menu shows them. */
export const VENDOR_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;

/** Lobby categories in menu order: HOT and FAV first, then the vendor categories (spec §2). */
export const GAME_CATEGORIES = ['HOT', 'FAV', ...VENDOR_CATEGORIES] as const;

/** Game types excluded from every product list (spec §9). They exist in catalogue data as site content. */
export const EXCLUDED_GAME_TYPES = ['HOME', 'PROMO'] as const;

/** Every game type a catalogue row may carry. */
export const CATALOGUE_GAME_TYPES = [...VENDOR_CATEGORIES, ...EXCLUDED_GAME_TYPES] as const;

/** Slot sub-categories (spec §2): scratch, video poker, jackpot, table games, arcade, bingo. */
export const SLOT_CLASSIFICATIONS = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** Bingo is offered only when the brand's second language is supported (whitelabel SECONDLANG). */
export const SECOND_LANGUAGE_CLASSIFICATION = 'BG';

export const GAME_FILTER_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** Spec §9: vendors of the SPORTS category that the lobby shows as e-sports and cockfight. */
export const ESPORTS_VENDOR_CODES = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;

export const COCKFIGHT_VENDOR_CODES = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

/** Spec §9 constants of the lobby. */
export const LOBBY_PAGE_SIZE = 18;

export const HOME_LIST_SIZE = 12;

export const HOME_VENDORS_PER_CATEGORY = 5;

export const FAVOURITES_PAGE_SIZE = 999;

export const DEFAULT_LIST_PAGE_SIZE = 42;

export const WINNER_BOARD_MAX = 20;

export const FAVOURITE_THROTTLE_MS = 1000;

export const CLIENT_TYPE = 3;

/** Largest page a list call serves (favourites excepted: the spec fetches them 999 at a time). */
export const MAX_LIST_PAGE_SIZE = 200;

/** Language codes of spec §9 that callers may send; content without that language falls back to English. */
export const LANGUAGE_CODES = [
  'CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'TA', 'TW',
  'TY', 'UR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW',
] as const; // prettier-ignore

export const VENDOR_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;

// ---- pure lobby rules, shared by the server and the web client ----

/** Latin and Vietnamese accents (the combining diacritical blocks); Thai and other scripts keep their vowel and tone marks. */
const COMBINING_DIACRITICS: Array<[number, number]> = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isCombiningDiacritic = (mark: string) => {
  const code = mark.codePointAt(0) ?? 0;
  return COMBINING_DIACRITICS.some(([from, to]) => code >= from && code <= to);
};

/**
 * Search form of a name: lower case, Latin accents removed, letters that do
 * not decompose (đ, ø, ł, ß, æ, œ) folded, punctuation and runs of spaces collapsed to one space.
 * Plain printable ASCII, most of what is typed into a search box, takes a shortcut with the same
 * result (no accents to strip, no letters to fold): a third of the time.
 */
export function normalizeSearchText(text: string): string {
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return foldSearchText(text);
}
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** normalizeSearchText for any text, without the ASCII shortcut. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (isCombiningDiacritic(mark) ? '' : mark))
    .toLowerCase()
    .replace(/[đð]/g, 'd')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** Words of a search box entry (at most 5), each to be found somewhere in the game name. */
export const searchWords = (text: string): string[] => normalizeSearchText(text).split(' ').filter(Boolean).slice(0, 5);

type CategoryLike = { gameCategory: string; vendors: ReadonlyArray<{ vassalage: string }> };

/**
 * Spec §4: vendors of SPORTS listed as e-sports move to a new ESPORTS category and cockfight
 * vendors to a new COCKFIGHT category, both inserted right after SPORTS. Idempotent: data that
 * is already split comes back unchanged.
 */
export function splitSportsCategories<C extends CategoryLike>(categories: readonly C[]): C[] {
  const sportsIndex = categories.findIndex((c) => c.gameCategory === 'SPORTS');
  if (sportsIndex < 0) return [...categories];
  const sports = categories[sportsIndex] as C;
  const isEsports = (v: { vassalage: string }) => (ESPORTS_VENDOR_CODES as readonly string[]).includes(v.vassalage);
  const isCockfight = (v: { vassalage: string }) => (COCKFIGHT_VENDOR_CODES as readonly string[]).includes(v.vassalage);
  const moved = (code: 'ESPORTS' | 'COCKFIGHT', pick: (v: { vassalage: string }) => boolean): C[] => {
    const existing = categories.find((c) => c.gameCategory === code);
    const vendors = [...(existing?.vendors ?? []), ...sports.vendors.filter(pick)];
    if (vendors.length === 0) return [];
    return [
      { ...(existing ?? { ...sports, gameClassify: [] }), gameCategory: code, title: categoryTitle(code), vendors },
    ];
  };
  const others = (c: C) => c.gameCategory !== 'ESPORTS' && c.gameCategory !== 'COCKFIGHT';
  const before = categories.slice(0, sportsIndex).filter(others);
  const after = categories.slice(sportsIndex + 1).filter(others);
  const remaining = { ...sports, vendors: sports.vendors.filter((v) => !isEsports(v) && !isCockfight(v)) } as C;
  return [...before, remaining, ...moved('ESPORTS', isEsports), ...moved('COCKFIGHT', isCockfight), ...after];
}

/** Spec §4: ELOTT when the ELOTT category of the vendor data holds TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeOf(categories: readonly CategoryLike[]): 'LOTT' | 'ELOTT' {
  const elott = categories.find((c) => c.gameCategory === 'ELOTT');
  return elott?.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
}

/** The lobby's category menu: HOT and FAV, then the vendor categories present in the vendor data. */
export const lobbyCategoryMenu = (categories: readonly CategoryLike[]): string[] => [
  'HOT',
  'FAV',
  ...categories.map((c) => c.gameCategory),
];

const CATEGORY_TITLES: Record<string, string> = {
  HOT: 'Hot',
  FAV: 'Favourites',
  RNG: 'Slots',
  LIVE: 'Live Casino',
  FISH: 'Fishing',
  PVP: 'Cards',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  COCKFIGHT: 'Cockfight',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};
/** English title of a category (the web app translates by gameCategory). */
export const categoryTitle = (category: string): string => CATEGORY_TITLES[category] ?? category;

const CLASSIFICATION_TITLES: Record<string, string> = {
  SC: 'Scratch',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BG: 'Bingo',
};
export const classificationTitle = (code: string): string => CLASSIFICATION_TITLES[code] ?? code;

/** Where a game launches (spec §4 "Game launch"): lottery routes by vendor, else popup list or the route. */
export function gameLaunchTarget(game: {
  vassalage: string;
  gameCode: string;
  isGame: string;
}): { kind: 'route'; path: string } | { kind: 'vendorPopup' } | { kind: 'launch' } {
  const q = `?gameCode=${encodeURIComponent(game.gameCode)}`;
  if (game.vassalage === 'TCG_LOTTO_VN') return { kind: 'route', path: `/vnLottery${q}` };
  if (game.vassalage === 'TCG_SEA') return { kind: 'route', path: `/seaLottery${q}` };
  if (game.vassalage === 'LOTT' || game.vassalage === 'ELOTT') return { kind: 'route', path: `/lottery${q}` };
  return game.isGame === 'VASSALAGE' ? { kind: 'vendorPopup' } : { kind: 'launch' };
}
