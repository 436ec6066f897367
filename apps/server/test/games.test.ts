import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  envelope,
  GameListPage,
  GameMenus,
  GameVendorData,
  HotGames,
  NewGameVendor,
  RankList,
  VassGameType,
  VnGameMenu,
} from '@fortuna/contracts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

describe.each(TEST_DATABASES)('game catalogue and lobby calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = async <T>(url: string, schema: { parse: (v: unknown) => { value: T } }) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return schema.parse(res.json()).value;
  };
  const list = (query: string) =>
    get(`/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&${query}`, envelope(GameListPage));
  const setSecondLanguage = async (enabled: boolean) => {
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = ${enabled} WHERE flag = 'SECONDLANG'`);
    t.app.services.system.invalidate();
    t.app.services.games.invalidate();
  };

  it('serves a catalogue of at least 1,500 listed games with distinct names', async () => {
    const page = await list('pageSize=200');
    expect(page.total).toBeGreaterThanOrEqual(1500);
    expect(page.list).toHaveLength(200);
    expect(page.totalPages).toBe(Math.ceil(page.total / 200));
    const names = await t.database.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT lower(game_name))::int AS d FROM game`,
    );
    const row = (names as { rows: Array<{ n: number; d: number }> }).rows[0];
    expect(row?.d).toBe(row?.n);
  });

  it('pages with the lobby page size and reports the same total on every page', async () => {
    const first = await list('gameType=RNG&vassalage=PG&pageNo=1&pageSize=18');
    const second = await list('gameType=RNG&vassalage=PG&pageNo=2&pageSize=18');
    expect(first.list).toHaveLength(18);
    expect(second.pageNo).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.totalPages).toBe(Math.ceil(first.total / 18));
    const ids = new Set([...first.list, ...second.list].map((g) => g.nodeId));
    expect(ids.size).toBe(36);
    const past = await list(`gameType=RNG&vassalage=PG&pageNo=${first.totalPages + 1}&pageSize=18`);
    expect(past.list).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('filters by category, vendor, classification, hot and new', async () => {
    const jackpots = await list('gameType=RNG&gameClassify=JP&pageSize=200');
    expect(jackpots.total).toBeGreaterThan(0);
    expect(jackpots.list.every((g) => g.gameType === 'RNG' && g.gameClassify === 'JP')).toBe(true);
    const jiliFish = await list('gameType=FISH&vassalage=JL');
    expect(jiliFish.list.length).toBeGreaterThan(0);
    expect(jiliFish.list.every((g) => g.vassalage === 'JL' && g.gameType === 'FISH')).toBe(true);
    const hot = await list('gameType=RNG&filterType=HOT&pageSize=200');
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await list('filterType=NEW&pageSize=200');
    expect(fresh.list.every((g) => g.isNew === 1)).toBe(true);
    const live = await list('gameType=LIVE&pageSize=200');
    expect(live.list.some((g) => g.isGame === 'VASSALAGE')).toBe(true);
    expect(live.list.every((g) => g.supportPlay === 1)).toBe(true);
    const slots = await list('gameType=RNG&pageSize=200');
    expect(slots.list.some((g) => g.supportPlay === 0)).toBe(true);
  });

  it('searches game names case- and accent-insensitively, every word anywhere', async () => {
    const upper = await list('gameName=FORTUNE&pageSize=200');
    const lower = await list('gameName=fortune&pageSize=200');
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.total).toBe(lower.total);
    expect(upper.list.every((g) => /fortune/i.test(g.gameName))).toBe(true);
    // Names that start with the word come first.
    expect(upper.list[0]?.gameName.toLowerCase().startsWith('fortune')).toBe(true);
    const vn = await list('gameName=da%20nang');
    expect(vn.list.map((g) => g.gameName)).toEqual(['Đà Nẵng']);
    const pinata = await list('gameName=PINATA&pageSize=200');
    expect(pinata.total).toBeGreaterThan(0);
    expect(pinata.list.every((g) => g.gameName.includes('Piñata'))).toBe(true);
    const twoWords = await list('gameName=dragon%20fortune&pageSize=200');
    expect(twoWords.list.every((g) => /dragon/i.test(g.gameName) && /fortune/i.test(g.gameName))).toBe(true);
    const wildcard = await list('gameName=%25');
    expect(wildcard.total).toBe(0);
    const none = await list('gameName=zzqqxx');
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });

  it('never lists HOME or PROMO rows, in any call', async () => {
    const all = await list('pageSize=200&gameName=lobby');
    expect(all.list.every((g) => g.gameType !== 'HOME' && g.gameType !== 'PROMO')).toBe(true);
    expect((await list('gameName=welcome%20lobby')).total).toBe(0);
    expect((await list('gameName=daily%20lucky%20wheel')).total).toBe(0);
    const hot = await get(
      '/wps/relay/hotGamesV2?merchantCode=FORTUNA&isPlatform=2&platform=flash&language=EN',
      envelope(HotGames),
    );
    expect(hot.every((g) => !['HOME', 'PROMO'].includes(g.gameType))).toBe(true);
    const vendors = await get('/lgw/games/gameVendor', envelope(GameVendorData));
    expect(vendors.categories.map((c) => c.gameCategory)).not.toContain('HOME');
    expect(vendors.categories.map((c) => c.gameCategory)).not.toContain('PROMO');
    const bad = await t.app.inject('/wps/relay/GCSGAME_gameList?gameType=HOME');
    expect(bad.statusCode).toBe(400);
  });

  it('splits SPORTS into ESPORTS and COCKFIGHT right after it and computes the prize mode', async () => {
    const data = await get('/lgw/games/gameVendor?platform=html5-desktop', envelope(GameVendorData));
    const order = data.categories.map((c) => c.gameCategory);
    expect(order).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    const codes = (category: string) =>
      data.categories.find((c) => c.gameCategory === category)?.vendors.map((v) => v.vassalage) ?? [];
    expect(codes('ESPORTS').sort()).toEqual([...ESPORTS_VENDOR_CODES].sort());
    expect(codes('COCKFIGHT').sort()).toEqual([...COCKFIGHT_VENDOR_CODES].sort());
    expect(codes('SPORTS').some((c) => [...ESPORTS_VENDOR_CODES, ...COCKFIGHT_VENDOR_CODES].includes(c as never))).toBe(
      false,
    );
    expect(codes('ELOTT')).toContain('TCG_LOTTO_VN');
    expect(data.prizeMode).toBe('ELOTT');
    // Vendor cards of the game-centre categories launch through their vendor-level entry.
    expect(
      data.categories.find((c) => c.gameCategory === 'COCKFIGHT')?.vendors.every((v) => v.lobbyNodeId !== null),
    ).toBe(true);
    // Every non-slot card has one, so its immediate-play button always has a game to open.
    const withoutEntry = data.categories
      .filter((c) => c.gameCategory !== 'RNG')
      .flatMap((c) => c.vendors.filter((v) => v.lobbyNodeId === null).map((v) => `${c.gameCategory}:${v.vassalage}`));
    expect(withoutEntry).toEqual([]);
    const esports = await list('gameType=ESPORTS');
    expect(esports.list.map((g) => g.vassalage).sort()).toEqual([...ESPORTS_VENDOR_CODES].sort());
    const sports = await list('gameType=SPORTS');
    expect(sports.list.every((g) => !(ESPORTS_VENDOR_CODES as readonly string[]).includes(g.vassalage))).toBe(true);
    const pinnacle = sports.list.find((g) => g.vassalage === 'PINN');
    expect(pinnacle?.status).toBe('MAINTENANCE');
  });

  it('turns prize mode to LOTT when no TCG_LOTTO_VN or LOTT vendor sits under ELOTT', async () => {
    await t.database.db.execute(sql`UPDATE game_vendor SET status = 'DISABLED' WHERE vassalage = 'TCG_LOTTO_VN'`);
    t.app.services.games.invalidate();
    try {
      expect((await get('/lgw/games/gameVendor', envelope(GameVendorData))).prizeMode).toBe('LOTT');
    } finally {
      await t.database.db.execute(sql`UPDATE game_vendor SET status = 'ACTIVE' WHERE vassalage = 'TCG_LOTTO_VN'`);
      t.app.services.games.invalidate();
    }
  });

  it('offers bingo (BG) only when the brand supports its second language', async () => {
    await setSecondLanguage(false);
    const without = await get('/lgw/games/gameVendor', envelope(GameVendorData));
    const rngWithout = without.categories.find((c) => c.gameCategory === 'RNG');
    expect(rngWithout?.gameClassify.map((c) => c.gameClassify)).not.toContain('BG');
    expect((await list('gameType=RNG&gameClassify=BG')).total).toBe(0);
    expect((await list('gameName=bingo&pageSize=200')).list.some((g) => g.gameClassify === 'BG')).toBe(false);

    await setSecondLanguage(true);
    const withIt = await get('/lgw/games/gameVendor', envelope(GameVendorData));
    const rng = withIt.categories.find((c) => c.gameCategory === 'RNG');
    expect(rng?.gameClassify.map((c) => c.gameClassify)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(rng?.gameClassify.every((c) => c.vendors.length > 0)).toBe(true);
    const bingo = await list('gameType=RNG&gameClassify=BG&pageSize=200');
    expect(bingo.total).toBeGreaterThan(0);
    expect(bingo.list.every((g) => g.gameClassify === 'BG')).toBe(true);
    await setSecondLanguage(false);
  });

  it('serves hot games by category and vendor (hotGamesV2 and gameHot)', async () => {
    const hot = await get(
      '/wps/relay/hotGamesV2?merchantCode=FORTUNA&isPlatform=2&platform=html5-desktop&language=EN&gameType=RNG',
      envelope(HotGames),
    );
    expect(hot.length).toBeGreaterThan(12);
    expect(hot.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const jili = await get('/lgw/games/gameHot?gameType=RNG&vassalage=JL', envelope(HotGames));
    expect(jili.every((g) => g.vassalage === 'JL')).toBe(true);
  });

  it('serves new games in lanes, one per vendor (newGameVendor data.lanes)', async () => {
    const value = await get('/wps/relay/newGameVendor?platform=html5-desktop', envelope(NewGameVendor));
    expect(value.lanes.length).toBeGreaterThan(3);
    for (const lane of value.lanes) {
      expect(lane.games.length).toBeGreaterThan(0);
      expect(lane.games.length).toBeLessThanOrEqual(12);
      expect(lane.games.every((g) => g.isNew === 1 && g.vassalage === lane.vassalage)).toBe(true);
    }
  });

  it('lists the game types and classifications of each vendor (vassGameType)', async () => {
    const jili = await get('/lgw/games/vassGameType?vassalage=JL', envelope(VassGameType));
    expect(jili.map((e) => e.gameType).sort()).toEqual(['FISH', 'PVP', 'RNG']);
    const sv3 = await get('/lgw/games/vassGameType?gameType=COCKFIGHT', envelope(VassGameType));
    expect(sv3.map((e) => e.vassalage).sort()).toEqual([...COCKFIGHT_VENDOR_CODES].sort());
  });

  it('serves the lottery menus by prize mode and the Vietnamese lottery by region', async () => {
    const lott = await get('/lgw/games/game_menus?prizeMode=LOTT', envelope(GameMenus));
    expect(lott.prizeMode).toBe('LOTT');
    expect(lott.menus.map((m) => m.gameClassify)).toEqual(['SSC', 'PK10', 'K3', '11X5']);
    expect(lott.menus.flatMap((m) => m.games).every((g) => g.vassalage === 'LOTT')).toBe(true);
    const brand = await get('/lgw/games/game_menus', envelope(GameMenus));
    expect(brand.prizeMode).toBe('ELOTT');
    const sea = await get('/lgw/games/game_menus?prizeMode=SEA', envelope(GameMenus));
    expect(sea.menus.flatMap((m) => m.games).every((g) => g.vassalage === 'TCG_SEA')).toBe(true);
    const vn = await get('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB', envelope(VnGameMenu));
    expect(vn.regions.map((r) => r.gameClassify)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(
      (await get('/lgw/vn/games/game_menu/recent', envelope(VnGameMenu.shape.regions.element.shape.games))).length,
    ).toBe(0);
  });

  it('serves the winner board: at most 20, biggest first, names masked', async () => {
    const board = await get(
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20',
      envelope(RankList),
    );
    expect(board).toHaveLength(20);
    const amounts = board.map((e) => Number(e.vo.winAmount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const { vo } of board) {
      expect(vo.customerName).toContain('***');
      expect(vo.iconUrl).toMatch(/^\/games\/\d+\.svg$/);
      expect(vo.winAmount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(await get('/wps/relay/GCSGAME_getRankList?limitNum=5', envelope(RankList))).toHaveLength(5);
    const live = await get('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE', envelope(RankList));
    expect(live.every((e) => e.vo.gameType === 'LIVE')).toBe(true);
    expect((await t.app.inject('/wps/relay/GCSGAME_getRankList?limitNum=21')).statusCode).toBe(400);
  });

  it.each([
    '/wps/relay/GCSGAME_gameList?pageNo=0',
    '/wps/relay/GCSGAME_gameList?pageSize=201',
    '/wps/relay/GCSGAME_gameList?gameType=CASINO',
    '/wps/relay/GCSGAME_gameList?vassalage=P%20G',
    '/wps/relay/GCSGAME_gameList?gameName=' + 'x'.repeat(51),
    '/wps/relay/GCSGAME_gameList?language=XX',
    '/wps/relay/GCSGAME_gameList?unknown=1',
    '/wps/relay/hotGamesV2?platform=amiga',
    '/wps/relay/hotGamesV2?gameType=HOME',
    '/wps/relay/newGameVendor?platform=amiga',
    '/lgw/games/gameVendor?x=1',
    '/lgw/games/vassGameType?vassalage=a-b',
    '/lgw/games/gameHot?isPlatform=abc',
    '/lgw/games/game_menus?prizeMode=XYZ',
    '/lgw/vn/games/game_menu?device=TV',
    '/lgw/vn/games/game_menu/recent?device=TV',
    '/wps/relay/GCSGAME_getRankList?gameCategory=HOME',
    '/wps/relay/GCSGAME_getRankList?limitNum=0',
  ])('refuses bad input with a 400 envelope: %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('treats empty parameters as absent, as the legacy client sends them', async () => {
    const page = await list('gameType=&vassalage=&gameClassify=&gameName=&language=&pageSize=5');
    expect(page.list).toHaveLength(5);
  });
});
