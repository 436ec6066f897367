import { COCKFIGHT_VENDOR_CODES, ESPORTS_VENDOR_CODES, formatMinor, type Game } from '@fortuna/contracts';

/** A catalogue row as the list queries return it (snake_case, straight from SQL). */
export type GameRow = {
  node_id: number | string;
  vassalage: string;
  game_type: string;
  game_code: string;
  is_game: 'GAME' | 'VASSALAGE';
  game_classify: string | null;
  game_name: string;
  names: Record<string, string> | null;
  icon_url: string | null;
  is_hot: number;
  support_play: number;
  is_new: number;
  sort: number;
  status: string;
  vendor_status: string;
};

/** Generated artwork paths, relative to an image CDN (served under /media by media-routes.ts). */
export const gameArtPath = (nodeId: number | string) => `/games/${nodeId}.svg`;
export const vendorArtPath = (vassalage: string) => `/vendors/${vassalage}.svg`;

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/** Spec §3 Game from a row; the name in the caller's language when the catalogue has one. */
export function toGame(row: GameRow, language: string | undefined): Game {
  const name = (language && row.names?.[language]) || row.game_name;
  return {
    nodeId: Number(row.node_id),
    vassalage: row.vassalage,
    gameType: row.game_type,
    gameCode: row.game_code,
    isGame: row.is_game,
    gameClassify: row.game_classify,
    gameName: name,
    nodeName: name,
    iconUrl: row.icon_url ?? gameArtPath(row.node_id),
    showIcon: row.icon_url ?? gameArtPath(row.node_id),
    isHot: flag(row.is_hot),
    supportPlay: flag(row.support_play),
    isNew: flag(row.is_new),
    // A vendor under maintenance takes all its games with it.
    status: row.status === 'MAINTENANCE' || row.vendor_status === 'MAINTENANCE' ? 'MAINTENANCE' : 'ACTIVE',
    sort: row.sort,
  };
}

/**
 * Which stored game types and vendors a lobby category covers. ESPORTS and COCKFIGHT are carved
 * out of SPORTS by vendor code (spec §4, §9); data that already says ESPORTS/COCKFIGHT counts too.
 */
export type CategoryScope = { gameTypes: string[]; onlyVendors?: readonly string[]; exceptVendors?: readonly string[] };
export function categoryScope(category: string): CategoryScope[] {
  if (category === 'ESPORTS')
    return [{ gameTypes: ['ESPORTS'] }, { gameTypes: ['SPORTS'], onlyVendors: ESPORTS_VENDOR_CODES }];
  if (category === 'COCKFIGHT')
    return [{ gameTypes: ['COCKFIGHT'] }, { gameTypes: ['SPORTS'], onlyVendors: COCKFIGHT_VENDOR_CODES }];
  if (category === 'SPORTS')
    return [{ gameTypes: ['SPORTS'], exceptVendors: [...ESPORTS_VENDOR_CODES, ...COCKFIGHT_VENDOR_CODES] }];
  return [{ gameTypes: [category] }];
}

/** The lobby category a stored (vendor, game type) pair shows under. */
export function lobbyCategoryOf(vassalage: string, gameType: string): string {
  if (gameType !== 'SPORTS') return gameType;
  if ((ESPORTS_VENDOR_CODES as readonly string[]).includes(vassalage)) return 'ESPORTS';
  if ((COCKFIGHT_VENDOR_CODES as readonly string[]).includes(vassalage)) return 'COCKFIGHT';
  return 'SPORTS';
}

/** Winner board names are shown masked: `ma***23`; short names keep only their first letter. */
export function maskCustomerName(name: string): string {
  const chars = [...name];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  return `${chars[0] ?? '*'}***`;
}

export const formatWinAmount = (minor: bigint) => formatMinor(minor);

export const totalPages = (total: number, pageSize: number) => (total === 0 ? 0 : Math.ceil(total / pageSize));

/** Escapes LIKE wildcards so a search word matches literally. */
export const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A small least-recently-used cache with a time limit: the catalogue is read far more often than
 * it changes, and every change (import, operator edit) clears it.
 */
export function createLruCache<V>(maxEntries: number, ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
