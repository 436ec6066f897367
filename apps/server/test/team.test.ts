import { describe, expect, it } from 'vitest';
import { marketDate, TeamDownlines, TeamOverview } from '@fortuna/contracts';
import { insertMember } from './console-members-helpers.js';
import { login, sendEnc } from './identity-helpers.js';
import { demoAndAgent } from './report-helpers.js';
import { ageMembers, insertTimedRound, teamCalls } from './team-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const ZONE = 'Asia/Manila';

describe.each(TEST_DATABASES)("the agent centre's team on %s", (kind) => {
  const t = useTestApp(kind);
  const { token, get, today, range } = teamCalls(t, ZONE);
  const asAgent = (url: string) => get('agent', 'Agent1234', url);

  it('shows the agent its invitation code and the link that carries it', async () => {
    const res = await asAgent('/wps/agent/invitation');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ affiliateCode: 'FORTUNA1', registerPath: '/register?affiliateCode=FORTUNA1' });
  });

  it('gives an agent without an invitation code one, once', async () => {
    await insertMember(t.database.db, { username: 'codeless', type: 1, password: 'Code12345' });
    const first = (await get('codeless', 'Code12345', '/wps/agent/invitation')).json().value;
    expect(first.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await get('codeless', 'Code12345', '/wps/agent/invitation')).json().value).toEqual(first);
  });

  it('creates a downline player directly, under the brand rules, once per username', async () => {
    const agentToken = await token('agent', 'Agent1234');
    const create = (body: object) => sendEnc(t.app, 'POST', '/wps/agent/downline', body, { token: agentToken });
    const ok = await create({ username: 'teamkid1', password: 'Kid12345', confirmPassword: 'Kid12345' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.username).toBe('teamkid1');
    expect(
      (await create({ username: 'teamkid1', password: 'Kid12345', confirmPassword: 'Kid12345' })).json().code,
    ).toBe('USERNAME_TAKEN');
    const mismatch = await create({ username: 'teamkid2', password: 'Kid12345', confirmPassword: 'Kid99999' });
    expect(mismatch.statusCode).toBe(400);
    expect((await create({ username: 'teamkid3' })).statusCode).toBe(400);
    // The new player logs in and sits below the agent.
    expect((await login(t.app, { username: 'teamkid1', password: 'Kid12345' })).statusCode).toBe(200);
    const members = await get('demo', 'Demo1234', '/wps/agent/invitation');
    expect(members.statusCode).toBe(403);
  });

  it("shows the team's figures, daily series and each direct downline's team, from the rollups", async () => {
    const db = t.database.db;
    const { agentId } = await demoAndAgent(db);
    // The rollups start at the first sign-up's market day: members older than the rounds below.
    await ageMembers(db, 1);
    const kid = (await asAgent(`/wps/agent/team/downlines?${range}`)).json().value as TeamDownlines;
    const player2 = kid.list.find((d) => d.username === 'player2');
    expect(player2).toBeDefined();
    const subAgent = await insertMember(db, { username: 'subagent', type: 1, parentId: agentId, password: 'Sub12345' });
    const grandchild = await insertMember(db, { username: 'grandkid', parentId: subAgent });
    const at = new Date(Date.now() - 10 * 60_000);
    await insertTimedRound(db, 't1', grandchild, at, { bet: 10_000, payout: 4_000 });
    await insertTimedRound(db, 't2', subAgent, at, { bet: 2_000, payout: 0 });
    await insertTimedRound(db, 't3', grandchild, at, { bet: 5_000, payout: 0, status: 'OPEN' });
    await t.app.teamRollups.catchUp(new Date());

    const overview = TeamOverview.parse((await asAgent(`/wps/agent/team/overview?${range}`)).json().value);
    expect(overview).toMatchObject({ bets: '120.00', payouts: '40.00', profitLoss: '-80.00', activeMembers: 2 });
    expect(overview.teamSize).toBeGreaterThanOrEqual(4);
    expect(overview.newRegistrations).toBe(overview.teamSize);
    expect(overview.days).toHaveLength(7);
    expect(overview.days.at(-1)).toMatchObject({ date: marketDate(at, ZONE) === today ? today : expect.any(String) });
    expect(overview.days.reduce((s, d) => s + Number(d.bets), 0)).toBe(120);

    const downlines = TeamDownlines.parse((await asAgent(`/wps/agent/team/downlines?${range}`)).json().value);
    expect(downlines.parent).toBe('agent');
    expect(downlines.list.find((d) => d.username === 'subagent')).toMatchObject({
      isAgent: true,
      teamSize: 2,
      bets: '120.00',
      activeMembers: 2,
    });
    const drill = TeamDownlines.parse(
      (await asAgent(`/wps/agent/team/downlines?${range}&parent=subagent`)).json().value,
    );
    expect(drill.list).toEqual([
      expect.objectContaining({ username: 'grandkid', bets: '100.00', profitLoss: '-60.00' }),
    ]);

    // A round settled just now (its window still open) shows at once, read live.
    await insertTimedRound(db, 't4', grandchild, new Date(), { bet: 1_000, payout: 0 });
    const live = TeamOverview.parse((await asAgent(`/wps/agent/team/overview?${range}`)).json().value);
    expect(live).toMatchObject({ bets: '130.00', profitLoss: '-90.00' });
    expect(await t.app.teamRollups.catchUp(new Date())).toBe(0);

    // Another agent sees only its own team: subagent's overview leaves the rest out, agent's members are 404 to it.
    const sub = (url: string) => get('subagent', 'Sub12345', url);
    const own = TeamOverview.parse((await sub(`/wps/agent/team/overview?${range}`)).json().value);
    expect(own).toMatchObject({ teamSize: 1, bets: '130.00' });
    expect((await sub(`/wps/agent/team/downlines?${range}&parent=player2`)).statusCode).toBe(404);
    expect((await sub(`/wps/agent/team/downlines?${range}&parent=agent`)).statusCode).toBe(404);
    expect((await get('demo', 'Demo1234', `/wps/agent/team/overview?${range}`)).statusCode).toBe(403);
  });

  it('refuses a bad range with field errors', async () => {
    const backwards = await asAgent(`/wps/agent/team/overview?startDate=${today}&endDate=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect((await asAgent('/wps/agent/team/overview?startDate=2026-01-01&endDate=2026-12-31')).statusCode).toBe(400);
    expect((await asAgent(`/wps/agent/team/downlines?${range}&parent=no%20such`)).statusCode).toBe(400);
    expect((await asAgent(`/wps/agent/team/downlines?${range}&parent=nosuchuser`)).statusCode).toBe(404);
  });
});
