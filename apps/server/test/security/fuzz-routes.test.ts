import { describe, expect, it } from 'vitest';
import { SECURITY_DATABASES, useSecurityServer } from './harness/index.js';

/**
 * A bounded fuzz of every route of the OpenAPI document (issue 17, finding 12): at least 20
 * malformed inputs per route (NUL bytes, huge strings, wrong types, impossible dates, prototype
 * keys, bad JSON), with and without a member's session. No answer is a 5xx, the server answers
 * after each route, and the ledger check passes after the file (the harness).
 */
type Operation = { parameters?: Array<{ name: string; in: string }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NASTY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  -1,
  1e308,
  true,
  null,
  [],
  {},
  '2026-02-30',
  '9999-99-99',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '😀'.repeat(1000),
  '9'.repeat(400),
  -0.5,
  'NaN',
  '<script>alert(1)</script>',
];

const BODIES: Array<string> = [
  '{',
  'null',
  '[]',
  '"\\u0000"',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  JSON.stringify({ a: 'x'.repeat(200_000) }),
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
];

function fill(path: string, value: unknown): string {
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(value)));
}

describe.each(SECURITY_DATABASES)('fuzz of every route on %s', (database) => {
  const suite = useSecurityServer({ database });

  it('answers no 5xx to malformed input on any route, and stays up', { timeout: 600_000 }, async () => {
    const api = suite.client();
    const doc = (await api.get<OpenApi>('/docs/json')).body as unknown as OpenApi;
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    const token = await api.token('demo', 'Demo1234');
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(verb)) continue;
        const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const attempts: Array<() => Promise<{ status: number; what: string }>> = [];
        for (const value of NASTY_VALUES) {
          const url = fill(path, value);
          const query = [...queryNames, '__proto__', 'startDate']
            .map(
              (n) =>
                `${encodeURIComponent(n)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
            )
            .join('&');
          const full = `${url}?${query}`;
          const body =
            verb === 'GET' || verb === 'DELETE' ? undefined : JSON.stringify({ value, [queryNames[0] ?? 'id']: value });
          attempts.push(async () => ({
            status: (await api.call(verb, full, body, { token })).status,
            what: `${verb} ${full.slice(0, 120)}`,
          }));
        }
        if (verb !== 'GET' && verb !== 'DELETE') {
          for (const body of BODIES) {
            const url = fill(path, '1');
            attempts.push(async () => ({
              status: (await api.call(verb, url, body, { token })).status,
              what: `${verb} ${url} body ${body.slice(0, 40)}`,
            }));
            attempts.push(async () => ({
              status: (await api.call(verb, url, body)).status,
              what: `${verb} ${url} (no session) body ${body.slice(0, 40)}`,
            }));
          }
        }
        expect(attempts.length, `${verb} ${path}`).toBeGreaterThanOrEqual(20);
        for (const attempt of attempts) {
          const { status, what } = await attempt();
          if (status >= 500) failures.push(`${status} ${what}`);
        }
        const alive = await api.get('/wps/system/publicKey');
        if (alive.status !== 200) failures.push(`server not answering after ${verb} ${path}: ${alive.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
