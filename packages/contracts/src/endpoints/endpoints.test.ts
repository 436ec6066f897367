import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedApiFiles } from './generated-files.js';
import { endpoints, routePath, type Endpoint } from './index.js';
import * as routes from './routes.js';

describe('the endpoint table', () => {
  it('has one row per method and path', () => {
    const rows = Object.values(endpoints).flatMap((d) => Object.values(d) as Endpoint[]);
    const keys = rows.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what routes.ts and docs/api.md were generated from (run `npm run generate:api` after a change)', async () => {
    for (const file of await generatedApiFiles()) {
      expect(await readFile(file.path, 'utf8'), file.path).toBe(file.text);
    }
    // Rendering runs Prettier over every generated file: seconds on a busy machine.
  }, 30_000);

  it('gives clients the same method, path and enc as the server', () => {
    expect(routes.cashier.withdraw).toMatchObject({ method: 'POST', path: '/wps/cashier/withdraw', enc: true });
  });

  it('fills path parameters, encoded', () => {
    expect(routePath('/wps/cashier/payoutAccounts/:id', { id: 7 })).toBe('/wps/cashier/payoutAccounts/7');
    expect(routePath('/dev/api/captcha/:captchaId', { captchaId: 'a/b' })).toBe('/dev/api/captcha/a%2Fb');
    expect(() => routePath('/x/:id', {})).toThrow(/id/);
  });
});
