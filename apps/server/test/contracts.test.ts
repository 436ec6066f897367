import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validContractsAt } from '../src/modules/contracts/contracts-module.js';
import { queryRows } from '../src/platform/db.js';
import { insertMember } from './console-members-helpers.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const tier = (rate: number, validBet: string, active = 0) => ({ rate, validBet, active, teamLoss: null });
const DAILY = (username: string, tiers: object[]) => ({ username, kind: 'DAILY', period: 'DAILY', tiers });

describe.each(TEST_DATABASES)('agent contracts on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<string, string> = {};
  let staff = '';
  const ids: Record<string, number> = {};

  const token = async (username: string) =>
    (tokens[username] ??= (
      await login(t.app, { username, password: username === 'agent' ? 'Agent1234' : 'Pass12345' })
    ).json().value.token as string);
  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await token(username)}` },
      ...(payload ? { payload } : {}),
    });
  const offer = (from: string, body: object) => call(from, 'POST', '/wps/agent/contracts/offer', body);
  const flags = async (username: string) =>
    (await call(username, 'GET', '/wps/agent/contracts/consolidated')).json().value;
  const pendingId = async (username: string) =>
    (
      (await call(username, 'GET', '/wps/agent/contracts')).json().value.mine as Array<{ id: number; status: string }>
    ).find((c) => c.status === 'REQUESTED')?.id as number;
  const accept = async (username: string, confirm?: boolean) =>
    call(username, 'POST', `/wps/agent/contracts/${await pendingId(username)}/accept`, confirm ? { confirm } : {});
  const consoleOffer = (body: object) => consoleCall(t.app, 'POST', '/console/api/agent-contracts/offer', staff, body);

  it('builds a tree of agents below the demo top agent', async () => {
    const db = t.database.db;
    const [agent] = await queryRows<{ id: string }>(db, sql`SELECT id FROM member WHERE username = 'agent'`);
    ids.agent = Number(agent?.id);
    ids.a1 = await insertMember(db, { username: 'a1', type: 1, password: 'Pass12345', parentId: ids.agent });
    ids.a2 = await insertMember(db, { username: 'a2', type: 1, password: 'Pass12345', parentId: ids.a1 });
    ids.a3 = await insertMember(db, { username: 'a3', type: 1, password: 'Pass12345', parentId: ids.a2 });
    ids.b1 = await insertMember(db, { username: 'b1', type: 1, password: 'Pass12345', parentId: ids.agent });
    ids.p1 = await insertMember(db, { username: 'p1', type: 0, password: 'Pass12345', parentId: ids.agent });
    staff = await staffToken(t.app, db, 'agents');
  });

  it('lets only operators offer top agents, and only agents holding the kind offer their direct downlines', async () => {
    // The top agent holds nothing yet: it cannot offer.
    expect((await offer('agent', DAILY('a1', [tier(100, '0')]))).json().code).toBe('CONTRACT_UPLINE_NOT_VALID');
    // The console offers top agents only.
    expect((await consoleOffer(DAILY('a1', [tier(100, '0')]))).json().code).toBe('CONTRACT_TARGET_INVALID');
    expect((await consoleOffer(DAILY('nobody', [tier(100, '0')]))).json().code).toBe('CONTRACT_TARGET_INVALID');
    // Support staff lack agents.manage.
    const support = await staffToken(t.app, t.database.db, 'support');
    const refused = await consoleCall(t.app, 'POST', '/console/api/agent-contracts/offer', support, DAILY('agent', []));
    expect(refused.statusCode).toBe(403);

    const top = [tier(100, '10000'), tier(200, '100000')];
    const offered = await consoleOffer(DAILY('agent', top));
    expect(offered.statusCode).toBe(200);
    expect(offered.json().value).toMatchObject({ status: 'REQUESTED', holder: 'agent', upline: null });
    expect((await consoleOffer(DAILY('agent', top))).json().code).toBe('CONTRACT_PENDING');
    expect(await flags('agent')).toMatchObject({ dailysalreqtype: true, divtypereq: false, enableSalary: false });

    const accepted = await accept('agent');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value).toMatchObject({ contract: { status: 'VALID' }, terminated: 0 });
    expect(await flags('agent')).toMatchObject({ dailysalreqtype: false, enableSalary: true, enableContract: false });
  });

  it('validates offers: direct downline agents, rising rates, limits, never above the upline', async () => {
    // Not a direct downline (a2 is below a1), not an agent (p1), not a member of the tree.
    expect((await offer('agent', DAILY('a2', [tier(100, '10000')]))).json().code).toBe('CONTRACT_TARGET_INVALID');
    expect((await offer('agent', DAILY('p1', [tier(100, '10000')]))).json().code).toBe('CONTRACT_TARGET_INVALID');
    const bad = await offer('agent', DAILY('a1', [tier(100, '10000'), tier(100, '100000')]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'CONTRACT_TERMS_INVALID', value: { problem: 'RATES_NOT_INCREASING' } });
    expect((await offer('agent', DAILY('a1', [tier(301, '10000')]))).json().value.problem).toBe('RATE_RANGE');
    expect((await offer('agent', { ...DAILY('a1', [tier(100, '10000')]), period: 'WEEKLY' })).json().code).toBe(
      'CONTRACT_TERMS_INVALID',
    );
    // 1.5 % from 50,000.00 while the agent has 1 % there.
    const above = await offer('agent', DAILY('a1', [tier(150, '50000')]));
    expect(above.json()).toMatchObject({ code: 'CONTRACT_ABOVE_UPLINE', value: { tier: 0, uplineRate: 100 } });
    // Malformed input is a 400, never a 500.
    expect((await offer('agent', { username: 'a1', kind: 'DAILY' })).statusCode).toBe(400);
    expect((await offer('agent', DAILY('a1', [{ rate: 'x' }]))).statusCode).toBe(400);
  });

  it('offers down the tree; the downline accepts or rejects; both sides get a message', async () => {
    expect((await offer('agent', DAILY('a1', [tier(100, '10000'), tier(180, '100000')]))).statusCode).toBe(200);
    expect((await offer('agent', DAILY('b1', [tier(50, '10000')]))).statusCode).toBe(200);
    const rejected = await call('b1', 'POST', `/wps/agent/contracts/${await pendingId('b1')}/reject`, { reason: 'no' });
    expect(rejected.json().value.status).toBe('DENIED');
    // Only the holder answers its offer.
    const aOffer = await pendingId('a1');
    expect((await call('b1', 'POST', `/wps/agent/contracts/${aOffer}/accept`, {})).json().code).toBe('NOT_FOUND');
    expect((await accept('a1')).json().value.contract.status).toBe('VALID');
    expect((await call('a1', 'POST', `/wps/agent/contracts/${aOffer}/reject`, {})).json().code).toBe(
      'CONTRACT_NOT_PENDING',
    );
    expect((await offer('a1', DAILY('a2', [tier(100, '10000'), tier(150, '100000')]))).statusCode).toBe(200);
    expect((await accept('a2')).statusCode).toBe(200);
    expect((await offer('a2', DAILY('a3', [tier(80, '10000')]))).statusCode).toBe(200);
    expect((await accept('a3')).statusCode).toBe(200);

    const list = (await call('agent', 'GET', '/wps/agent/contracts')).json().value;
    expect(list.mine.map((c: { holder: string }) => c.holder)).toEqual(['agent']);
    expect(list.given.map((c: { holder: string }) => c.holder)).toEqual(['a1']);
    const inbox = await call('agent', 'GET', '/wps/member/messages?pageNo=1&pageSize=50');
    const actions = (inbox.json().value.list as Array<{ kind: string; params: { contractAction: string } }>)
      .filter((m) => m.kind === 'CONTRACT')
      .map((m) => m.params.contractAction);
    expect(actions).toEqual(expect.arrayContaining(['OFFER_holder', 'ACCEPT_holder', 'OFFER_upline', 'REJECT_upline']));
  });

  it('accepting lower terms lists the downlines it ends, and on confirmation ends them and their teams at once', async () => {
    // The agent is offered 1.5 % flat: below what it gave a1 (1.8 % from 100,000.00).
    expect((await consoleOffer(DAILY('agent', [tier(100, '10000'), tier(150, '100000')]))).statusCode).toBe(200);
    const id = await pendingId('agent');
    const preview = (await call('agent', 'GET', `/wps/agent/contracts/${id}/preview`)).json().value;
    expect(preview.current.status).toBe('VALID');
    expect(preview.downlines).toEqual([
      { username: 'a1', contractId: expect.any(Number), status: 'VALID', descendants: 2 },
    ]);
    const unconfirmed = await call('agent', 'POST', `/wps/agent/contracts/${id}/accept`, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'CONTRACT_CONFIRM_REQUIRED',
      value: { downlines: [{ username: 'a1' }] },
    });

    const before = new Date();
    const confirmed = await call('agent', 'POST', `/wps/agent/contracts/${id}/accept`, { confirm: true });
    expect(confirmed.json().value).toMatchObject({ contract: { status: 'VALID' }, terminated: 3 });
    for (const name of ['a1', 'a2', 'a3']) expect(await flags(name)).toMatchObject({ enableSalary: false });
    // The superseded contract and the cascade are on the history, with the reason.
    const events = await consoleCall(
      t.app,
      'GET',
      `/console/api/agent-contracts/${preview.downlines[0].contractId}/events`,
      staff,
    );
    expect(events.json().value.events.map((e: { action: string }) => e.action)).toEqual(['OFFER', 'ACCEPT', 'CASCADE']);
    expect(events.json().value.events[2]).toMatchObject({ actor: 'agent', reason: 'LOWER_RATE:agent' });
    const history = await consoleCall(t.app, 'GET', `/console/api/agent-contracts?username=agent`, staff);
    expect(history.json().value.list.map((c: { status: string }) => c.status)).toEqual(['VALID', 'TERMINATED']);

    // Settlement reads what was in force at a time: before the change a1..a3 and the old terms.
    const earlier = await validContractsAt(t.database.db, 'FORTUNA', 'DAILY', new Date(before.getTime() - 1));
    expect(earlier.map((c) => c.memberId).sort()).toEqual([ids.agent, ids.a1, ids.a2, ids.a3].sort());
    const now = await validContractsAt(t.database.db, 'FORTUNA', 'DAILY', new Date(Date.now() + 1000));
    expect(now).toEqual([{ id, memberId: ids.agent, uplineId: null, period: 'DAILY', tiers: [tier100(), tier150()] }]);
  });

  it('the upline terminates a contract it gave, and the holder’s team’s contracts end with it', async () => {
    expect((await offer('agent', DAILY('a1', [tier(100, '10000')]))).statusCode).toBe(200);
    expect((await accept('a1')).statusCode).toBe(200);
    expect((await offer('a1', DAILY('a2', [tier(50, '10000')]))).statusCode).toBe(200);
    expect((await accept('a2')).statusCode).toBe(200);
    const given = (await call('agent', 'GET', '/wps/agent/contracts')).json().value.given[0];
    // Nobody else may end it.
    expect((await call('b1', 'POST', `/wps/agent/contracts/${given.id}/terminate`, {})).json().code).toBe('NOT_FOUND');
    const ended = await call('agent', 'POST', `/wps/agent/contracts/${given.id}/terminate`, { reason: 'restructure' });
    expect(ended.json().value).toMatchObject({ status: 'TERMINATED', reason: 'restructure' });
    expect(await flags('a2')).toMatchObject({ enableSalary: false });
    expect((await call('agent', 'POST', `/wps/agent/contracts/${given.id}/terminate`, {})).json().code).toBe(
      'CONTRACT_NOT_VALID',
    );
    // The console ends the top agent's; a player's flags are all off.
    const top = (await consoleCall(t.app, 'GET', '/console/api/agent-contracts?status=VALID', staff)).json().value
      .list[0];
    const byStaff = await consoleCall(t.app, 'POST', `/console/api/agent-contracts/${top.id}/terminate`, staff, {
      reason: 'audit test',
    });
    expect(byStaff.json().value.status).toBe('TERMINATED');
    expect(await flags('p1')).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      enableSalary: false,
      enableContract: false,
    });
  });
});

function tier100() {
  return { rate: 100, validBet: 1_000_000n, active: 0, teamLoss: null };
}
function tier150() {
  return { rate: 150, validBet: 10_000_000n, active: 0, teamLoss: null };
}
