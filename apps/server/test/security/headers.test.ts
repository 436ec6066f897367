import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSecurityServer, type Answer } from './harness/index.js';

/**
 * Finding 14: security headers. The pages (web app, house games, sandbox gateway) answer a strict
 * Content-Security-Policy: scripts from our origin and inline ones by hash only (never
 * 'unsafe-inline' or 'unsafe-eval'), no plugins, no foreign framing; every answer carries a
 * Permissions-Policy and the usual hardening headers; HSTS only when PUBLIC_URL is https.
 * (That the pages actually run under their policy is proven in Chromium: apps/web/e2e/csp.spec.ts.)
 */
const directives = (answer: Answer) => {
  const header = answer.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
};

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );

function expectStrictScripts(csp: Map<string, string[]>) {
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:')).toBe(false);
  expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
}

/** A JSON answer: the headers that act on one (OWASP REST), none of the document-only ones. */
function expectApiHardening(answer: Answer) {
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  for (const documentOnly of [
    'permissions-policy',
    'cross-origin-opener-policy',
    'x-xss-protection',
    'x-download-options',
  ])
    expect(answer.headers.get(documentOnly), documentOnly).toBeNull();
}

function expectHardening(answer: Answer) {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = answer.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
    expect(permissions).toContain(feature);
}

describe('security headers over http', () => {
  const suite = useSecurityServer();

  it("gives the web app's pages a hash-based policy that lets exactly their inline scripts run", async () => {
    const api = suite.client();
    for (const url of ['/', '/member?page=depositv2', '/dev/inbox']) {
      const page = await api.get(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(page);
      expectStrictScripts(csp);
      const hashes = inlineScriptHashes(page.text);
      expect(hashes.length).toBeGreaterThan(0); // the boot prefetch
      for (const hash of hashes) expect(csp.get('script-src')).toContain(hash);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expectHardening(page);
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('gives the house game client a policy with no inline script at all', async () => {
    const page = await suite.client().get('/house/play/');
    expect(page.status).toBe(200);
    const csp = directives(page);
    expectStrictScripts(csp);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(inlineScriptHashes(page.text)).toEqual([]);
    expectHardening(page);
  });

  it('gives the sandbox pay page a policy where nothing runs and the form posts only to us and the merchant', async () => {
    const api = suite.client();
    const token = await api.token('demo', 'Demo1234');
    const created = await api.post<{ payUrl: string }>(
      '/wps/cashier/deposit',
      { channelCode: 'GCASH', amount: '500', requestKey: randomUUID() },
      { token },
    );
    expect(created.status, created.text).toBe(200);
    const payUrl = created.body?.value.payUrl ?? '';
    expect(payUrl).toContain('/sandbox-gateway/pay/');
    const page = await api.get(new URL(payUrl).pathname);
    expect(page.status).toBe(200);
    const csp = directives(page);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? '';
    expect(csp.get('style-src')).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
    expect(csp.get('form-action')).toEqual(["'self'", suite.server().baseUrl]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    // Declined: nothing credited, the books stay as they were (ledger check after the file).
    const declined = await api.call('POST', `${new URL(payUrl).pathname}/complete`, 'outcome=fail', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(declined.status).toBe(303);
  });

  it('lets API answers load nothing and keeps them out of caches', async () => {
    const answer = await suite.client().get('/wps/system/status');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectApiHardening(answer);
  });

  it('hardens every answer: refusals, unknown routes and the live event stream too', async () => {
    const api = suite.client();
    for (const url of ['/wps/no-such-route', '/wps/agent/affiliate?code=%00', '/wps/member/info']) {
      const answer = await api.get(url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      expectApiHardening(answer);
    }
    const token = await api.token('demo', 'Demo1234');
    const controller = new AbortController();
    const stream = await fetch(`${suite.server().baseUrl}/wps/member/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectHardening({ headers: stream.headers } as Answer);
    controller.abort();
  });
});

describe('security headers behind TLS (PUBLIC_URL https)', () => {
  const suite = useSecurityServer({ env: { PUBLIC_URL: 'https://fortuna.example' }, ledgerCheck: false });

  it('sends HSTS for a year with subdomains and upgrades insecure requests', async () => {
    for (const url of ['/', '/wps/system/status']) {
      const answer = await suite.client().get(url);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    expect(directives(await suite.client().get('/')).has('upgrade-insecure-requests')).toBe(true);
  });
});
