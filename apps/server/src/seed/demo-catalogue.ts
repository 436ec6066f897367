import { seededRandom } from '../modules/games/artwork-fns.js';
import * as words from './catalogue-names.js';
import * as kinds from './demo-catalogue-kinds.js';

export type VendorSeed = {
  vassalage: string;
  gameType: string;
  displayName: string;
  status?: 'ACTIVE' | 'MAINTENANCE';
};
export type GameSeed = {
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  isGame: 'GAME' | 'VASSALAGE';
  gameClassify: string | null;
  isHot: number;
  supportPlay: number;
  isNew: number;
  sort: number;
};

/** Every vendor code the spec names, plus plausible live-casino, fishing, card and sports vendors. */
export const DEMO_VENDORS: VendorSeed[] = [
  ...(
    [['PG', 'PG Soft'], ['EG2', 'EG Gaming'], ['PT', 'Playtech'], ['JDB', 'JDB Gaming'], ['CQ9', 'CQ9 Gaming'], ['FC', 'Fa Chai'], ['JL', 'JILI'], ['BGS', 'BGS Gaming']] as const
  ).map(([vassalage, displayName]) => ({ vassalage, gameType: 'RNG', displayName })),
  ...([['EVO', 'Evolution'], ['SA', 'SA Gaming'], ['DG', 'Dream Gaming'], ['SEXY', 'AE Sexy'], ['WM', 'WM Casino'], ['PPL', 'Pragmatic Live']] as const).map(
    ([vassalage, displayName]) => ({ vassalage, gameType: 'LIVE', displayName }),
  ),
  ...([['JDB', 'JDB Fishing'], ['CQ9', 'CQ9 Fishing'], ['FC', 'Fa Chai Fishing'], ['JL', 'JILI Fishing']] as const).map(([vassalage, displayName]) => ({
    vassalage,
    gameType: 'FISH',
    displayName,
  })),
  ...([['KY', 'Kaiyuan Gaming'], ['V8', 'V8 Poker'], ['JL', 'JILI Cards'], ['LEG', 'Legend Cards']] as const).map(([vassalage, displayName]) => ({
    vassalage,
    gameType: 'PVP',
    displayName,
  })),
  // Sports as the vendor data holds them: e-sports and cockfight vendors sit under SPORTS and the
  // lobby splits them out (spec §4).
  ...(
    [
      ['SABA', 'SABA Sports'], ['SBO', 'SBOBET'], ['CMD', 'CMD368'], ['PINN', 'Pinnacle'],
      ['AV', 'AV E-sports'], ['IMES', 'IM Esports'], ['IA', 'IA E-sports'], ['AI', 'AI E-sports'], ['TF', 'TF Gaming'],
      ['SV3', 'SV388'], ['DS88', 'DS88 Sabong'], ['DIG', 'Digmaan'], ['WGB', 'WGB Sabong'], ['WS168', 'WS168 Cockfight'],
    ] as const
  ).map(([vassalage, displayName]) => ({ vassalage, gameType: 'SPORTS', displayName, ...(vassalage === 'PINN' ? { status: 'MAINTENANCE' as const } : {}) })),
  { vassalage: 'LOTT', gameType: 'LOTT', displayName: 'Fortuna Lottery' },
  { vassalage: 'TCG_SEA', gameType: 'LOTT', displayName: 'TCG SEA Lottery' },
  { vassalage: 'ELOTT', gameType: 'ELOTT', displayName: 'Fortuna E-Lottery' },
  { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', displayName: 'TCG Vietnam Lottery' },
  // Site content rows: never listed (spec §9).
  { vassalage: 'FORTUNA', gameType: 'HOME', displayName: 'Fortuna Home' },
  { vassalage: 'FORTUNA', gameType: 'PROMO', displayName: 'Fortuna Promotions' },
]; // prettier-ignore

/** Share of each slot classification among slot games; the rest are plain video slots (no classification). */
const CLASSIFY_WEIGHTS: Array<[string | null, number]> = [
  [null, 0.55],
  ['JP', 0.15],
  ['SC', 0.07],
  ['VP', 0.05],
  ['TG', 0.08],
  ['AC', 0.07],
  ['BG', 0.03],
];

const VIDEO_POKER_EDITIONS = ['Multi-Hand', 'Pro', '10-Play', 'Gold', 'Classic', 'Deluxe', 'Royale', '50-Play'];

/** One seeded random sequence and a pick from a list by it. */
type Draw = { random: () => number; pick: <T>(list: readonly T[]) => T };

/** A slot game's name for its classification (scratch, video poker, jackpot…; null: a video slot). */
function slotNameOf({ random, pick }: Draw, classify: string | null): string {
  switch (classify) {
    case 'SC':
      return random() < 0.5
        ? `${pick(words.SLOT_NOUNS)} Scratch`
        : `Scratch ${pick(words.SLOT_PREFIXES)} ${pick(words.SLOT_NOUNS)}`;
    case 'VP':
      return `${pick(words.VIDEO_POKER)} ${pick(VIDEO_POKER_EDITIONS)}`;
    case 'JP':
      return `${pick(words.SLOT_PREFIXES)} ${pick(words.SLOT_NOUNS)} Jackpot`;
    case 'TG':
      return `${pick(words.TABLE_VARIANTS)} ${pick(words.TABLE_GAMES)}`;
    case 'AC':
      return `${pick(words.SLOT_NOUNS)} ${pick(words.ARCADE_WORDS)}`;
    case 'BG':
      return random() < 0.5 ? `${pick(words.SLOT_NOUNS)} Bingo` : `Bingo ${pick(words.SLOT_PREFIXES)}`;
    default: {
      const r = random();
      if (r < 0.45) return `${pick(words.SLOT_PREFIXES)} ${pick(words.SLOT_NOUNS)}`;
      if (r < 0.75) return `${pick(words.SLOT_NOUNS)} ${pick(words.SLOT_SUFFIXES)}`;
      return `${pick(words.SLOT_PREFIXES)} ${pick(words.SLOT_NOUNS)} ${pick(words.SLOT_SUFFIXES)}`;
    }
  }
}

/** A slot classification drawn by CLASSIFY_WEIGHTS. */
function classifyOf(random: () => number): string | null {
  let r = random();
  for (const [classify, weight] of CLASSIFY_WEIGHTS) {
    if ((r -= weight) < 0) return classify;
  }
  return null;
}

/** Draws names from `make` until one is new to the whole catalogue (compared case-insensitively). */
function createDistinctNames(): (make: () => string) => string {
  const used = new Set<string>();
  return (make) => {
    for (let i = 0; i < 10_000; i++) {
      const name = make();
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
    throw new Error('demo catalogue: ran out of distinct names');
  };
}

/**
 * The demo catalogue's drawing tools: one seeded random sequence, names distinct across the whole
 * catalogue, and the games drawn so far. Every game is drawn in a fixed order, so the catalogue is
 * the same on every run (the PGlite template is named after it).
 */
function createCatalogueBuilder() {
  const random = seededRandom(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const distinct = createDistinctNames();
  const games: GameSeed[] = [];
  // Games so far per vendor card (counted, not filtered: a filter per game made seeding quadratic).
  const perCard = new Map<string, number>();
  const counted = (vassalage: string, gameType: string) => {
    const key = `${vassalage}|${gameType}`;
    const n = perCard.get(key) ?? 0;
    perCard.set(key, n + 1);
    return n;
  };
  const add = (g: Omit<GameSeed, 'sort' | 'isHot' | 'isNew'> & { hotChance: number }) => {
    const index = counted(g.vassalage, g.gameType);
    const isHot = random() < g.hotChance ? 1 : 0;
    const { hotChance: _h, ...rest } = g;
    games.push({ ...rest, isHot, isNew: random() < 0.05 ? 1 : 0, sort: (isHot ? 100 : 1000) + index * 10 });
  };
  const code = (vassalage: string, n: number) => `${vassalage}_${String(n).padStart(4, '0')}`;
  /**
   * The vendor-level entry a fishing or card vendor card's immediate play launches (spec §2). It
   * goes after the vendor's games and draws no random numbers, so every other game keeps its
   * name, flags and place.
   */
  const addVendorLobby = (vendor: VendorSeed, codePrefix: string) => {
    const count = counted(vendor.vassalage, vendor.gameType);
    games.push({
      vassalage: vendor.vassalage,
      gameType: vendor.gameType,
      // Codes are unique per vendor code, and JILI, JDB, CQ9 and Fa Chai also run slots.
      gameCode: `${vendor.vassalage}${codePrefix}_LOBBY`,
      gameName: distinct(() => `${vendor.displayName} Lobby`),
      isGame: 'VASSALAGE',
      gameClassify: null,
      isHot: 0,
      supportPlay: 1,
      isNew: 0,
      sort: 1000 + count * 10,
    });
  };
  const slotName = (classify: string | null) => slotNameOf({ random, pick }, classify);
  const classifyFor = () => classifyOf(random);
  return { random, pick, distinct, add, addVendorLobby, code, slotName, classifyFor, games };
}
export type CatalogueBuilder = ReturnType<typeof createCatalogueBuilder>;

/** Builds the demo catalogue: ~1,660 games with distinct names, the same on every run. */
export function buildDemoCatalogue(): { vendors: VendorSeed[]; games: GameSeed[] } {
  const b = createCatalogueBuilder();
  for (const vendor of DEMO_VENDORS) {
    const { vassalage, gameType } = vendor;
    if (gameType === 'RNG') kinds.rngGames(b, vendor);
    else if (gameType === 'FISH') kinds.fishGames(b, vendor);
    else if (gameType === 'PVP') kinds.cardGames(b, vendor);
    else if (gameType === 'LIVE') kinds.liveGames(b, vendor);
    else if (gameType === 'SPORTS') kinds.sportsLobby(b, vendor);
    else if (vassalage === 'LOTT' || vassalage === 'ELOTT') kinds.houseLottery(b, vendor);
    else if (vassalage === 'TCG_SEA') kinds.seaLottery(b, vendor);
    else if (vassalage === 'TCG_LOTTO_VN') kinds.vnLottery(b, vendor);
    else if (gameType === 'HOME') kinds.homeTiles(b, vendor);
    else if (gameType === 'PROMO') kinds.promoTiles(b, vendor);
  }
  return { vendors: DEMO_VENDORS, games: b.games };
}
