/**
 * Spec §2 routes as data: which screen a path shows, which category it carries, whether it
 * needs a session token, and which parts of the usual layout it hides. Pure, so the rules are
 * unit tested and the router, header and guards read one table.
 */
export const GAME_CATEGORIES = ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Lobby menu order (spec §2 home lobby: HOT, FAV, then the vendor categories; §1 and §9: recent
 * games on home too, after favourites; §4 COCKFIGHT after SPORTS).
 */
export const LOBBY_MENU = [
  'HOT',
  'FAV',
  'RECENT',
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
export type LobbyMenuEntry = (typeof LOBBY_MENU)[number];

export const CATEGORY_BY_PATH: Readonly<Record<string, GameCategory>> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
};

export const PATH_BY_CATEGORY: Readonly<Record<GameCategory, string>> = Object.fromEntries(
  Object.entries(CATEGORY_BY_PATH).map(([path, category]) => [category, path]),
) as Record<GameCategory, string>;

/** Lobby entries that have their own page; HOT/COCKFIGHT stay in the lobby (FAV → /favorite, RECENT → /recent). */
export function pathForLobbyEntry(entry: LobbyMenuEntry): string | null {
  if (entry === 'FAV') return '/favorite';
  if (entry === 'RECENT') return '/recent';
  if (entry === 'HOT' || entry === 'COCKFIGHT') return null;
  return PATH_BY_CATEGORY[entry];
}

export type ScreenKind =
  | 'home'
  | 'login'
  | 'register'
  | 'help'
  | 'agent'
  | 'agentHome'
  | 'member'
  | 'gameCenter'
  | 'gameListCenter'
  | 'accountGame'
  | 'lottery'
  | 'lotteryVerify'
  | 'seamless'
  | 'mirror'
  | 'resetPassword'
  | 'devInbox'
  | 'notFound';

const SCREEN_BY_PATH: Readonly<Record<string, ScreenKind>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/login': 'login',
  '/register': 'register',
  '/help': 'help',
  '/agent': 'agent',
  '/agentHome': 'agentHome',
  '/member': 'member',
  '/sports': 'gameCenter',
  '/esports': 'gameCenter',
  '/lott': 'gameCenter',
  '/elott': 'gameCenter',
  '/live': 'gameListCenter',
  '/fish': 'gameListCenter',
  '/rng': 'gameListCenter',
  '/pvp': 'gameListCenter',
  '/favorite': 'accountGame',
  '/recent': 'accountGame',
  '/lottery': 'lottery',
  '/seaLottery': 'lottery',
  '/vnLottery': 'lottery',
  // The provably fair draws' verification page: public (issue 20), unlike the lottery screens.
  '/lotteryVerify': 'lotteryVerify',
  // /promotions and /pointMall come with the promotions module (issue 22): until it works they are
  // not routes at all (404), and no menu links to them (house rule: no placeholders).
  '/seamless': 'seamless',
  '/mirror': 'mirror',
  // The link of the forgot-password e-mail (spec §3: "a single-use, expiring reset link").
  '/resetPassword': 'resetPassword',
  // Development tool: what the local SMS and mail providers sent (the API exists outside production only).
  '/dev/inbox': 'devInbox',
};

/** Every path the router declares (the 404 catch-all aside). */
export const KNOWN_PATHS = Object.keys(SCREEN_BY_PATH);

/** Paths are matched exactly (case-sensitive, as the spec spells them); a trailing slash is tolerated. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export const screenFor = (pathname: string): ScreenKind => SCREEN_BY_PATH[normalisePath(pathname)] ?? 'notFound';

export const categoryFor = (pathname: string): GameCategory | null => CATEGORY_BY_PATH[normalisePath(pathname)] ?? null;

/** Spec §2 + §6: lottery pages, member centre, agent centre and account games need login. */
const LOGIN_REQUIRED: ReadonlySet<ScreenKind> = new Set(['lottery', 'member', 'agentHome', 'accountGame']);

export const requiresLogin = (screen: ScreenKind): boolean => LOGIN_REQUIRED.has(screen);

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Route guard. The login check is only whether a token exists (spec §2); the agent centre
 * additionally sends a logged-in non-agent to the agent landing page (spec §4 "Other").
 */
export function accessFor(
  screen: ScreenKind,
  session: { hasToken: boolean; isAgent: boolean; isTrial?: boolean },
): Access {
  if (requiresLogin(screen) && !session.hasToken) return { kind: 'redirect', to: '/login' };
  // Spec §6: the member centre shows only for a non-trial account (type ≠ 4).
  if (screen === 'member' && session.isTrial) return { kind: 'redirect', to: '/' };
  if (screen === 'agentHome' && !session.isAgent) return { kind: 'redirect', to: '/agent' };
  return { kind: 'allow' };
}

export type LayoutParts = { header: boolean; sideMenu: boolean; footer: boolean };

const NO_FOOTER: ReadonlySet<ScreenKind> = new Set(['lottery', 'seamless']);
const BARE: ReadonlySet<ScreenKind> = new Set(['agent', 'agentHome']);

/** Most pages have header, footer and side menu; the agent pages have none, some have no footer. */
export function layoutFor(screen: ScreenKind): LayoutParts {
  if (BARE.has(screen)) return { header: false, sideMenu: false, footer: false };
  return { header: true, sideMenu: true, footer: !NO_FOOTER.has(screen) };
}

/** Member-centre pages (spec §2), in menu order; `?page=` selects one. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const memberPageHref = (page: MemberPage): string => `/member?page=${page}`;

/** Member-centre pages whose feature has not landed yet; later issues take theirs out of this list. */
const NOT_YET_AVAILABLE: readonly MemberPage[] = [
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'manualRebate',
];

/**
 * Member-centre pages whose feature exists today, in menu order (spec §2: a page appears in the
 * navigation when its feature lands, never as an empty placeholder).
 */
export const AVAILABLE_MEMBER_PAGES: readonly MemberPage[] = MEMBER_PAGES.filter(
  (page) => !NOT_YET_AVAILABLE.includes(page),
);
export const isMemberPageAvailable = (page: MemberPage): boolean => AVAILABLE_MEMBER_PAGES.includes(page);

export function memberPageFrom(search: string): MemberPage {
  const page = new URLSearchParams(search).get('page');
  return (AVAILABLE_MEMBER_PAGES as readonly string[]).includes(page ?? '') ? (page as MemberPage) : 'securityCenter';
}

/** Agent-centre pages (spec §2) with the whitelabel flag that gates each (null = always shown). */
export const AGENT_PAGES = [
  { page: 'agentAnnouncement', flag: null },
  { page: 'agentTeamOverview', flag: null },
  { page: 'registerCenter', flag: null },
  { page: 'downlineManagmentView', flag: null },
  { page: 'personalHistoryCopy', flag: null },
  { page: 'palStatementsAgentCopy', flag: null },
  { page: 'agentRevenueReport', flag: null },
  { page: 'agentDownlineTransactionDetailsCopy', flag: null },
  { page: 'agentDividendRecordCopy2', flag: 'CONTRACT' },
  { page: 'agentDailyWages2', flag: 'SALARY' },
  { page: 'agentHourSalary', flag: 'HOURSALARY' },
  { page: 'agentRealtimeSalary', flag: 'REALTIMESALARY' },
  { page: 'depositv2', flag: null },
  { page: 'withdraw', flag: null },
  { page: 'messageV2', flag: null },
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number]['page'];

export function visibleAgentPages(flags: Partial<Record<string, boolean>>): AgentPage[] {
  return AGENT_PAGES.filter((p) => p.flag === null || flags[p.flag] === true).map((p) => p.page);
}
