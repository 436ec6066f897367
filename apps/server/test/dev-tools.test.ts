import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, demoModeWarning, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './test-app.js';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/bin/main.ts');

/** Starts the server's entry point with exactly `env` (plus PATH); resolves with its exit code and output. */
function startServer(env: Record<string, string>, timeoutMs = 30_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the default mode is production (finding 2)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const captchaAnswer = async (app: TestApp['app']) => {
    const id = (await app.inject('/wps/captcha/slider')).json().value.captchaId as string;
    return app.inject(`/dev/api/captcha/${id}`);
  };

  it('a bare environment means production with no dev tools, no demo, no inbox, no demo seed', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'production',
      devTools: false,
      demoMode: false,
      devInbox: false,
      seedDemo: false,
    });
  });

  it('an app on the bare environment never tells captcha answers nor opens the inbox', async () => {
    // Load shedding (production's 503 when the event loop lags) is not what this test is about:
    // off, so a busy test machine cannot turn the 404s into 503s.
    const bare = { ...loadConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }), loadShedding: null };
    t = await createTestApp('pglite', bare);
    expect((await captchaAnswer(t.app)).statusCode).toBe(404);
    expect((await t.app.inject('/dev/api/inbox?channel=sms')).statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'POST',
      url: '/dev/api/phoneAuth/token',
      payload: { countryDialingCode: '63', mobileNum: '9171234567' },
    });
    expect(token.statusCode).toBe(404);
  });

  it('the dev tools exist only when switched on outside production', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true' }).devTools).toBe(true);
    t = await createTestApp('pglite', { env: 'test', devTools: true });
    expect((await captchaAnswer(t.app)).statusCode).toBe(200);
  });

  it('refuses dev tools together with production, named or by default', () => {
    for (const env of [{ DEV_TOOLS: 'true' }, { NODE_ENV: 'production', DEV_TOOLS: 'true' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/DEV_TOOLS=true is refused in production/);
    }
    // Demo mode in production never brings the dev tools along.
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).devTools).toBe(false);
  });

  it('refuses the demo seed outside demo mode and reports bad values as configuration errors', () => {
    expect(() => loadConfig({ SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true needs DEMO_MODE=true/);
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(ConfigError);
    expect(loadConfig({ DEMO_MODE: 'true', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('the server process refuses to start with dev tools and no NODE_ENV, with one clear line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-refuse-'));
    try {
      const { code, output } = await startServer({
        DEV_TOOLS: 'true',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(78);
      expect(output).toContain('Fortuna refuses to start: DEV_TOOLS=true is refused in production');
      expect(output).not.toMatch(/\n\s+at /); // no stack trace
      // Refused before anything was opened.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('demo mode (findings 1 and 8)', () => {
  it('npm start’s environment opens the demo: seed, inbox and sandbox gateway, never the dev tools', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toMatchObject({
      env: 'production',
      demoMode: true,
      seedDemo: true,
      devInbox: true,
      devTools: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', DEV_INBOX: 'false' }).devInbox).toBe(false);
  });

  it('warns in production while the inbox or the sandbox gateway is on', () => {
    expect(demoModeWarning({ env: 'production', devInbox: true, demoMode: true })).toMatch(
      /Demo mode in production: the dev inbox .* and the sandbox payment gateway/,
    );
    expect(demoModeWarning({ env: 'production', devInbox: false, demoMode: false })).toBeNull();
    expect(demoModeWarning({ env: 'development', devInbox: true, demoMode: true })).toBeNull();
  });

  it('logs the warning when such an app starts', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      'pglite',
      { env: 'production', devTools: false, demoMode: true, devInbox: true, logLevel: 'warn' },
      undefined,
      { logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } },
    );
    await t.close();
    expect(lines.some((line) => line.includes('Demo mode in production'))).toBe(true);
  });
});
