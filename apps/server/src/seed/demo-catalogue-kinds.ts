import * as words from './catalogue-names.js';
import type { CatalogueBuilder, VendorSeed } from './demo-catalogue.js';

const RNG_GAMES_PER_VENDOR = 160;

/** The vendor's lobby entry (isGame VASSALAGE): the vendor's own lobby, launched from its card. */
function lobbyEntry(b: CatalogueBuilder, vendor: VendorSeed, name: string, hotChance: number): void {
  const { vassalage, gameType } = vendor;
  b.add({
    vassalage,
    gameType,
    gameCode: 'LOBBY',
    gameName: b.distinct(() => name),
    isGame: 'VASSALAGE',
    gameClassify: null,
    hotChance,
    supportPlay: 1,
  });
}

/**
 * A game of the vendor named by `name` (drawn until distinct), then, with `noDemoChance`, whether
 * it has no free play; the draws keep the order the catalogue was first drawn in.
 */
function addGame(
  b: CatalogueBuilder,
  vendor: VendorSeed,
  gameCode: string,
  name: () => string,
  opts: { gameClassify?: string | null; hotChance: number; noDemoChance?: number },
): void {
  const { vassalage, gameType } = vendor;
  b.add({
    vassalage,
    gameType,
    gameCode,
    gameName: b.distinct(name),
    isGame: 'GAME',
    gameClassify: opts.gameClassify ?? null,
    hotChance: opts.hotChance,
    supportPlay: opts.noDemoChance !== undefined && b.random() < opts.noDemoChance ? 0 : 1,
  });
}

// One function per kind of vendor card; each draws its games in the order the catalogue was first
// drawn (the random sequence is shared, so the order is part of the data).

export function rngGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { code, slotName, classifyFor } = b;
  const { vassalage } = vendor;
  for (let i = 1; i <= RNG_GAMES_PER_VENDOR; i++) {
    const gameClassify = classifyFor();
    addGame(b, vendor, code(vassalage, i), () => slotName(gameClassify), {
      gameClassify,
      hotChance: 0.08,
      noDemoChance: 0.7,
    });
  }
}

export function fishGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { pick, addVendorLobby, code } = b;
  const { vassalage } = vendor;
  for (let i = 1; i <= 12; i++) {
    addGame(b, vendor, code(`${vassalage}F`, i), () => `${pick(words.FISH_WORDS)}${pick(words.FISH_SUFFIXES)}`, {
      hotChance: 0.15,
      noDemoChance: 0.6,
    });
  }
  addVendorLobby(vendor, 'F');
}

export function cardGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { pick, addVendorLobby, code } = b;
  const { vassalage } = vendor;
  for (let i = 1; i <= 25; i++) {
    addGame(b, vendor, code(`${vassalage}C`, i), () => `${pick(words.CARD_GAMES)}${pick(words.CARD_VARIANTS)}`, {
      hotChance: 0.08,
    });
  }
  addVendorLobby(vendor, 'C');
}

export function liveGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { random, pick, code } = b;
  const { vassalage } = vendor;
  lobbyEntry(b, vendor, `${vendor.displayName} Lobby`, 0.3);
  for (let i = 1; i <= 25; i++) {
    const label =
      random() < 0.5 ? String.fromCharCode(65 + Math.floor(random() * 12)) : String(1 + Math.floor(random() * 20));
    addGame(
      b,
      vendor,
      code(`${vassalage}L`, i),
      () => `${pick(words.LIVE_THEMES)} ${pick(words.LIVE_TABLES)} ${label}`,
      { hotChance: 0.08 },
    );
  }
}

export function sportsLobby(b: CatalogueBuilder, vendor: VendorSeed): void {
  lobbyEntry(b, vendor, vendor.displayName, 0.25);
}

export function houseLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { vassalage } = vendor;
  lobbyEntry(b, vendor, vendor.displayName, 0);
  const cadences = vassalage === 'LOTT' ? ['1 Min', '3 Min', '5 Min'] : ['45s', '2 Min'];
  for (const family of ['SSC', 'PK10', 'K3', '11X5']) {
    for (const cadence of cadences) {
      const title = family === '11X5' ? '11x5' : family;
      const gameName = vassalage === 'LOTT' ? `${title} ${cadence}` : `Turbo ${title} ${cadence}`;
      addGame(b, vendor, `${family}_${cadence.replace(/\s/g, '').toUpperCase()}`, () => gameName, {
        gameClassify: family,
        hotChance: 0.1,
      });
    }
  }
}

export function seaLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { code } = b;
  lobbyEntry(b, vendor, vendor.displayName, 0);
  words.SEA_LOTTERY.forEach(([family, name], i) =>
    addGame(b, vendor, code('SEA', i + 1), () => name, { gameClassify: family, hotChance: 0.1 }),
  );
}

export function vnLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { code } = b;
  lobbyEntry(b, vendor, vendor.displayName, 0);
  words.VN_LOTTERY.forEach(([region, name], i) =>
    addGame(b, vendor, code('VN', i + 1), () => name, { gameClassify: region, hotChance: 0.05 }),
  );
}

export function homeTiles(b: CatalogueBuilder, vendor: VendorSeed): void {
  for (const [i, name] of ['Welcome Lobby', 'Home Spotlight'].entries()) {
    addGame(b, vendor, `HOME_${i + 1}`, () => name, { hotChance: 1 });
  }
}

export function promoTiles(b: CatalogueBuilder, vendor: VendorSeed): void {
  for (const [i, name] of ['Daily Lucky Wheel', 'Mission Rewards'].entries()) {
    addGame(b, vendor, `PROMO_${i + 1}`, () => name, { hotChance: 1 });
  }
}
