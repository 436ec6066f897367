import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  gameLaunchTarget,
  lobbyCategoryMenu,
  normalizeSearchText,
  prizeModeOf,
  searchWords,
  splitSportsCategories,
} from './games.js';

const cat = (gameCategory: string, ...codes: string[]) => ({
  gameCategory,
  title: gameCategory,
  vendors: codes.map((vassalage) => ({ vassalage })),
  gameClassify: [],
});

describe('game search text', () => {
  it('folds case and Latin and Vietnamese accents', () => {
    expect(normalizeSearchText('Fórtune  TIGER')).toBe('fortune tiger');
    expect(normalizeSearchText('Đà Nẵng')).toBe('da nang');
    expect(normalizeSearchText('Piñata Corazón')).toBe('pinata corazon');
    expect(normalizeSearchText("Casino Hold'em & Co.")).toBe('casino hold em co');
  });

  it('takes its ASCII shortcut only where the full folding gives the same answer', () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    const samples = [
      printable,
      '  Dragon, fortune!! ',
      'KOI_gate-88',
      "O'Neil's  Riches",
      '',
      '   ',
      '%%%',
      'Zeus+Hades',
    ];
    for (let i = 0; i < 200; i++)
      samples.push(Array.from({ length: 12 }, (_, k) => printable[(i * 31 + k * 17) % printable.length]).join(''));
    for (const text of samples) expect(normalizeSearchText(text)).toBe(foldSearchText(text));
    // Anything else goes the long way: tabs, accents, other scripts.
    expect(normalizeSearchText('Koi\tGate')).toBe('koi gate');
    expect(normalizeSearchText('Fórtune')).toBe('fortune');
  });

  it('keeps Thai vowel and tone marks', () => {
    expect(normalizeSearchText('เสือนำโชค')).toBe('เสือนำโชค'.normalize('NFD'));
  });

  it('splits the search box into at most five words', () => {
    expect(searchWords('  Dragon, fortune!! ')).toEqual(['dragon', 'fortune']);
    expect(searchWords('a b c d e f g')).toHaveLength(5);
    expect(searchWords('%%%')).toEqual([]);
  });
});

describe('lobby category rules', () => {
  it('moves e-sports and cockfight vendors out of SPORTS into categories right after it', () => {
    const split = splitSportsCategories([
      cat('RNG', 'PG'),
      cat('SPORTS', 'SABA', 'AV', 'SV3', 'IMES', 'WS168'),
      cat('LOTT', 'LOTT'),
    ]);
    expect(split.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['RNG', ['PG']],
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['AV', 'IMES']],
      ['COCKFIGHT', ['SV3', 'WS168']],
      ['LOTT', ['LOTT']],
    ]);
    expect(splitSportsCategories(split)).toEqual(split);
  });

  it('adds no empty category and leaves data without SPORTS alone', () => {
    expect(splitSportsCategories([cat('SPORTS', 'SABA')]).map((c) => c.gameCategory)).toEqual(['SPORTS']);
    expect(splitSportsCategories([cat('RNG', 'PG')]).map((c) => c.gameCategory)).toEqual(['RNG']);
  });

  it('picks ELOTT only when ELOTT holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf([cat('ELOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeModeOf([cat('ELOTT', 'LOTT')])).toBe('ELOTT');
    expect(prizeModeOf([cat('ELOTT', 'ELOTT'), cat('LOTT', 'TCG_LOTTO_VN')])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });

  it('puts HOT and FAV before the vendor categories', () => {
    expect(lobbyCategoryMenu([cat('RNG'), cat('LIVE')])).toEqual(['HOT', 'FAV', 'RNG', 'LIVE']);
  });

  it('launches lottery vendors on their routes and vendor-level entries as a popup list', () => {
    expect(gameLaunchTarget({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_0001', isGame: 'GAME' })).toEqual({
      kind: 'route',
      path: '/vnLottery?gameCode=VN_0001',
    });
    expect(gameLaunchTarget({ vassalage: 'TCG_SEA', gameCode: 'S', isGame: 'GAME' })).toEqual({
      kind: 'route',
      path: '/seaLottery?gameCode=S',
    });
    expect(gameLaunchTarget({ vassalage: 'ELOTT', gameCode: 'K3', isGame: 'GAME' })).toEqual({
      kind: 'route',
      path: '/lottery?gameCode=K3',
    });
    expect(gameLaunchTarget({ vassalage: 'EVO', gameCode: 'LOBBY', isGame: 'VASSALAGE' })).toEqual({
      kind: 'vendorPopup',
    });
    expect(gameLaunchTarget({ vassalage: 'PG', gameCode: 'PG_1', isGame: 'GAME' })).toEqual({ kind: 'launch' });
  });
});
