import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AgentAnnouncements, ReferralLink, ReferralLinks } from '@fortuna/contracts';
import { queryRows } from '../src/platform/db.js';
import { insertMember } from './console-members-helpers.js';
import { freshIp, login, registrationBody, sendEnc } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/** registerCenter's referral links and downline agents, and the agent centre's announcements (issue 21). */
describe.each(TEST_DATABASES)("an agent's referral links and announcements on %s", (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<string, string> = {};
  const token = async (username: string, password: string) =>
    (tokens[username] ??= (await login(t.app, { username, password })).json().value.token as string);
  const as = async (who: [string, string], method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await token(...who)}` },
      ...(payload ? { payload } : {}),
    });
  const AGENT: [string, string] = ['agent', 'Agent1234'];
  const signUp = async (username: string, code: string) =>
    sendEnc(
      t.app,
      'PUT',
      '/wps/member/register',
      { ...(await registrationBody(t.app, username)), affiliateCode: code },
      {
        ip: freshIp(),
      },
    );
  const memberRow = async (username: string) =>
    (
      await queryRows<{ type: number; parent: string; channel: string | null }>(
        t.database.db,
        sql`SELECT m.type, p.username AS parent, s.channel FROM member m JOIN member p ON p.id = m.parent_id
            LEFT JOIN referral_signup s ON s.member_id = m.id WHERE m.username = ${username}`,
      )
    )[0];

  it('makes links by type, channel and validity; a sign-up through one lands below the agent with its channel', async () => {
    const made = await as(AGENT, 'POST', '/wps/agent/links', { kind: 'AGENT', channel: 'Facebook', validDays: 7 });
    expect(made.statusCode, made.body).toBe(200);
    const agentLink = ReferralLink.parse(made.json().value);
    expect(agentLink).toMatchObject({
      kind: 'AGENT',
      channel: 'Facebook',
      validDays: 7,
      expired: false,
      registrations: 0,
    });
    expect(agentLink.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(agentLink.registerPath).toBe(`/register?affiliateCode=${agentLink.code}`);
    const member = ReferralLink.parse(
      (await as(AGENT, 'POST', '/wps/agent/links', { kind: 'MEMBER', channel: '', validDays: null })).json().value,
    );
    expect(member.expiresAt).toBeNull();

    // The sign-up form's code check knows links; a sign-up through each lands as the link says.
    const check = await t.app.inject(`/wps/agent/affiliate?code=${agentLink.code}&domain=fortuna.example`);
    expect(check.json().value).toEqual({ valid: true, agentNickname: 'Fortuna Agent' });
    expect((await signUp('viaagentlink', agentLink.code)).statusCode).toBe(200);
    expect((await signUp('viamemberlink', member.code.toLowerCase())).statusCode).toBe(200);
    expect(await memberRow('viaagentlink')).toEqual({ type: 1, parent: 'agent', channel: 'Facebook' });
    expect(await memberRow('viamemberlink')).toEqual({ type: 0, parent: 'agent', channel: '' });

    const list = ReferralLinks.parse((await as(AGENT, 'GET', '/wps/agent/links')).json().value).list;
    expect(list.map((l) => [l.code, l.registrations])).toEqual([
      [member.code, 1],
      [agentLink.code, 1],
    ]);

    // An expired link signs nobody up; another agent never sees these links.
    await t.database.db.execute(
      sql`UPDATE referral_link SET expires_at = now() - interval '1 minute' WHERE code = ${agentLink.code}`,
    );
    const late = await signUp('toolate', agentLink.code);
    expect(late.json().code).toBe('INVALID_INVITATION_CODE');
    const expired = ReferralLinks.parse((await as(AGENT, 'GET', '/wps/agent/links')).json().value).list;
    expect(expired.find((l) => l.code === agentLink.code)?.expired).toBe(true);
    const other = await insertMember(t.database.db, { username: 'otheragent', type: 1, password: 'Other1234' });
    expect(other).toBeGreaterThan(0);
    const theirs = await as(['otheragent', 'Other1234'], 'GET', '/wps/agent/links');
    expect(theirs.json().value.list).toEqual([]);
    expect((await as(['demo', 'Demo1234'], 'GET', '/wps/agent/links')).statusCode).toBe(403);
  });

  it('refuses bad link requests with field errors', async () => {
    for (const body of [
      { kind: 'BOSS', channel: '', validDays: 7 },
      { kind: 'MEMBER', channel: 'x'.repeat(40), validDays: 7 },
      { kind: 'MEMBER', channel: '<script>', validDays: 7 },
      { kind: 'MEMBER', channel: '', validDays: 0 },
      { kind: 'MEMBER', channel: '' },
    ]) {
      const res = await as(AGENT, 'POST', '/wps/agent/links', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('creates a downline agent directly, which then has its own team pages', async () => {
    const res = await sendEnc(
      t.app,
      'POST',
      '/wps/agent/downline',
      { username: 'subagent7', password: 'Sub12345', confirmPassword: 'Sub12345', type: 'AGENT' },
      { token: await token(...AGENT) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: 'subagent7', isAgent: true });
    expect(await memberRow('subagent7')).toMatchObject({ type: 1, parent: 'agent' });
    expect((await as(['subagent7', 'Sub12345'], 'GET', '/wps/agent/invitation')).statusCode).toBe(200);
  });

  it('shows agents the announcements the console wrote for them, and the player site never', async () => {
    const staff = await staffToken(t.app, t.database.db, 'content');
    const made = await consoleCall(t.app, 'POST', '/console/api/content/announcements', staff, {
      type: 'PL',
      lang: 'EN',
      title: 'Agent news',
      content: 'New dividend tiers from Monday',
      audience: 'agents',
      reason: 'agents',
    });
    expect(made.statusCode, made.body).toBe(200);
    const mine = AgentAnnouncements.parse(
      (await as(AGENT, 'GET', '/wps/agent/announcements?language=EN')).json().value,
    );
    expect(mine.list.map((a) => a.title)).toContain('Agent news');
    expect(mine.list.every((a) => a.audience === 'agents')).toBe(true);
    for (const execution of ['B', 'V', 'M']) {
      const site = await t.app.inject(
        `/lgw/games/announcements?types=PL&platform=W&execution=${execution}&language=EN`,
      );
      expect(JSON.stringify(site.json().value)).not.toContain('Agent news');
    }
    expect((await as(['demo', 'Demo1234'], 'GET', '/wps/agent/announcements')).statusCode).toBe(403);
  });
});
