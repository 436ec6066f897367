import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { insertMember } from './console-members-helpers.js';
import { freshIp, latestSmsCode, login, memberInfo, solveImage } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

describe.each(TEST_DATABASES)('console member actions on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<string, string> = {};
  const ids = { locked: 0, reset: 0, bare: 0 };

  beforeAll(async () => {
    const db = t.database.db;
    ids.locked = await insertMember(db, { username: 'act_lock', mobileNum: '9182220001' });
    ids.reset = await insertMember(db, { username: 'act_reset', mobileNum: '9182220002' });
    ids.bare = await insertMember(db, { username: 'act_bare' });
    for (const role of ['risk', 'support', 'owner', 'finance', 'content'])
      tokens[role] = await staffToken(t.app, db, role);
  });

  const post = (role: string, url: string, payload: object) =>
    consoleCall(t.app, 'POST', url, tokens[role] ?? null, payload, '192.0.2.44');
  const memberLogin = (username: string, password = 'Old12345') =>
    login(t.app, { username, password, withImage: true });
  const auditOf = async (memberId: number) =>
    (await consoleCall(t.app, 'GET', `/console/api/audit?target=member:${memberId}&pageSize=50`, tokens.owner ?? null))
      .json()
      .value.list.reverse();

  it('locks: the member’s sessions end and login answers ACCOUNT_DISABLED; unlock lets them in again', async () => {
    const session = (await memberLogin('act_lock')).json().value.token as string;
    expect((await memberInfo(t.app, session)).statusCode).toBe(200);
    const locked = await post('risk', `/console/api/members/${ids.locked}/lock`, { reason: 'chargeback fraud' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({ id: ids.locked, status: 'locked' });
    expect((await memberInfo(t.app, session)).statusCode).toBe(401);
    const refused = await memberLogin('act_lock');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const again = await post('risk', `/console/api/members/${ids.locked}/lock`, { reason: 'twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);

    const unlocked = await post('risk', `/console/api/members/${ids.locked}/unlock`, { reason: 'cleared by bank' });
    expect(unlocked.json().value).toMatchObject({ status: 'active' });
    // The lock ended that session for good; a new login works.
    expect((await memberInfo(t.app, session)).statusCode).toBe(401);
    expect((await memberLogin('act_lock')).statusCode).toBe(200);

    const entries = await auditOf(ids.locked);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['member.lock', 'member.unlock']);
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actor: 'risk',
      target: `member:${ids.locked}`,
      before: { status: 'active', passwordResetRequired: false },
      after: { status: 'disabled', sessionsEnded: 1 },
      reason: 'chargeback fraud',
      ip: '192.0.2.44',
    });
  });

  it('forces a password reset: sessions end, the old password is refused until a reset by mobile', async () => {
    const session = (await memberLogin('act_reset')).json().value.token as string;
    const res = await post('risk', `/console/api/members/${ids.reset}/forcePasswordReset`, { reason: 'leaked' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberInfo(t.app, session)).statusCode).toBe(401);
    const refused = await memberLogin('act_reset');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PASSWORD_RESET_REQUIRED']);
    const profile = await consoleCall(t.app, 'GET', `/console/api/members/${ids.reset}`, tokens.support ?? null);
    expect(profile.json().value.passwordResetRequired).toBe(true);

    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9182220002', countryDialingCode: '63', ...(await solveImage(t.app)) },
      remoteAddress: freshIp(),
    });
    const code = (await latestSmsCode(t.app, '+639182220002')) as string;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { newPassword: 'New12345', mobileNum: '9182220002', verificationCode: code },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await memberLogin('act_reset', 'New12345')).statusCode).toBe(200);
    expect((await auditOf(ids.reset)).map((e: { action: string }) => e.action)).toEqual(['member.forcePasswordReset']);

    // A member with neither mobile nor e-mail could never reset: refused, nothing changes.
    const bare = await post('risk', `/console/api/members/${ids.bare}/forcePasswordReset`, { reason: 'leaked' });
    expect([bare.statusCode, bare.json().code]).toEqual([409, 'CONFLICT']);
    expect(await auditOf(ids.bare)).toEqual([]);
  });

  it('adds staff notes and sends a message that appears in the member’s inbox', async () => {
    const note = await post('support', `/console/api/members/${ids.locked}/notes`, { text: 'Called about a bonus' });
    expect(note.json().value).toMatchObject({ text: 'Called about a bonus', staff: 'support' });
    const notes = await consoleCall(t.app, 'GET', `/console/api/members/${ids.locked}/notes`, tokens.finance ?? null);
    expect(notes.json().value).toMatchObject({ total: 1, list: [{ text: 'Called about a bonus', staff: 'support' }] });

    const sent = await post('support', `/console/api/members/${ids.locked}/messages`, {
      subject: 'Your bonus',
      text: 'It is credited tomorrow.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = (await memberLogin('act_lock')).json().value.token as string;
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/wps/member/messages',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inbox.json().value.list[0]).toMatchObject({
      id: sent.json().value.id,
      kind: 'STAFF_MESSAGE',
      params: { subject: 'Your bonus', text: 'It is credited tomorrow.' },
      read: false,
    });
    const actions = (await auditOf(ids.locked)).map((e: { action: string }) => e.action);
    expect(actions.slice(-2)).toEqual(['member.note', 'member.message']);
  });

  it('keeps the audit chain whole, and refuses roles without the permission or bad input', async () => {
    const chain = await consoleCall(t.app, 'GET', '/console/api/audit/chain', tokens.owner ?? null);
    expect(chain.json().value).toMatchObject({ ok: true, firstBroken: null });
    const refusals: Array<[string, string, object]> = [
      ['support', 'lock', { reason: 'no rights' }],
      ['finance', 'forcePasswordReset', { reason: 'no rights' }],
      ['finance', 'messages', { subject: 'x', text: 'y' }],
      ['content', 'notes', { text: 'no rights' }],
    ];
    for (const [role, action, body] of refusals) {
      const res = await post(role, `/console/api/members/${ids.bare}/${action}`, body);
      expect([res.statusCode, res.json().code], `${role} ${action}`).toEqual([403, 'FORBIDDEN']);
    }
    const bad: Array<[string, object]> = [
      ['lock', {}],
      ['lock', { reason: 'x' }],
      ['unlock', { reason: 'ok reason', extra: 1 }],
      ['notes', { text: '' }],
      ['notes', { text: 'x'.repeat(2001) }],
      ['messages', { subject: 'only a subject' }],
    ];
    for (const [action, body] of bad) {
      const res = await post('owner', `/console/api/members/${ids.bare}/${action}`, body);
      expect([res.statusCode, res.json().code], `${action} ${JSON.stringify(body)}`).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const unknown = await post('owner', '/console/api/members/987654321/lock', { reason: 'nobody' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM member WHERE id = ${ids.bare}`,
    );
    expect(row?.status).toBe('active');
  });
});
