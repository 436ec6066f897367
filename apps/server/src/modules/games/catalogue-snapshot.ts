import {
  categoryTitle,
  classificationTitle,
  splitSportsCategories,
  SLOT_CLASSIFICATIONS,
  VENDOR_CATEGORIES,
  type VendorCard,
  type VendorCategoryEntry,
} from '@fortuna/contracts';
import { toGame, vendorArtPath, type GameRow } from './games-fns.js';
import type { GamesRepository, VendorRow } from './games-repository.js';

const LOTTERY_GROUP_TITLES: Record<string, string> = {
  SSC: 'SSC',
  PK10: 'PK10',
  K3: 'K3',
  '11X5': '11x5',
  THAI: 'Thai Lottery',
  '4D': '4D',
  NORTH: 'Northern',
  CENTRAL: 'Central',
  SOUTH: 'Southern',
  FAST: 'Fast Draws',
};

export type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

export async function loadSnapshot(repo: GamesRepository) {
  const [vendors, classes, lobbies] = await Promise.all([repo.vendors(), repo.classifications(), repo.lobbyEntries()]);
  const key = (vassalage: string, gameType: string) => `${vassalage}\u0000${gameType}`;
  const lobby = new Map(lobbies.map((l) => [key(l.vassalage, l.game_type), Number(l.node_id)]));
  const classesOf = new Map<string, Set<string>>();
  for (const c of classes) {
    const k = key(c.vassalage, c.game_type);
    if (!classesOf.has(k)) classesOf.set(k, new Set());
    classesOf.get(k)?.add(c.game_classify);
  }
  const card = (v: VendorRow): VendorCard => ({
    vassalage: v.vassalage,
    displayName: v.display_name,
    gameType: v.game_type,
    lagerIcon: v.lager_icon ?? vendorArtPath(v.vassalage),
    status: v.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'ACTIVE',
    sort: v.sort,
    lobbyNodeId: lobby.get(key(v.vassalage, v.game_type)) ?? null,
  });
  return {
    vendors,
    cards: vendors.map(card),
    classesOf: (v: { vassalage: string; gameType: string }) =>
      classesOf.get(key(v.vassalage, v.gameType)) ?? new Set<string>(),
  };
}

/** Vendor categories in menu order, split per spec §4; slot classifications for RNG only. */
export function buildCategories(snap: Snapshot, hidden: readonly string[]): VendorCategoryEntry[] {
  const raw: VendorCategoryEntry[] = [];
  for (const category of VENDOR_CATEGORIES) {
    const vendors = snap.cards.filter((c) => c.gameType === category);
    if (vendors.length === 0) continue;
    const gameClassify =
      category === 'RNG'
        ? SLOT_CLASSIFICATIONS.filter((code) => !hidden.includes(code))
            .map((code) => ({
              gameClassify: code,
              title: classificationTitle(code),
              vendors: vendors.filter((v) => snap.classesOf(v).has(code)),
            }))
            .filter((entry) => entry.vendors.length > 0)
        : [];
    raw.push({ gameCategory: category, title: categoryTitle(category), vendors, gameClassify });
  }
  return splitSportsCategories(raw);
}

export async function lotteryGroups(repo: GamesRepository, vendors: string[], language: string | undefined) {
  const rows = await repo.rows({ vendors, gamesOnly: true }, 500);
  const groups = new Map<string, GameRow[]>();
  for (const row of rows) {
    const group = row.game_classify ?? 'OTHER';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)?.push(row);
  }
  const order = Object.keys(LOTTERY_GROUP_TITLES);
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([code, members]) => ({
      gameClassify: code,
      title: LOTTERY_GROUP_TITLES[code] ?? code,
      games: members.map((r) => toGame(r, language)),
    }));
}
