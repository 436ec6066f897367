import { describe, expect, it } from 'vitest';
import { TeamBets, TeamMembers, TeamProfit, TeamTransactions } from '@fortuna/contracts';
import { insertMember } from './console-members-helpers.js';
import { fund } from './lottery-core-helpers.js';
import { demoAndAgent } from './report-helpers.js';
import { ageMembers, insertTimedRound, teamCalls } from './team-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const ZONE = 'Asia/Manila';

describe.each(TEST_DATABASES)("the agent centre's team reports on %s", (kind) => {
  const t = useTestApp(kind);
  const { get, range } = teamCalls(t, ZONE);
  const asAgent = (url: string) => get('agent', 'Agent1234', url);
  const asSub = (url: string) => get('rsub', 'Sub12345', url);

  it('lists, searches, filters and drills down the team with figures, bets, P&L and money lines, own team only', async () => {
    const db = t.database.db;
    const { agentId } = await demoAndAgent(db);
    await ageMembers(db, 1);
    const sub = await insertMember(db, { username: 'rsub', type: 1, parentId: agentId, password: 'Sub12345' });
    const kid = await insertMember(db, { username: 'rkid', parentId: sub });
    const idle = await insertMember(db, { username: 'ridle', parentId: sub });
    const at = new Date(Date.now() - 10 * 60_000);
    await insertTimedRound(db, 'r1', kid, at, { bet: 10_000, payout: 4_000 });
    await insertTimedRound(db, 'r2', sub, at, { bet: 2_000, payout: 0 });
    await insertTimedRound(db, 'r3', kid, at, { bet: 500, payout: 0, wallet: 'DEMO' });
    await fund(t.app.services.ledger, kid, 50_000n);
    await t.app.teamRollups.catchUp(new Date());

    // The agent's level: rsub (an agent) with its team's figures.
    const top = TeamMembers.parse((await asAgent(`/wps/agent/team/members?${range}`)).json().value);
    expect(top.trail).toEqual(['agent']);
    expect(top.list.find((m) => m.username === 'rsub')).toMatchObject({
      isAgent: true,
      level: 1,
      upline: 'agent',
      teamSize: 3,
      bets: '120.00',
      profitLoss: '-80.00',
      active: true,
    });
    // Drill down: rsub's level, the trail back to the agent.
    const drill = TeamMembers.parse((await asAgent(`/wps/agent/team/members?${range}&parent=rsub`)).json().value);
    expect(drill.trail).toEqual(['agent', 'rsub']);
    expect(drill.list.map((m) => m.username)).toEqual(['ridle', 'rkid']);
    expect(drill.list[1]).toMatchObject({ level: 2, upline: 'rsub', bets: '100.00', balance: '500.00' });
    // Search at any depth, and the filters.
    const found = TeamMembers.parse((await asAgent(`/wps/agent/team/members?${range}&keyword=RK`)).json().value);
    expect(found.list.map((m) => m.username)).toEqual(['rkid']);
    const agents = (await asAgent(`/wps/agent/team/members?${range}&parent=rsub&kind=AGENT`)).json().value;
    expect(agents.list).toEqual([]);
    const inactive = (await asAgent(`/wps/agent/team/members?${range}&parent=rsub&active=INACTIVE`)).json().value;
    expect(inactive.list.map((m: { username: string }) => m.username)).toEqual(['ridle']);
    expect(idle).toBeGreaterThan(0);

    // Team betting: real-money rounds of the team, by member and category.
    const bets = TeamBets.parse((await asAgent(`/wps/agent/team/bets?${range}`)).json().value);
    expect(bets.total).toBe(2);
    expect(bets.totals).toMatchObject({ betAmount: '120.00', payout: '40.00', profit: '-80.00' });
    expect(bets.gameTypes).toEqual(['RNG']);
    const kidBets = TeamBets.parse((await asAgent(`/wps/agent/team/bets?${range}&username=rkid`)).json().value);
    expect(kidBets.list).toEqual([expect.objectContaining({ roundId: 'r1', username: 'rkid', profit: '-60.00' })]);
    expect((await asAgent(`/wps/agent/team/bets?${range}&gameType=LIVE`)).json().value.total).toBe(0);

    // P&L per member, and per direct downline's team.
    const perMember = TeamProfit.parse((await asAgent(`/wps/agent/team/profit?${range}`)).json().value);
    expect(perMember.list.slice(0, 2)).toEqual([
      expect.objectContaining({ username: 'rkid', bets: '100.00', payouts: '40.00', profitLoss: '-60.00' }),
      expect.objectContaining({ username: 'rsub', bets: '20.00', profitLoss: '-20.00' }),
    ]);
    const perTeam = TeamProfit.parse((await asAgent(`/wps/agent/team/profit?${range}&view=TEAM`)).json().value);
    expect(perTeam.list.find((r) => r.username === 'rsub')).toMatchObject({ bets: '120.00', teamSize: 3 });
    const below = TeamProfit.parse(
      (await asAgent(`/wps/agent/team/profit?${range}&view=TEAM&username=rsub`)).json().value,
    );
    expect(below.totals).toMatchObject({ bets: '100.00', profitLoss: '-60.00' });

    // Money lines of the team.
    const lines = TeamTransactions.parse(
      (await asAgent(`/wps/agent/team/transactions?${range}&username=rkid`)).json().value,
    );
    expect(lines.list).toEqual([expect.objectContaining({ username: 'rkid', type: 'DEPOSIT', amount: '500.00' })]);
    expect(lines.totals).toEqual([{ type: 'DEPOSIT', count: 1, amount: '500.00' }]);
    const none = await asAgent(`/wps/agent/team/transactions?${range}&username=rkid&type=WITHDRAWAL`);
    expect(none.json().value.total).toBe(0);

    // rsub reads only its own team: the agent above it and its siblings are 404.
    expect((await asSub(`/wps/agent/team/members?${range}&parent=agent`)).statusCode).toBe(404);
    expect((await asSub(`/wps/agent/team/bets?${range}&username=agent`)).statusCode).toBe(404);
    expect((await asSub(`/wps/agent/team/profit?${range}&username=player2`)).statusCode).toBe(404);
    expect((await asSub(`/wps/agent/team/transactions?${range}&username=agent`)).statusCode).toBe(404);
    const own = TeamMembers.parse((await asSub(`/wps/agent/team/members?${range}&keyword=a`)).json().value);
    expect(own.list).toEqual([]);
    expect((await get('demo', 'Demo1234', `/wps/agent/team/members?${range}`)).statusCode).toBe(403);
  });

  it('refuses bad filters with field errors, never a 500', async () => {
    for (const q of ['kind=BOSS', 'active=MAYBE', 'keyword=a%20b', 'pageSize=1000', 'view=ALL', 'type=BET'])
      for (const path of ['members', 'profit', 'transactions']) {
        const res = await asAgent(`/wps/agent/team/${path}?${range}&${q}`);
        expect(res.statusCode).toBe(400);
      }
    expect((await asAgent(`/wps/agent/team/bets?${range}&gameType=x`)).statusCode).toBe(400);
  });
});
