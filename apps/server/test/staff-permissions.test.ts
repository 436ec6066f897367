import { describe, expect, it } from 'vitest';
import { StaffRole } from '@fortuna/contracts';
import { endpoints, routePath, type Endpoint } from '@fortuna/contracts/endpoints';
import { roleMay } from '../src/modules/staff/permissions.js';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const consoleRows = Object.entries(endpoints.console as Record<string, Endpoint>);
/** Every console call behind a staff session; logout last, since it ends the session it is called with. */
const guarded = consoleRows
  .filter(([, row]) => row.auth === 'staff')
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));

/** A staff account no test changes: the calls name it, with bodies the schemas refuse (nothing changes). */
const UNKNOWN_ID = 987_654;
/** Order numbers of the right shape that no order has (deposits D…, withdrawals W…): a decision finds nothing. */
const unknownOrderNo = (path: string) => (path.includes('/deposits/') ? 'D2026010100000000' : 'W2026010100000000');

type Caller = { name: string; token: () => string | null; expect: (row: Endpoint) => 'allowed' | 403 | 401 };

describe.each(TEST_DATABASES)('the console permission matrix on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = new Map<string, string>();

  it('puts every console endpoint under /console/api behind a staff session, except the login', () => {
    for (const [name, row] of consoleRows) {
      expect(row.path.startsWith('/console/api/'), name).toBe(true);
      expect(row.auth, name).toBe(name === 'login' ? 'public' : 'staff');
    }
  });

  it('answers every endpoint × every role exactly as the matrix says, and 401 to members, agents and nobody', async () => {
    for (const role of StaffRole.options) tokens.set(role, await staffToken(t.app, t.database.db, role));
    for (const [username, password] of [
      ['demo', 'Demo1234'],
      ['agent', 'Agent1234'],
    ] as const) {
      const res = await login(t.app, { username, password, withImage: true });
      tokens.set(username, res.json().value.token as string);
    }
    const callers: Caller[] = [
      ...StaffRole.options.map((role) => ({
        name: role,
        token: () => tokens.get(role) ?? null,
        expect: (row: Endpoint) => (!row.permission || roleMay(role, row.permission) ? 'allowed' : 403),
      })),
      { name: 'member token', token: () => tokens.get('demo') ?? null, expect: () => 401 },
      { name: 'agent token', token: () => tokens.get('agent') ?? null, expect: () => 401 },
      { name: 'no token', token: () => null, expect: () => 401 },
    ];
    const seen: string[] = [];
    for (const caller of callers) {
      for (const [name, row] of guarded) {
        const url = routePath(row.path, {
          id: UNKNOWN_ID,
          name: 'no.such-job',
          vassalage: 'NOSUCH',
          gameType: 'RNG',
          nodeId: UNKNOWN_ID,
          flag: 'FREEPLAY',
          field: 'email',
          orderNo: unknownOrderNo(row.path),
          code: 'NOSUCH',
        });
        const res = await consoleCall(t.app, row.method, url, caller.token(), row.method === 'GET' ? undefined : {});
        // Allowed means the route's own answer (200, or a 4xx for the deliberately empty input), never a 5xx.
        expect(res.statusCode, `${caller.name} → ${name} (${res.body.slice(0, 120)})`).toBeLessThan(500);
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'allowed';
        expect(got, `${caller.name} → ${name} (${res.body.slice(0, 120)})`).toBe(caller.expect(row));
        seen.push(`${caller.name}:${name}`);
      }
    }
    expect(seen).toHaveLength(callers.length * guarded.length);
    // (every console endpoint × ten callers: over a thousand calls, and more with each console page)
  }, 120_000);
});
