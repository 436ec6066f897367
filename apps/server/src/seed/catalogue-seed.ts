import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
// The file, not the package index: main.ts loads this module before the rest of the server.
import { normalizeSearchText } from '@fortuna/contracts/games-fns';
import { seededRandom } from '../modules/games/artwork-fns.js';
import { gameVendor } from '../modules/games/games-tables.js';
import { queryRows, type Db } from '../platform/db.js';
import type { PgliteTemplateSeed } from '../platform/pglite-template.js';
import * as words from './catalogue-names.js';

type VendorSeed = { vassalage: string; gameType: string; displayName: string; status?: 'ACTIVE' | 'MAINTENANCE' };
type GameSeed = {
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

const RNG_GAMES_PER_VENDOR = 160;
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

/** Builds the demo catalogue: ~1,660 games with distinct names, the same on every run. */
export function buildDemoCatalogue(): { vendors: VendorSeed[]; games: GameSeed[] } {
  const random = seededRandom(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const used = new Set<string>();
  const games: GameSeed[] = [];
  /** Draws names from `make` until one is new to the whole catalogue. */
  const distinct = (make: () => string): string => {
    for (let i = 0; i < 10_000; i++) {
      const name = make();
      if (!used.has(name.toLowerCase())) {
        used.add(name.toLowerCase());
        return name;
      }
    }
    throw new Error('demo catalogue: ran out of distinct names');
  };
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

  const slotName = (classify: string | null): string => {
    switch (classify) {
      case 'SC':
        return random() < 0.5
          ? `${pick(words.SLOT_NOUNS)} Scratch`
          : `Scratch ${pick(words.SLOT_PREFIXES)} ${pick(words.SLOT_NOUNS)}`;
      case 'VP':
        return `${pick(words.VIDEO_POKER)} ${pick(['Multi-Hand', 'Pro', '10-Play', 'Gold', 'Classic', 'Deluxe', 'Royale', '50-Play'])}`;
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
  };
  const classifyFor = (): string | null => {
    let r = random();
    for (const [classify, weight] of CLASSIFY_WEIGHTS) {
      if ((r -= weight) < 0) return classify;
    }
    return null;
  };

  for (const vendor of DEMO_VENDORS) {
    const { vassalage, gameType } = vendor;
    if (gameType === 'RNG') {
      for (let i = 1; i <= RNG_GAMES_PER_VENDOR; i++) {
        const gameClassify = classifyFor();
        add({
          vassalage,
          gameType,
          gameCode: code(vassalage, i),
          gameName: distinct(() => slotName(gameClassify)),
          isGame: 'GAME',
          gameClassify,
          hotChance: 0.08,
          supportPlay: random() < 0.7 ? 0 : 1,
        });
      }
    } else if (gameType === 'FISH') {
      for (let i = 1; i <= 12; i++) {
        add({
          vassalage,
          gameType,
          gameCode: code(`${vassalage}F`, i),
          gameName: distinct(() => `${pick(words.FISH_WORDS)}${pick(words.FISH_SUFFIXES)}`),
          isGame: 'GAME',
          gameClassify: null,
          hotChance: 0.15,
          supportPlay: random() < 0.6 ? 0 : 1,
        });
      }
      addVendorLobby(vendor, 'F');
    } else if (gameType === 'PVP') {
      for (let i = 1; i <= 25; i++) {
        add({
          vassalage,
          gameType,
          gameCode: code(`${vassalage}C`, i),
          gameName: distinct(() => `${pick(words.CARD_GAMES)}${pick(words.CARD_VARIANTS)}`),
          isGame: 'GAME',
          gameClassify: null,
          hotChance: 0.08,
          supportPlay: 1,
        });
      }
      addVendorLobby(vendor, 'C');
    } else if (gameType === 'LIVE') {
      add({
        vassalage,
        gameType,
        gameCode: 'LOBBY',
        gameName: distinct(() => `${vendor.displayName} Lobby`),
        isGame: 'VASSALAGE',
        gameClassify: null,
        hotChance: 0.3,
        supportPlay: 1,
      });
      for (let i = 1; i <= 25; i++) {
        const label =
          random() < 0.5 ? String.fromCharCode(65 + Math.floor(random() * 12)) : String(1 + Math.floor(random() * 20));
        add({
          vassalage,
          gameType,
          gameCode: code(`${vassalage}L`, i),
          gameName: distinct(() => `${pick(words.LIVE_THEMES)} ${pick(words.LIVE_TABLES)} ${label}`),
          isGame: 'GAME',
          gameClassify: null,
          hotChance: 0.08,
          supportPlay: 1,
        });
      }
    } else if (gameType === 'SPORTS') {
      add({
        vassalage,
        gameType,
        gameCode: 'LOBBY',
        gameName: distinct(() => vendor.displayName),
        isGame: 'VASSALAGE',
        gameClassify: null,
        hotChance: 0.25,
        supportPlay: 1,
      });
    } else if (vassalage === 'LOTT' || vassalage === 'ELOTT') {
      add({
        vassalage,
        gameType,
        gameCode: 'LOBBY',
        gameName: distinct(() => vendor.displayName),
        isGame: 'VASSALAGE',
        gameClassify: null,
        hotChance: 0,
        supportPlay: 1,
      });
      const cadences = vassalage === 'LOTT' ? ['1 Min', '3 Min', '5 Min'] : ['45s', '2 Min'];
      for (const family of ['SSC', 'PK10', 'K3', '11X5']) {
        for (const cadence of cadences) {
          const title = family === '11X5' ? '11x5' : family;
          const gameName = vassalage === 'LOTT' ? `${title} ${cadence}` : `Turbo ${title} ${cadence}`;
          add({
            vassalage,
            gameType,
            gameCode: `${family}_${cadence.replace(/\s/g, '').toUpperCase()}`,
            gameName: distinct(() => gameName),
            isGame: 'GAME',
            gameClassify: family,
            hotChance: 0.1,
            supportPlay: 1,
          });
        }
      }
    } else if (vassalage === 'TCG_SEA') {
      add({
        vassalage,
        gameType,
        gameCode: 'LOBBY',
        gameName: distinct(() => vendor.displayName),
        isGame: 'VASSALAGE',
        gameClassify: null,
        hotChance: 0,
        supportPlay: 1,
      });
      words.SEA_LOTTERY.forEach(([family, name], i) =>
        add({
          vassalage,
          gameType,
          gameCode: code('SEA', i + 1),
          gameName: distinct(() => name),
          isGame: 'GAME',
          gameClassify: family,
          hotChance: 0.1,
          supportPlay: 1,
        }),
      );
    } else if (vassalage === 'TCG_LOTTO_VN') {
      add({
        vassalage,
        gameType,
        gameCode: 'LOBBY',
        gameName: distinct(() => vendor.displayName),
        isGame: 'VASSALAGE',
        gameClassify: null,
        hotChance: 0,
        supportPlay: 1,
      });
      words.VN_LOTTERY.forEach(([region, name], i) =>
        add({
          vassalage,
          gameType,
          gameCode: code('VN', i + 1),
          gameName: distinct(() => name),
          isGame: 'GAME',
          gameClassify: region,
          hotChance: 0.05,
          supportPlay: 1,
        }),
      );
    } else if (gameType === 'HOME') {
      for (const [i, name] of ['Welcome Lobby', 'Home Spotlight'].entries()) {
        add({
          vassalage,
          gameType,
          gameCode: `HOME_${i + 1}`,
          gameName: distinct(() => name),
          isGame: 'GAME',
          gameClassify: null,
          hotChance: 1,
          supportPlay: 1,
        });
      }
    } else if (gameType === 'PROMO') {
      for (const [i, name] of ['Daily Lucky Wheel', 'Mission Rewards'].entries()) {
        add({
          vassalage,
          gameType,
          gameCode: `PROMO_${i + 1}`,
          gameName: distinct(() => name),
          isGame: 'GAME',
          gameClassify: null,
          hotChance: 1,
          supportPlay: 1,
        });
      }
    }
  }
  return { vendors: DEMO_VENDORS, games };
}

/**
 * Bump when the rows seedDemoGames writes change in a way the catalogue itself does not show
 * (the insert below): the PGlite template with the demo games is named after this and the data.
 */
const DEMO_GAMES_SEED = 'catalogue-games-v1';

/** The demo catalogue's rows as seedDemoGames writes them. */
function demoGamesRows() {
  const { vendors, games } = buildDemoCatalogue();
  return {
    vendors: vendors.map((v, i) => ({
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: v.displayName,
      sort: (i + 1) * 10,
      status: v.status ?? 'ACTIVE',
    })),
    // One statement with one JSON parameter: far cheaper than thousands of bound parameters.
    gamesJson: JSON.stringify(games.map((g, ord) => ({ ...g, ord, searchName: normalizeSearchText(g.gameName) }))),
  };
}

/**
 * The demo vendors and games, once per database: the claim is a `seed_run` row of their own,
 * apart from the demo seed that calls this. They hold no secret, no merchant and no time, so a
 * new embedded database gets them from the PGlite template (demoGamesTemplateSeed) and the
 * first start skips ~0.7 s of inserting and indexing 1,689 games.
 */
export async function seedDemoGames(db: Db): Promise<void> {
  const claimed = await queryRows(db, sql`INSERT INTO seed_run (name) VALUES (${DEMO_GAMES_SEED}) ON CONFLICT (name) DO NOTHING RETURNING name`);
  if (claimed.length === 0) return;
  const { vendors, gamesJson } = demoGamesRows();
  await db.insert(gameVendor).values(vendors);
  // The name-search trigram index is built once after the rows go in, not grown row by row:
  // ~250 ms less. Its definition is read from the database, not repeated here.
  const trigram = await queryRows<{ indexdef: string }>(
    db,
    sql`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'game' AND indexname = 'game_search_trgm'`,
  );
  if (trigram[0]) await db.execute(sql`DROP INDEX game_search_trgm`);
  await db.execute(
    sql`INSERT INTO game (vassalage, game_type, game_code, is_game, game_classify, game_name, search_name, is_hot, support_play, is_new, sort)
        SELECT r."vassalage", r."gameType", r."gameCode", r."isGame", r."gameClassify", r."gameName", r."searchName", r."isHot", r."supportPlay", r."isNew", r."sort"
        FROM jsonb_to_recordset(${gamesJson}::jsonb) AS r("vassalage" text, "gameType" text, "gameCode" text, "isGame" text, "gameClassify" text,
          "gameName" text, "searchName" text, "isHot" smallint, "supportPlay" smallint, "isNew" smallint, "sort" integer, "ord" integer)
        ORDER BY r."ord"`,
  );
  if (trigram[0]) await db.execute(sql.raw(trigram[0].indexdef));
}

let demoGamesTemplate: PgliteTemplateSeed | undefined;
/**
 * The demo games as PGlite template data, named after their rows (see pglite-template.ts). Made
 * once per process: naming it builds and hashes the whole catalogue, and every in-memory test
 * database asks for it.
 */
export function demoGamesTemplateSeed(): PgliteTemplateSeed {
  if (!demoGamesTemplate) {
    const { vendors, gamesJson } = demoGamesRows();
    const digest = createHash('sha256').update(DEMO_GAMES_SEED).update('\0').update(JSON.stringify(vendors)).update('\0').update(gamesJson).digest('hex');
    demoGamesTemplate = { id: `demo-${digest.slice(0, 12)}`, apply: (database) => database.db.transaction((tx) => seedDemoGames(tx)) };
  }
  return demoGamesTemplate;
}
