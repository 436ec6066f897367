/**
 * What a security test imports. The usual shape of a file:
 *
 *   describe.each(SECURITY_DATABASES)('… on %s', (database) => {
 *     const suite = useSecurityServer({ database });
 *     it('…', async () => {
 *       const api = suite.client();
 *       expect((await api.get('/dev/api/captcha/x')).status).toBe(404);
 *     });
 *   });
 *
 * useSecurityServer starts one server for the file (beforeAll) and, after the file's tests,
 * stops it and runs the ledger check on its database: every file's attacks must leave the books
 * balanced (afterAll fails otherwise).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createClient, type Client } from './client.js';
import { startServer, type SecurityServer, type StartOptions } from './server.js';

export { SECURITY_DATABASES, DEMO_ENV, PRODUCTION_ENV, startServer, freePort } from './server.js';
export type { DatabaseKind, SecurityServer, StartOptions } from './server.js';
export { createClient, newUsername, type Answer, type Client } from './client.js';
export { handTrail } from './captcha-pool.js';

export type SuiteServer = {
  server: () => SecurityServer;
  client: () => Client;
};

export function useSecurityServer(options: StartOptions & { ledgerCheck?: boolean } = {}): SuiteServer {
  let server: SecurityServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    if (!server) return;
    try {
      await server.stop();
      if (options.ledgerCheck !== false) {
        const check = server.ledgerCheck();
        expect(check.ok, `ledger check after the file's attacks:\n${check.output}`).toBe(true);
      }
    } finally {
      await server.dispose();
    }
  });
  const current = () => {
    if (!server) throw new Error('the security server is not started (use it inside tests or hooks)');
    return server;
  };
  return { server: current, client: () => createClient(current()) };
}
