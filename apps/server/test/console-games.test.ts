import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

type Game = { nodeId: number; vassalage: string; gameType: string; gameCode: string; status: string; sort: number };

describe.each(TEST_DATABASES)('console games API on %s', (kind) => {
  const t = useTestApp(kind);
  let token = '';
  let member = '';
  let owner = '';

  beforeAll(async () => {
    token = await staffToken(t.app, t.database.db, 'games');
    owner = await staffToken(t.app, t.database.db, 'owner');
    member = (await login(t.app, { username: 'demo', password: 'Demo1234', withImage: true })).json().value.token;
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    consoleCall(t.app, method, url, token, payload, '192.0.2.61');
  const ok = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const lobby = async (query: string) =>
    (await t.app.inject(`/wps/relay/GCSGAME_gameList?${query}`)).json().value as { list: Game[]; total: number };
  const launch = (nodeId: number) =>
    t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: { authorization: `Bearer ${member}` } });
  const cards = async () => {
    const data = (await t.app.inject('/lgw/games/gameVendor')).json().value as {
      categories: Array<{ vendors: Array<{ vassalage: string; gameType: string; status: string }> }>;
    };
    return data.categories.flatMap((c) => c.vendors);
  };
  const auditOf = async (target: string) => {
    const res = await consoleCall(t.app, 'GET', `/console/api/audit?target=${target}&pageSize=50`, owner);
    return res.json().value.list.reverse() as Array<Record<string, unknown>>;
  };
  const firstGames = async (n: number, vassalage = 'PG') =>
    (await ok('GET', `/console/api/games?vassalage=${vassalage}&gameType=RNG&pageSize=${n}`)).list as Game[];

  it('lists vendors with counts and games with filters and paging', async () => {
    const vendors = await ok('GET', '/console/api/games/vendors');
    const pg = vendors.find(
      (v: { vassalage: string; gameType: string }) => v.vassalage === 'PG' && v.gameType === 'RNG',
    );
    expect(pg).toMatchObject({ enabled: true, status: 'ACTIVE', maintenanceStart: null, underMaintenance: false });
    expect(pg.games).toBeGreaterThan(10);
    const page = await ok('GET', '/console/api/games?vassalage=PG&gameType=RNG&pageSize=5&pageNo=2');
    expect(page).toMatchObject({ pageNo: 2, pageSize: 5, total: pg.games });
    expect(page.list).toHaveLength(5);
    const [game] = page.list as Game[];
    const byCode = await ok('GET', `/console/api/games?q=${encodeURIComponent(game?.gameCode ?? '')}`);
    expect(byCode.list.map((g: Game) => g.nodeId)).toContain(game?.nodeId);
    const hot = await ok('GET', '/console/api/games?hot=true&pageSize=100');
    expect(hot.list.every((g: { hot: boolean }) => g.hot)).toBe(true);
    for (const bad of ['enabled=maybe', 'pageSize=1000', 'gameType=rng', 'q=', 'other=1']) {
      const res = await call('GET', `/console/api/games?${bad}`);
      expect([res.statusCode, res.json().code], bad).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('disables a game: the lobby drops it and launching it is refused; enabling brings it back', async () => {
    const [game] = await firstGames(1);
    if (!game) throw new Error('no game');
    expect((await launch(game.nodeId)).statusCode).toBe(200);
    const res = await ok('PUT', `/console/api/games/${game.nodeId}`, { enabled: false, reason: 'vendor recall' });
    expect(res).toMatchObject({ nodeId: game.nodeId, enabled: false, status: 'DISABLED' });
    const listed = await lobby(`gameType=RNG&vassalage=PG&pageSize=100`);
    expect(listed.list.map((g) => g.nodeId)).not.toContain(game.nodeId);
    const refused = await launch(game.nodeId);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    const disabledOnly = await ok('GET', '/console/api/games?vassalage=PG&enabled=false');
    expect(disabledOnly.list.map((g: Game) => g.nodeId)).toEqual([game.nodeId]);

    await ok('PUT', `/console/api/games/${game.nodeId}`, { enabled: true });
    expect((await lobby(`gameType=RNG&vassalage=PG&pageSize=100`)).list.map((g) => g.nodeId)).toContain(game.nodeId);
    expect((await launch(game.nodeId)).statusCode).toBe(200);
    const entries = await auditOf(`game:${game.nodeId}`);
    expect(entries.map((e) => e.action)).toEqual(['games.game.update', 'games.game.update']);
    expect(entries[0]).toMatchObject({
      actor: 'games',
      before: { status: 'ACTIVE' },
      after: { status: 'DISABLED' },
      reason: 'vendor recall',
      ip: '192.0.2.61',
    });
  });

  it('hot and order changes show in the lobby’s order at once', async () => {
    const games = await firstGames(30, 'JDB');
    const last = games.at(-1);
    if (!last) throw new Error('no game');
    await ok('PUT', `/console/api/games/${last.nodeId}`, { hot: true, sort: 0, gameClassify: 'VP' });
    const first = (await lobby('gameType=RNG&vassalage=JDB&pageSize=5')).list[0];
    expect(first).toMatchObject({ nodeId: last.nodeId, isHot: 1, sort: 0, gameClassify: 'VP' });
    const hot = (await t.app.inject('/wps/relay/hotGamesV2?gameType=RNG&vassalage=JDB')).json().value as Game[];
    expect(hot[0]?.nodeId).toBe(last.nodeId);
    await ok('PUT', `/console/api/games/${last.nodeId}`, { hot: false, sort: 5000 });
    const after = await lobby('gameType=RNG&vassalage=JDB&pageSize=5');
    expect(after.list.map((g) => g.nodeId)).not.toContain(last.nodeId);
    const lastPage = await lobby(`gameType=RNG&vassalage=JDB&pageSize=1&pageNo=${after.total}`);
    expect(lastPage.list[0]?.nodeId).toBe(last.nodeId);
    const hotAfter = (await t.app.inject('/wps/relay/hotGamesV2?gameType=RNG&vassalage=JDB')).json().value as Game[];
    expect(hotAfter.map((g) => g.nodeId)).not.toContain(last.nodeId);
  });

  it('a vendor’s maintenance window greys its card and games and refuses launches; it opens on time', async () => {
    const [game] = await firstGames(1, 'CQ9');
    if (!game) throw new Error('no game');
    const url = '/console/api/games/vendors/CQ9/RNG';
    const now = Date.now();
    const window = { start: new Date(now - 60_000).toISOString(), end: new Date(now + 3_600_000).toISOString() };
    const set = await ok('PUT', url, { maintenance: window, reason: 'provider upgrade' });
    expect(set).toMatchObject({ underMaintenance: true, status: 'ACTIVE', maintenanceStart: window.start });
    expect((await cards()).find((c) => c.vassalage === 'CQ9' && c.gameType === 'RNG')?.status).toBe('MAINTENANCE');
    const listed = await lobby('gameType=RNG&vassalage=CQ9&pageSize=3');
    expect(listed.list.every((g) => g.status === 'MAINTENANCE')).toBe(true);
    const refused = await launch(game.nodeId);
    expect([refused.statusCode, refused.json().code]).toEqual([503, 'GAME_MAINTENANCE']);

    // A window that starts shortly: served as active now, under maintenance once it starts (no write between).
    const start = Date.now() + 1_500;
    await ok('PUT', url, {
      maintenance: { start: new Date(start).toISOString(), end: new Date(start + 60_000).toISOString() },
    });
    expect((await lobby('gameType=RNG&vassalage=CQ9&pageSize=3')).list[0]?.status).toBe('ACTIVE');
    expect((await launch(game.nodeId)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, start - Date.now()) + 200));
    expect((await lobby('gameType=RNG&vassalage=CQ9&pageSize=3')).list[0]?.status).toBe('MAINTENANCE');
    expect((await cards()).find((c) => c.vassalage === 'CQ9' && c.gameType === 'RNG')?.status).toBe('MAINTENANCE');
    expect((await launch(game.nodeId)).statusCode).toBe(503);

    const cleared = await ok('PUT', url, { maintenance: null });
    expect(cleared).toMatchObject({ underMaintenance: false, maintenanceStart: null, maintenanceEnd: null });
    expect((await launch(game.nodeId)).statusCode).toBe(200);
    const entries = await auditOf('vendor:CQ9/RNG');
    expect(entries[0]).toMatchObject({
      action: 'games.vendor.update',
      before: { maintenanceStart: null, maintenanceEnd: null },
      after: { maintenanceStart: window.start, maintenanceEnd: window.end },
      reason: 'provider upgrade',
    });
  });

  it('disables and orders a vendor card', async () => {
    const url = '/console/api/games/vendors/JL/RNG';
    expect(await ok('PUT', url, { enabled: false })).toMatchObject({ enabled: false, status: 'DISABLED' });
    expect((await cards()).some((c) => c.vassalage === 'JL' && c.gameType === 'RNG')).toBe(false);
    expect((await lobby('gameType=RNG&vassalage=JL')).total).toBe(0);
    await ok('PUT', url, { enabled: true, sort: 0 });
    const rng = (await cards()).filter((c) => c.gameType === 'RNG');
    expect(rng[0]?.vassalage).toBe('JL');
  });

  it('bulk-disables selected games in one go, naming the unknown ones', async () => {
    const games = await firstGames(3, 'FC');
    const ids = games.map((g) => g.nodeId);
    const res = await ok('POST', '/console/api/games/bulk-status', { nodeIds: [...ids, 987_654], enabled: false });
    expect(res).toEqual({ changed: ids, unchanged: [], missing: [987_654] });
    const listed = (await lobby('gameType=RNG&vassalage=FC&pageSize=100')).list.map((g) => g.nodeId);
    for (const id of ids) expect(listed).not.toContain(id);
    const again = await ok('POST', '/console/api/games/bulk-status', { nodeIds: ids, enabled: false });
    expect(again).toEqual({ changed: [], unchanged: ids, missing: [] });
    expect((await ok('POST', '/console/api/games/bulk-status', { nodeIds: ids, enabled: true })).changed).toEqual(ids);
    expect((await auditOf(`game:${ids[0]}`)).map((e) => e.action)).toEqual(['games.game.disable', 'games.game.enable']);
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const [game] = await firstGames(1);
    const cases: Array<[string, string, object, number]> = [
      ['PUT', `/console/api/games/${game?.nodeId}`, {}, 400],
      ['PUT', `/console/api/games/${game?.nodeId}`, { gameClassify: 'slots!' }, 400],
      ['PUT', `/console/api/games/${game?.nodeId}`, { sort: -1 }, 400],
      ['PUT', '/console/api/games/987654', { enabled: false }, 404],
      ['PUT', '/console/api/games/abc', { enabled: false }, 400],
      [
        'PUT',
        '/console/api/games/vendors/PG/RNG',
        { maintenance: { start: '2026-01-02T00:00:00Z', end: '2026-01-01T00:00:00Z' } },
        400,
      ],
      ['PUT', '/console/api/games/vendors/PG/RNG', { maintenance: { start: 'soon', end: 'later' } }, 400],
      ['PUT', '/console/api/games/vendors/NOSUCH/RNG', { enabled: true }, 404],
      ['POST', '/console/api/games/bulk-status', { nodeIds: [], enabled: true }, 400],
      ['POST', '/console/api/games/bulk-status', { nodeIds: [1, 1], enabled: true }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await call(method as 'PUT', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
    }
  });
});
