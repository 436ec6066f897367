import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './identity-helpers.js';
import { insertExposure, insertIssue, insertTicket, lotteryGame } from './lottery-console-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/** A day of the demo brand's zone (Asia/Manila, UTC+8) `daysAgo` days back, and its noon. */
const brandDay = (daysAgo: number) => {
  const date = new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return { date, noon: new Date(`${date}T12:00:00+08:00`) };
};

type Game = { id: number; family: string; source: string; kinds: string[]; limits: unknown[]; closeSeconds: number };
type Method = 'GET' | 'PUT' | 'POST';

describe.each(TEST_DATABASES)('console lottery games, issues, exposure and P&L on %s', (kind) => {
  const t = useTestApp(kind);
  let games = '';
  let owner = '';
  let content = '';
  let member = '';

  beforeAll(async () => {
    games = await staffToken(t.app, t.database.db, 'games');
    owner = await staffToken(t.app, t.database.db, 'owner');
    content = await staffToken(t.app, t.database.db, 'content');
    member = (await login(t.app, { username: 'demo', password: 'Demo1234', withImage: true })).json().value.token;
  });

  const call = (method: Method, url: string, payload?: object, token = games) =>
    consoleCall(t.app, method, url, token, payload, '192.0.2.77');
  const ok = async (method: Method, url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const audit = async (target: string) =>
    (await consoleCall(t.app, 'GET', `/console/api/audit?target=${target}&pageSize=20`, owner)).json().value
      .list as Array<{ action: string; actor: string; before: unknown; after: unknown; reason: string; ip: string }>;

  it('lists the games synced from the catalogue with their family kinds, and refuses other roles', async () => {
    const list = (await ok('GET', '/console/api/lottery/games')) as Game[];
    const families = new Set(list.map((g) => g.family));
    for (const f of ['SSC', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_SOUTH', 'THAI', '4D']) expect(families).toContain(f);
    const north = list.find((g) => g.family === 'VN_NORTH');
    expect(north?.kinds).toContain('VN_LO2');
    expect((await call('GET', '/console/api/lottery/games', undefined, content)).statusCode).toBe(403);
    expect((await call('GET', '/console/api/lottery/games', undefined, member)).statusCode).toBe(401);
  });

  it('changes a game’s settings with the audit entry, and refuses what cannot be', async () => {
    const { id } = await lotteryGame(t.database.db, { gameCode: 'SSC_1MIN' });
    const body = {
      closeSeconds: 15,
      prizeGroup: 1950,
      maxPayoutPerPlayer: '20000.00',
      limits: [
        { kind: '*', minStake: '1.00', maxStake: '500.00', maxPerNumber: '5000.00' },
        { kind: 'SSC_POSITION_NUMBER', minStake: '2.00', maxStake: '100.00', maxPerNumber: '1000.00' },
      ],
      restricted: [{ kind: 'SSC_POSITION_NUMBER', number: '7', percent: 50 }],
      closed: [{ kind: '*', number: '4' }],
      reason: 'Tighter limits for the launch',
    };
    const game = await ok('PUT', `/console/api/lottery/games/${id}`, body);
    expect(game).toMatchObject({
      closeSeconds: 15,
      prizeGroup: 1950,
      maxPayoutPerPlayer: '20000.00',
      restricted: [{ kind: 'SSC_POSITION_NUMBER', number: '7', percent: 50 }],
      closed: [{ kind: '*', number: '4' }],
    });
    expect(game.limits).toEqual(body.limits);
    const [entry] = await audit(`lottery-game:${id}`);
    expect(entry).toMatchObject({
      action: 'lottery.game.update',
      actor: 'games',
      reason: body.reason,
      ip: '192.0.2.77',
    });
    expect(entry?.after).toMatchObject({ closeSeconds: 15, prizeGroup: 1950, closed: ['*:4'] });
    // The same again changes nothing and writes no entry.
    await ok('PUT', `/console/api/lottery/games/${id}`, body);
    expect(await audit(`lottery-game:${id}`)).toHaveLength(1);

    const refused = async (patch: object, path: string) => {
      const res = await call('PUT', `/console/api/lottery/games/${id}`, { ...patch, reason: 'A change' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().value.errors.map((e: { path: string }) => e.path)).toContain(path);
    };
    await refused(
      { limits: [{ kind: 'VN_LO2', minStake: '1', maxStake: '2', maxPerNumber: '3' }] },
      'body.limits.0.kind',
    );
    await refused(
      { limits: [{ kind: '*', minStake: '9', maxStake: '2', maxPerNumber: '30' }] },
      'body.limits.0.maxStake',
    );
    await refused({ closeSeconds: 60 }, 'body.closeSeconds');
    await refused({ source: 'MANUAL' }, 'body.source');
    await refused({ prizeGroup: 2000 }, 'body.prizeGroup');
    expect((await call('PUT', `/console/api/lottery/games/${id}`, { reason: 'Nothing' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/console/api/lottery/games/987654`, { enabled: false, reason: 'None' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/console/api/lottery/games/${id}`, body, content)).statusCode).toBe(403);

    const north = await lotteryGame(t.database.db, { family: 'VN_NORTH' });
    const manual = await ok('PUT', `/console/api/lottery/games/${north.id}`, {
      source: 'MANUAL',
      reason: 'Official sheet',
    });
    expect(manual.source).toBe('MANUAL');
  });

  it('lists issues with their figures by game, state and day, sorted by the server, and shows one with its tickets', async () => {
    const { id: gameId } = await lotteryGame(t.database.db, { gameCode: 'PK10_3MIN' });
    const { date, noon: day } = brandDay(3);
    const drawn = await insertIssue(t.database.db, gameId, 'T-0001', day, { status: 'SETTLED', seed: 'ab'.repeat(32) });
    const open = await insertIssue(t.database.db, gameId, 'T-0002', new Date(day.getTime() + 180_000), {
      seed: 'cd'.repeat(32),
    });
    await insertTicket(t.database.db, {
      gameId,
      issueId: drawn,
      memberId: 1,
      stake: 10_000,
      status: 'WON',
      payout: 19_800,
    });
    await insertTicket(t.database.db, { gameId, issueId: drawn, memberId: 2, stake: 5_000, status: 'LOST' });
    await insertTicket(t.database.db, {
      gameId,
      issueId: drawn,
      memberId: 2,
      stake: 700,
      status: 'CANCELLED',
      payout: 700,
    });
    await insertTicket(t.database.db, { gameId, issueId: open, memberId: 3, stake: 30_000 });

    const page = await ok('GET', `/console/api/lottery/issues?gameId=${gameId}&date=${date}&sort=stake&order=desc`);
    expect(page).toMatchObject({ total: 2, pageNo: 1, totalPages: 1 });
    expect(page.list.map((i: { code: string }) => i.code)).toEqual(['T-0002', 'T-0001']);
    expect(page.list[1]).toMatchObject({
      tickets: 2,
      stake: '150.00',
      payout: '198.00',
      ggr: '-48.00',
      status: 'SETTLED',
    });
    const settled = await ok('GET', `/console/api/lottery/issues?gameId=${gameId}&status=SETTLED`);
    expect(settled.list.map((i: { id: number }) => i.id)).toEqual([drawn]);
    for (const bad of ['status=DONE', 'date=26-11-2026', 'sort=name', 'pageSize=500', 'other=1'])
      expect((await call('GET', `/console/api/lottery/issues?${bad}`)).statusCode, bad).toBe(400);

    const detail = await ok('GET', `/console/api/lottery/issues/${drawn}`);
    expect(detail).toMatchObject({ seed: 'ab'.repeat(32), players: 2, pendingResultId: null });
    expect(detail.byStatus).toEqual(
      expect.arrayContaining([{ status: 'CANCELLED', tickets: 1, stake: '7.00', payout: '7.00' }]),
    );
    // Before the draw the seed stays hidden: it would tell the result.
    expect((await ok('GET', `/console/api/lottery/issues/${open}`)).seed).toBeNull();
    expect((await call('GET', '/console/api/lottery/issues/987654')).statusCode).toBe(404);
  });

  it('shows the open issue’s stake per number against the limits, and the day’s P&L per issue', async () => {
    const { id: gameId } = await lotteryGame(t.database.db, { gameCode: 'K3_1MIN' });
    await ok('PUT', `/console/api/lottery/games/${gameId}`, {
      limits: [
        { kind: '*', minStake: '1.00', maxStake: '100.00', maxPerNumber: '1000.00' },
        { kind: 'K3_SUM_NUMBER', minStake: '1.00', maxStake: '50.00', maxPerNumber: '200.00' },
      ],
      reason: 'Exposure test',
    });
    const empty = await ok('GET', `/console/api/lottery/exposure?gameId=${gameId}`);
    expect(empty).toMatchObject({ issue: null, numbers: [] });
    const issueId = await insertIssue(t.database.db, gameId, 'K-0001', new Date(Date.now() + 40_000));
    await insertTicket(t.database.db, { gameId, issueId, memberId: 5, stake: 15_000 });
    await insertExposure(t.database.db, issueId, 'K3_SUM_NUMBER:10', 15_000);
    await insertExposure(t.database.db, issueId, 'K3_FACE:3', 2_500);
    const exposure = await ok('GET', `/console/api/lottery/exposure?gameId=${gameId}`);
    expect(exposure.issue).toMatchObject({ id: issueId, code: 'K-0001', tickets: 1, stake: '150.00' });
    expect(exposure).toMatchObject({ players: 1, maxPayout: '12000.00' });
    expect(exposure.numbers).toEqual([
      { kind: 'K3_SUM_NUMBER', number: '10', stake: '150.00', limit: '200.00' },
      { kind: 'K3_FACE', number: '3', stake: '25.00', limit: '1000.00' },
    ]);
    expect((await call('GET', `/console/api/lottery/exposure?gameId=${gameId}&issueId=987654`)).statusCode).toBe(404);
    expect((await call('GET', '/console/api/lottery/exposure')).statusCode).toBe(400);

    const day = brandDay(0).date;
    const pnl = await ok('GET', `/console/api/lottery/pnl?gameId=${gameId}&date=${day}`);
    expect(pnl.totals).toMatchObject({ issues: 1, tickets: 1, stake: '150.00', payout: '0.00', ggr: '0.00' });
    expect(pnl.issues[0]).toMatchObject({ id: issueId, status: 'OPEN' });
    expect(await ok('GET', `/console/api/lottery/pnl?gameId=${gameId}`)).toEqual(pnl);
    expect((await call('GET', `/console/api/lottery/pnl?gameId=${gameId}&date=today`)).statusCode).toBe(400);
    expect((await call('GET', `/console/api/lottery/pnl?gameId=987654&date=${day}`)).statusCode).toBe(404);
  });
});
