import { beforeAll, describe, expect, it } from 'vitest';
import { NORTH_SHEET, insertIssue, issueRow, lotteryGame } from './lottery-console-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

type Method = 'GET' | 'POST';
let keys = 0;
const key = () => `lottery-result-${++keys}-${Date.now()}`;

describe.each(TEST_DATABASES)('console lottery results with four eyes on %s', (kind) => {
  const t = useTestApp(kind);
  let games = '';
  let owner = '';
  let content = '';

  beforeAll(async () => {
    games = await staffToken(t.app, t.database.db, 'games');
    owner = await staffToken(t.app, t.database.db, 'owner');
    content = await staffToken(t.app, t.database.db, 'content');
  });

  const call = (method: Method, url: string, token: string, payload?: object) =>
    consoleCall(t.app, method, url, token, payload, '192.0.2.78');
  const enter = (token: string, issueId: number, sheet: object, idempotencyKey = key()) =>
    call('POST', '/console/api/lottery/results', token, {
      issueId,
      sheet,
      reason: 'xoso.com.vn sheet',
      idempotencyKey,
    });
  const northIssue = async (code: string, drawAt = new Date(Date.now() - 60_000)) => {
    const game = await lotteryGame(t.database.db, { family: 'VN_NORTH' });
    return insertIssue(t.database.db, game.id, code, drawAt, { status: 'CLOSED' });
  };

  it('records a result only when a second operator confirms it; the one who entered it can never confirm it', async () => {
    const issueId = await northIssue('20261101');
    const entered = await enter(games, issueId, NORTH_SHEET);
    expect(entered.statusCode, entered.body).toBe(200);
    const request = entered.json().value;
    expect(request).toMatchObject({
      status: 'pending',
      issueId,
      maker: 'games',
      family: 'VN_NORTH',
      issueCode: '20261101',
    });
    expect(request.resultText).toContain('DB 52552');
    expect((await issueRow(t.database.db, issueId))?.status).toBe('CLOSED');
    const detail = (await call('GET', `/console/api/lottery/issues/${issueId}`, games)).json().value;
    expect(detail.pendingResultId).toBe(request.id);

    const self = await call('POST', `/console/api/lottery/results/${request.id}/confirm`, games, {});
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    expect((await issueRow(t.database.db, issueId))?.status).toBe('CLOSED');
    expect((await call('POST', `/console/api/lottery/results/${request.id}/confirm`, content, {})).statusCode).toBe(
      403,
    );

    const confirmed = await call('POST', `/console/api/lottery/results/${request.id}/confirm`, owner, {
      reason: 'Checked against the official sheet',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ status: 'applied', checker: 'owner', maker: 'games' });
    const issue = await issueRow(t.database.db, issueId);
    expect(issue).toMatchObject({ status: 'DRAWN', result_source: 'OPERATOR', result: NORTH_SHEET });
    expect(issue?.result_text).toContain('52552');

    const again = await call('POST', `/console/api/lottery/results/${request.id}/confirm`, owner, {});
    expect(again.json().code).toBe('APPROVAL_NOT_PENDING');
    const audit = (await call('GET', `/console/api/audit?target=lottery-issue:${issueId}`, owner)).json().value.list;
    expect(audit[0]).toMatchObject({ action: 'lottery.result.record', actor: 'owner', ip: '192.0.2.78' });
    expect(audit[0].after).toMatchObject({ status: 'DRAWN', enteredBy: 'games' });
    // A result for an issue that has one is refused.
    expect((await enter(games, issueId, NORTH_SHEET)).statusCode).toBe(409);
  });

  it('refuses a sheet that is not whole, a draw still to come, a platform-drawn game and unknown issues', async () => {
    const issueId = await northIssue('20261102');
    const short = await enter(games, issueId, { ...NORTH_SHEET, G3: ['27303'] });
    expect(short.statusCode).toBe(400);
    expect(short.json().value.errors.map((e: { path: string }) => e.path)).toContain('body.sheet.G3');
    const digits = await enter(games, issueId, { ...NORTH_SHEET, DB: ['5255'] });
    expect(digits.json().value.errors.map((e: { path: string }) => e.path)).toContain('body.sheet.DB');
    expect((await enter(games, issueId, { ...NORTH_SHEET, G8: ['12'] })).statusCode).toBe(400);

    const later = await northIssue('20261103', new Date(Date.now() + 3_600_000));
    expect((await enter(games, later, NORTH_SHEET)).statusCode).toBe(409);
    const fast = await lotteryGame(t.database.db, { gameCode: 'SSC_1MIN' });
    const fastIssue = await insertIssue(t.database.db, fast.id, 'S-1', new Date(Date.now() - 60_000));
    expect((await enter(games, fastIssue, { DB: ['1'] })).statusCode).toBe(400);
    expect((await enter(games, 987_654, NORTH_SHEET)).statusCode).toBe(404);
    expect((await enter(content, issueId, NORTH_SHEET)).statusCode).toBe(403);
  });

  it('answers a repeated entry with its first request, and lets others reject and the maker withdraw', async () => {
    const issueId = await northIssue('20261104');
    const idempotencyKey = key();
    const first = (await enter(games, issueId, NORTH_SHEET, idempotencyKey)).json().value;
    const repeat = (await enter(games, issueId, NORTH_SHEET, idempotencyKey)).json().value;
    expect(repeat.id).toBe(first.id);
    expect((await enter(games, issueId, { ...NORTH_SHEET, DB: ['11111'] }, idempotencyKey)).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );

    const selfReject = await call('POST', `/console/api/lottery/results/${first.id}/reject`, games, { reason: 'Typo' });
    expect(selfReject.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    const rejected = await call('POST', `/console/api/lottery/results/${first.id}/reject`, owner, {
      reason: 'G3 differs from the official sheet',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', checker: 'owner' });

    const second = (await enter(games, issueId, NORTH_SHEET)).json().value;
    expect(
      (await call('POST', `/console/api/lottery/results/${second.id}/cancel`, owner, { reason: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    const withdrawn = await call('POST', `/console/api/lottery/results/${second.id}/cancel`, games, {
      reason: 'Wrong day',
    });
    expect(withdrawn.json().value.status).toBe('cancelled');
    expect((await issueRow(t.database.db, issueId))?.status).toBe('CLOSED');

    const list = (await call('GET', '/console/api/lottery/results?status=rejected', games)).json().value;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(first.id);
    // Lottery results are not balance adjustments: the adjustment rows do not reach them through this endpoint.
    expect((await call('POST', `/console/api/lottery/results/987654/confirm`, owner, {})).statusCode).toBe(404);
  });
});
