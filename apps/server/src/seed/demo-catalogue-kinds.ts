import * as words from './catalogue-names.js';
import type { CatalogueBuilder, VendorSeed } from './demo-catalogue.js';

const RNG_GAMES_PER_VENDOR = 160;

// One function per kind of vendor card; each draws its games in the order the catalogue was first
// drawn (the random sequence is shared, so the order is part of the data).

export function rngGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { random, distinct, add, code, slotName, classifyFor } = b;
  const { vassalage, gameType } = vendor;
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
}

export function fishGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { random, pick, distinct, add, addVendorLobby, code } = b;
  const { vassalage, gameType } = vendor;
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
}

export function cardGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { pick, distinct, add, addVendorLobby, code } = b;
  const { vassalage, gameType } = vendor;
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
}

export function liveGames(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { random, pick, distinct, add, code } = b;
  const { vassalage, gameType } = vendor;
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
}

export function sportsLobby(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add } = b;
  const { vassalage, gameType } = vendor;
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
}

export function houseLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add } = b;
  const { vassalage, gameType } = vendor;
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
}

export function seaLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add, code } = b;
  const { vassalage, gameType } = vendor;
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
}

export function vnLottery(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add, code } = b;
  const { vassalage, gameType } = vendor;
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
}

export function homeTiles(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add } = b;
  const { vassalage, gameType } = vendor;
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
}

export function promoTiles(b: CatalogueBuilder, vendor: VendorSeed): void {
  const { distinct, add } = b;
  const { vassalage, gameType } = vendor;
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
