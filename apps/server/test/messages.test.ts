import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, TEST_DATABASES, type ListeningTestApp } from './test-app.js';
import { login } from './identity-helpers.js';

type Frame = { event: string; data: string };

/** Reads server-sent events from a real HTTP stream, as the web client does with fetch. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const frames: Frame[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (f: Frame[]) => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (!predicate(frames)) {
      if (Date.now() > until) throw new Error(`no matching event in ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { res, frames, waitFor, close: () => controller.abort() };
}

describe.each(TEST_DATABASES)('member notices and live updates on %s', (kind) => {
  let t: ListeningTestApp;
  let base: string;
  let token: string;
  let otherToken: string;
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });

  beforeAll(async () => {
    t = await createListeningTestApp(kind);
    base = t.base;
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    otherToken = (await login(t.app, { username: 'player2', password: 'Player1234' })).json().value.token;
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  const payOnline = async (amount: string, outcome: 'success' | 'fail') => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: auth(),
        payload: { channelCode: 'GCASH', amount, requestKey: randomUUID() },
      })
    ).json().value;
    await fetch(`${created.payUrl}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    });
    return created.orderNo as string;
  };
  const inbox = async (query = '', tk = token) =>
    (await t.app.inject({ url: `/wps/member/messages${query}`, headers: auth(tk) })).json();

  it('pushes a balance hint and the notice to the member’s open pages when a deposit is credited', async () => {
    const stream = await openStream(`${base}/wps/member/events`, token);
    const other = await openStream(`${base}/wps/member/events`, otherToken);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    const demoId = (await t.app.inject({ url: '/wps/member/info', headers: auth() })).json().value.id as number;
    expect(t.app.realtime.connections(demoId)).toBe(1);
    const orderNo = await payOnline('450', 'success');
    await stream.waitFor((f) => f.some((x) => x.event === 'message'));
    expect(stream.frames.map((f) => f.event)).toEqual(['balance', 'message']);
    const message = JSON.parse(stream.frames[1]!.data).message;
    expect(message).toMatchObject({ kind: 'DEPOSIT_CREDITED', params: { orderNo, amount: '450.00' }, read: false });
    await new Promise((r) => setTimeout(r, 200));
    expect(other.frames).toEqual([]); // nobody else hears it
    stream.close();
    other.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(t.app.realtime.connections(demoId)).toBe(0); // a closed page is forgotten
  });

  it('keeps one notice per order however often the gateway calls, and tells of failures', async () => {
    const failed = await payOnline('130', 'fail');
    const page = await inbox();
    expect(page.value.list[0]).toMatchObject({ kind: 'DEPOSIT_FAILED', params: { orderNo: failed } });
    expect(page.value.list.filter((m: { params: { orderNo: string } }) => m.params.orderNo === failed)).toHaveLength(1);
    expect(page.value.unread).toBe(2);
  });

  it('marks messages read: the listed ones, or all, never another member’s', async () => {
    const page = (await inbox()).value;
    const [newest] = page.list;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: auth(otherToken),
      payload: { ids: [newest.id] },
    });
    expect(foreign.json().value).toEqual({ unread: 0 });
    expect((await inbox()).value.unread).toBe(2);
    const one = await t.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: auth(),
      payload: { ids: [newest.id] },
    });
    expect(one.json().value).toEqual({ unread: 1 });
    expect((await inbox('?unreadOnly=true')).value.list).toHaveLength(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      headers: auth(),
      payload: { all: true },
    });
    expect(all.json().value).toEqual({ unread: 0 });
  });

  it.each([
    ['an empty id list', { ids: [] }],
    ['a negative id', { ids: [-1] }],
    ['all: false', { all: false }],
    ['both forms', { ids: [1], all: true }],
    ['an unknown field', { id: 1 }],
  ])('refuses %s', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/messages/read', headers: auth(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers the header’s public state in one call', async () => {
    await payOnline('120', 'success');
    const state = (await t.app.inject({ url: '/wps/member/publicState?language=EN', headers: auth() })).json().value;
    expect(state).toMatchObject({
      currencySymbol: '₱',
      demo: false,
      unreadMessage: 1,
      hasVip: false,
      availablePromoCount: 0,
    });
    expect(Number(state.balance)).toBeCloseTo(570, 2);
    expect(state.whitelabelVal.AGENTPOLICY3).toBe(true);
    expect(state.banners.map((b: { groupName: string }) => b.groupName)).toEqual(
      expect.arrayContaining(['w_home', 'w_reg', 'w_leftmenu']),
    );
    expect(Array.isArray(state.notice)).toBe(true);
    expect((await t.app.inject({ url: '/wps/member/publicState?language=XX', headers: auth() })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/wps/member/publicState?foo=1', headers: auth() })).statusCode).toBe(400);
  });

  it('gives trial members their demo balance, skips their messages, and refuses visitors', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    const state = (await t.app.inject({ url: '/wps/member/publicState', headers: auth(trial) })).json().value;
    expect(state).toMatchObject({ demo: true, balance: '10000.00', unreadMessage: 0 });
    expect((await inbox('', trial)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ url: '/wps/member/messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/events' })).statusCode).toBe(401);
    expect((await fetch(`${base}/wps/member/events`)).status).toBe(401);
  });
});
