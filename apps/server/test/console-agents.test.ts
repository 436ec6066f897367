import { describe, expect, it } from 'vitest';
import { ageMembers, insertTimedRound } from './team-helpers.js';
import { consoleGet, insertMember } from './console-members-helpers.js';
import { staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const DAY = 86_400_000;
/** yyyy-MM-dd of the brand's market (UTC+8) `daysAgo` days back. */
const marketDate = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY).toISOString().slice(0, 10);
const range = `startDate=${marketDate(6)}&endDate=${marketDate(0)}`;

describe.each(TEST_DATABASES)('console agent tree and reports on %s', (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const ids: Record<string, number> = {};

  it('builds a tree: top agent, a sub-agent, players; rounds closed into the rollups', async () => {
    const db = t.database.db;
    await ageMembers(db, 8);
    ids.top = await insertMember(db, { username: 'ct_top', type: 1 });
    ids.sub = await insertMember(db, { username: 'ct_sub', type: 1, parentId: ids.top });
    ids.p1 = await insertMember(db, { username: 'ct_p1', parentId: ids.sub });
    ids.p2 = await insertMember(db, { username: 'ct_p2', parentId: ids.top });
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    await insertTimedRound(db, 'ct1', ids.p1, at(2), { bet: 1000, payout: 500 });
    await insertTimedRound(db, 'ct2', ids.p1, at(1), { bet: 2000, payout: 0 });
    await insertTimedRound(db, 'ct3', ids.p2, at(1), { bet: 300, payout: 900 });
    await t.app.teamRollups.catchUp(new Date());
    token = await staffToken(t.app, db, 'agents');
  });

  it('lists the top agents with their team size and figures, then drills down a level', async () => {
    const top = await consoleGet(t.app, token, `/console/api/agents/tree?${range}`);
    expect(top.statusCode).toBe(200);
    const node = top.json().value.nodes.find((n: { username: string }) => n.username === 'ct_top');
    expect(node).toMatchObject({ id: ids.top, isAgent: true, teamSize: 4, bets: '33.00', payouts: '14.00' });
    expect(node.profitLoss).toBe('-19.00');
    expect(node.activeMembers).toBe(2);

    const level = (await consoleGet(t.app, token, `/console/api/agents/tree?${range}&parentId=${ids.top}`)).json()
      .value;
    expect(level.parent).toEqual({ id: ids.top, username: 'ct_top', trail: [{ id: ids.top, username: 'ct_top' }] });
    expect(
      level.nodes.map((n: { username: string; teamSize: number; bets: string }) => [n.username, n.teamSize, n.bets]),
    ).toEqual([
      ['ct_p2', 1, '3.00'],
      ['ct_sub', 2, '30.00'],
    ]);
    const deeper = (await consoleGet(t.app, token, `/console/api/agents/tree?${range}&parentId=${ids.sub}`)).json()
      .value;
    expect(deeper.parent.trail.map((s: { username: string }) => s.username)).toEqual(['ct_top', 'ct_sub']);
    expect(deeper.nodes).toHaveLength(1);
    expect(deeper.nodes[0]).toMatchObject({ username: 'ct_p1', isAgent: false, bets: '30.00', rounds: 2 });
  });

  it('finds agents by the start of their username, with their trail', async () => {
    const found = (await consoleGet(t.app, token, `/console/api/agents/tree?${range}&q=CT_S`)).json().value;
    expect(found.parent).toBeNull();
    expect(found.nodes).toHaveLength(1);
    expect(found.nodes[0]).toMatchObject({ username: 'ct_sub', teamSize: 2, bets: '30.00' });
    expect(found.nodes[0].trail.map((s: { username: string }) => s.username)).toEqual(['ct_top', 'ct_sub']);
    // Players are not agents: a search for one finds nothing.
    expect((await consoleGet(t.app, token, `/console/api/agents/tree?${range}&q=ct_p`)).json().value.nodes).toEqual([]);
  });

  it("reports an agent's team by day over the range", async () => {
    const res = await consoleGet(t.app, token, `/console/api/agents/${ids.top}/report?${range}`);
    expect(res.statusCode).toBe(200);
    const report = res.json().value;
    expect(report).toMatchObject({ id: ids.top, username: 'ct_top', teamSize: 3, bets: '33.00', rounds: 3 });
    expect(report.days).toHaveLength(7);
    const busy = report.days.filter((d: { bets: string }) => d.bets !== '0.00');
    expect(busy.reduce((sum: number, d: { rounds: number }) => sum + d.rounds, 0)).toBe(3);
  });

  it('refuses other roles, unknown or non-agent members and bad ranges', async () => {
    const support = await staffToken(t.app, t.database.db, 'support');
    expect((await consoleGet(t.app, support, `/console/api/agents/tree?${range}`)).statusCode).toBe(403);
    expect((await consoleGet(t.app, token, `/console/api/agents/${ids.p1}/report?${range}`)).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await consoleGet(t.app, token, `/console/api/agents/99999999/report?${range}`)).statusCode).toBe(404);
    expect((await consoleGet(t.app, token, `/console/api/agents/tree?${range}&parentId=99999999`)).statusCode).toBe(
      404,
    );
    const bad = await consoleGet(t.app, token, `/console/api/agents/tree?startDate=2026-01-01&endDate=2026-12-31`);
    expect(bad.statusCode).toBe(400);
    expect((await consoleGet(t.app, token, `/console/api/agents/abc/report?${range}`)).statusCode).toBe(400);
  });
});
