/**
 * Spec §3 session-storage keys. One place so every feature spells them alike. `memberType`
 * is ours (docs/decisions.md): the member type of §4 "Roles", so a reload still knows a trial
 * account (type 4) without a call; so are `announcementClosed` and `announcementShown`, the
 * audiences (anonymous or a member) that closed or were shown the announcement popup this session
 * (spec §2), and `jackpot`, the session's jackpot figure with its time (spec §4, §9).
 */
export const SESSION_KEYS = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'merchant',
  'merchantCode',
  'enableSalary',
  'enableContract',
  'gameVendor',
  'HOT_GAMES',
  'merchantWallet',
  'validate',
  'consolidated',
  'memberType',
  'announcementClosed',
  'announcementShown',
  'jackpot',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * Keys of the browser session rather than of a member: a logout keeps them. The popup's memory is
 * per audience key already (so a sign-out does not show it again), the jackpot is one figure.
 */
export const SESSION_KEYS_KEPT_ON_LOGOUT: readonly SessionKey[] = [
  'merchantCode',
  'announcementClosed',
  'announcementShown',
  'jackpot',
];

/**
 * Spec §3 local-storage keys: lang, hisLang, LOTTFAV (lottery favourites per username), plus
 * ours: announcementHidden, the date of the announcement popup's 'hide today' (spec §2).
 */
export const LOCAL_KEYS = ['lang', 'hisLang', 'LOTTFAV', 'announcementHidden'] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

/** Languages with locale files (spec §9); the selector offers the brand's (status info.brand), these until it is known. */
export const LOCALE_LANGS = ['EN', 'TY', 'TH'] as const;
export type LocaleLang = (typeof LOCALE_LANGS)[number];
export const SITE_LANG_OPTIONS = ['EN', 'TY'] as const;
export const DEFAULT_LANG: LocaleLang = 'TY';

/** Brand config (spec §3). */
export const BRAND = { platform: 'WEB', lotteryType: 'Lott', clientType: 3 } as const;
