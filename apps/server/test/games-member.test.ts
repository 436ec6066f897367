import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, FavouriteGames, FavouriteIds, GameListPage, RecentGames, type Game } from '@fortuna/contracts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';

let TOKEN_A = '';
let TOKEN_B = '';
let MEMBER_A = 0;
let MEMBER_B = 0;

describe.each(TEST_DATABASES)('favourites and recent games on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const tick = (ms: number) => (now = new Date(now.getTime() + ms));
  let slots: Game[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
    // Two real members log in through the identity module (demo accounts of the seed).
    const signIn = async (username: string, password: string) => {
      const res = await login(t.app, { username, password, now: now.getTime() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { token: string; member: { id: number } };
    };
    ({
      token: TOKEN_A,
      member: { id: MEMBER_A },
    } = await signIn('demo', 'Demo1234'));
    ({
      token: TOKEN_B,
      member: { id: MEMBER_B },
    } = await signIn('player2', 'Player1234'));
    const res = await t.app.inject('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=10');
    slots = envelope(GameListPage).parse(res.json()).value.list;
  });
  afterAll(async () => t?.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const payload = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
  /** Adds (POST) or removes (DELETE) a favourite as the member. */
  const favourite = (method: 'POST' | 'DELETE', token: string, body: object) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/wps/relay/addFavoriteGameV2' : '/wps/relay/removeFavoriteGameV2',
      headers: as(token),
      payload: body,
    });
  const favourites = async (
    token: string,
    url = '/wps/relay/getFavoriteGames?pageNo=1&pageSize=999&clientType=3&platform=html5-desktop',
  ) => {
    const res = await t.app.inject({ url, headers: as(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };

  it.each([
    ['GET', '/wps/relay/getFavoriteGames'],
    ['GET', '/wps/relay/getFavoriteGamesList'],
    ['GET', '/lgw/games/favGames'],
    ['GET', '/lgw/games/favGameList'],
    ['POST', '/wps/relay/addFavoriteGameV2'],
    ['DELETE', '/wps/relay/removeFavoriteGameV2'],
    ['GET', '/wps/relay/GCS_recentGame'],
  ] as const)('refuses %s %s without login (401)', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'GET' ? {} : { payload: { nodeId: 1, vendor: 'PG', gameType: 'RNG' } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('adds favourites, lists them newest first in both shapes, and keeps members apart', async () => {
    const [first, second] = slots as [Game, Game];
    let res = await favourite('POST', TOKEN_A, payload(first));
    expect(res.json()).toMatchObject({ success: true, value: { nodeId: first.nodeId, favourite: true } });
    tick(1000);
    res = await favourite('POST', TOKEN_A, payload(second));
    expect(res.statusCode).toBe(200);
    const ids = FavouriteIds.parse(await favourites(TOKEN_A));
    expect(ids.content).toEqual([payload(second), payload(first)]);
    expect(ids).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    const full = FavouriteGames.parse(await favourites(TOKEN_A, '/lgw/games/favGameList?pageSize=999'));
    expect(full.content.map((g) => g.gameName)).toEqual([second.gameName, first.gameName]);
    expect(FavouriteIds.parse(await favourites(TOKEN_B)).content).toEqual([]);
    // The lobby's favourites tab: the game list filtered to the member's favourites.
    const tab = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?filterType=FAV', headers: as(TOKEN_A) });
    expect(
      envelope(GameListPage)
        .parse(tab.json())
        .value.list.map((g) => g.nodeId),
    ).toEqual([second.nodeId, first.nodeId]);
    expect((await t.app.inject('/wps/relay/GCSGAME_gameList?filterType=FAV')).statusCode).toBe(401);
  });

  it('lists the logged-in member’s favourites through getFavoriteGamesList and favGames, paged and filtered', async () => {
    const [first, second] = slots as [Game, Game];
    const list = FavouriteGames.parse(
      await favourites(
        TOKEN_A,
        '/wps/relay/getFavoriteGamesList?pageNo=1&pageSize=999&clientType=3&platform=html5-desktop&language=EN',
      ),
    );
    expect(list.content.map((g) => g.nodeId)).toEqual([second.nodeId, first.nodeId]);
    expect(list.content[0]).toMatchObject({ gameName: second.gameName, vassalage: 'PG', gameType: 'RNG' });
    expect(list).toMatchObject({ pageNum: 1, pageSize: 999, total: 2, totalPages: 1 });
    // One a page: newest first, then the older one.
    const pageOf = async (n: number) =>
      FavouriteGames.parse(await favourites(TOKEN_A, `/wps/relay/getFavoriteGamesList?pageNo=${n}&pageSize=1`));
    const [page1, page2] = [await pageOf(1), await pageOf(2)];
    expect([page1.content[0]?.nodeId, page2.content[0]?.nodeId]).toEqual([second.nodeId, first.nodeId]);
    expect(page1).toMatchObject({ total: 2, totalPages: 2 });
    // Filters by category and vendor, as the lobby's vendor menu asks.
    const totalOf = async (query: string) =>
      FavouriteGames.parse(await favourites(TOKEN_A, `/wps/relay/getFavoriteGamesList?${query}`)).total;
    expect(await totalOf('gameType=FISH')).toBe(0);
    expect(await totalOf('vassalage=PG')).toBe(2);

    const ids = FavouriteIds.parse(await favourites(TOKEN_A, '/lgw/games/favGames?pageNo=1&pageSize=999&clientType=3'));
    expect(ids.content).toEqual([payload(second), payload(first)]);
    expect(ids).toMatchObject({ pageNum: 1, total: 2, totalPages: 1 });
    expect(FavouriteIds.parse(await favourites(TOKEN_A, '/lgw/games/favGames?vassalage=JDB')).content).toEqual([]);
    // Another member's lists stay their own.
    expect(FavouriteIds.parse(await favourites(TOKEN_B, '/lgw/games/favGames')).total).toBe(0);
    expect(FavouriteGames.parse(await favourites(TOKEN_B, '/wps/relay/getFavoriteGamesList')).content).toEqual([]);
  });

  it('throttles favourite toggles to one per 1000 ms per member (429), on the server too', async () => {
    const game = slots[2] as Game;
    tick(1000);
    const add = await favourite('POST', TOKEN_A, payload(game));
    expect(add.statusCode).toBe(200);
    tick(999);
    const again = await favourite('DELETE', TOKEN_A, payload(game));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another member is not held up by the first.
    const other = await favourite('POST', TOKEN_B, payload(game));
    expect(other.statusCode).toBe(200);
    tick(1);
    const removed = await favourite('DELETE', TOKEN_A, payload(game));
    expect(removed.json()).toMatchObject({ success: true, value: { nodeId: game.nodeId, favourite: false } });
  });

  it('removes with the payload in the query too, and removing twice is harmless', async () => {
    const game = slots[0] as Game;
    tick(1000);
    const q = `nodeId=${game.nodeId}&vendor=${game.vassalage}&gameType=${game.gameType}`;
    let res = await t.app.inject({
      method: 'DELETE',
      url: `/wps/relay/removeFavoriteGameV2?${q}`,
      headers: as(TOKEN_A),
    });
    expect(res.json()).toMatchObject({ success: true, value: { favourite: false } });
    tick(1000);
    res = await t.app.inject({ method: 'DELETE', url: `/wps/relay/removeFavoriteGameV2?${q}`, headers: as(TOKEN_A) });
    expect(res.statusCode).toBe(200);
    expect(FavouriteIds.parse(await favourites(TOKEN_A)).content.map((f) => f.nodeId)).not.toContain(game.nodeId);
  });

  it.each([
    ['POST', { nodeId: 'x', vendor: 'PG', gameType: 'RNG' }, 400],
    ['POST', { nodeId: 1, vendor: 'PG' }, 400],
    ['POST', { nodeId: 1, vendor: 'PG', gameType: 'CASINO' }, 400],
    ['POST', { nodeId: 1, vendor: 'PG', gameType: 'RNG', extra: true }, 400],
    ['POST', { nodeId: 99_999_999, vendor: 'PG', gameType: 'RNG' }, 404],
    ['POST', { nodeId: 1, vendor: 'JL', gameType: 'RNG' }, 400],
    ['DELETE', { nodeId: -1, vendor: 'PG', gameType: 'RNG' }, 400],
  ] as const)('refuses %s %j with %i and changes nothing', async (method, body, status) => {
    tick(1000);
    const before = FavouriteIds.parse(await favourites(TOKEN_A)).total;
    const res = await favourite(method, TOKEN_A, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(FavouriteIds.parse(await favourites(TOKEN_A)).total).toBe(before);
  });

  it('refuses DELETE without any payload with 400', async () => {
    tick(1000);
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/relay/removeFavoriteGameV2', headers: as(TOKEN_A) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses bad list parameters with 400', async () => {
    for (const url of [
      '/wps/relay/getFavoriteGames?pageSize=1000',
      '/wps/relay/getFavoriteGamesList?pageNo=0',
      '/wps/relay/GCS_recentGame?page=abc',
      '/wps/relay/GCS_recentGame?gameType=HOME',
    ]) {
      const res = await t.app.inject({ url, headers: as(TOKEN_A) });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('lists recent games newest first after launches are recorded, a relaunch moving to the top', async () => {
    const [a, b, c] = slots as [Game, Game, Game];
    const games = t.app.services.games;
    for (const g of [a, b, c]) {
      tick(1000);
      await games.recordLaunch(MEMBER_A, g.nodeId);
    }
    tick(1000);
    await games.recordLaunch(MEMBER_A, a.nodeId);
    const res = await t.app.inject({
      url: '/wps/relay/GCS_recentGame?page=1&pageSize=12&language=EN&clientType=3',
      headers: as(TOKEN_A),
    });
    const recent = envelope(RecentGames).parse(res.json()).value;
    expect(recent.list.map((g) => g.nodeId)).toEqual([a.nodeId, c.nodeId, b.nodeId]);
    expect(recent).toMatchObject({ total: 3, totalPages: 1, pageNo: 1 });
    const paged = envelope(RecentGames).parse(
      (await t.app.inject({ url: '/wps/relay/GCS_recentGame?page=2&pageSize=2', headers: as(TOKEN_A) })).json(),
    ).value;
    expect(paged.list.map((g) => g.nodeId)).toEqual([b.nodeId]);
    const other = envelope(RecentGames).parse(
      (await t.app.inject({ url: '/wps/relay/GCS_recentGame', headers: as(TOKEN_B) })).json(),
    ).value;
    expect(other.total).toBe(0);
    const fish = envelope(RecentGames).parse(
      (await t.app.inject({ url: '/wps/relay/GCS_recentGame?gameType=FISH', headers: as(TOKEN_A) })).json(),
    ).value;
    expect(fish.total).toBe(0);
    const tab = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?filterType=RECENT', headers: as(TOKEN_A) });
    expect(envelope(GameListPage).parse(tab.json()).value.list[0]?.nodeId).toBe(a.nodeId);
    await expect(games.recordLaunch(MEMBER_A, 99_999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the member’s recent Vietnamese lottery games; anonymous callers get an empty list', async () => {
    const menu = (await t.app.inject('/lgw/vn/games/game_menu')).json().value;
    const daNang = menu.regions
      .flatMap((r: { games: Game[] }) => r.games)
      .find((g: Game) => g.gameName === 'Đà Nẵng') as Game;
    tick(1000);
    await t.app.services.games.recordLaunch(MEMBER_B, daNang.nodeId);
    const mine = await t.app.inject({ url: '/lgw/vn/games/game_menu/recent', headers: as(TOKEN_B) });
    expect(mine.json().value.map((g: Game) => g.nodeId)).toEqual([daNang.nodeId]);
    expect((await t.app.inject('/lgw/vn/games/game_menu/recent')).json().value).toEqual([]);
    // A stale token on a public call is treated as anonymous, not refused.
    expect(
      (await t.app.inject({ url: '/lgw/vn/games/game_menu/recent', headers: as('c'.repeat(40)) })).statusCode,
    ).toBe(200);
  });
});
