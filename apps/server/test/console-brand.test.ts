import { describe, expect, it } from 'vitest';
import {
  BrandSettingsView,
  OFFERED_FLAGS,
  REGISTER_FIELDS,
  StaffRole,
  UNBUILT_FLAGS,
  type SystemStatus,
} from '@fortuna/contracts';
import { roleMay } from '../src/modules/staff/permissions.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const email = { shown: true, required: true, acceptedPattern: '^[a-z0-9.]+@example\\.com$', patternId: 'EMAIL' };

/** The console's Brand settings: flags, registration fields, password expiry, languages (owners: brand.manage). */
describe.each(TEST_DATABASES)("the console's Brand settings on %s", (kind) => {
  const t = useTestApp(kind);
  let owner = '';
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) => {
    owner ||= await staffToken(t.app, t.database.db, 'owner');
    return consoleCall(t.app, method, url, owner, body, '198.51.100.23');
  };
  const page = async () => {
    const res = await call('GET', '/console/api/brand');
    expect(res.statusCode).toBe(200);
    return BrandSettingsView.parse(res.json().value);
  };
  /** What the player site is told now (no cache is dropped here: the change did that). */
  const siteStatus = async (): Promise<SystemStatus> => (await t.app.inject('/wps/system/status')).json().value;
  const chainLength = async () => (await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total;
  const lastEntry = async (action: string) =>
    (await t.app.services.auditChain.page({ action, pageNo: 1, pageSize: 1 })).list[0];

  it('shows every built flag with its meaning and whether it is on, and no unbuilt one', async () => {
    const { flags } = await page();
    expect(flags.map((f) => f.flag)).toEqual([...OFFERED_FLAGS]);
    for (const flag of UNBUILT_FLAGS) expect(flags.some((f) => f.flag === flag)).toBe(false);
    for (const f of flags) expect(f.meaning.length).toBeGreaterThan(10);
    const status = await siteStatus();
    for (const f of flags) expect(f.enabled, f.flag).toBe(status.info.whitelabel[f.flag]);
  });

  it('switches a flag with a reason: the site sees it at once, the audit chain has before, after, reason and IP', async () => {
    const before = (await page()).flags.find((f) => f.flag === 'FREEPLAY')?.enabled;
    await siteStatus(); // the snapshot is cached now
    const res = await call('PUT', '/console/api/brand/flags/FREEPLAY', { enabled: !before, reason: 'trial closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ flag: 'FREEPLAY', enabled: !before });
    expect((await siteStatus()).info.whitelabel.FREEPLAY).toBe(!before);
    expect(await lastEntry('brand.flag')).toMatchObject({
      actorKind: 'staff',
      actor: 'owner',
      target: 'flag:FREEPLAY',
      before: { enabled: before },
      after: { enabled: !before },
      reason: 'trial closed',
      ip: '198.51.100.23',
    });
    await call('PUT', '/console/api/brand/flags/FREEPLAY', { enabled: before, reason: 'trial back' });
    expect((await siteStatus()).info.whitelabel.FREEPLAY).toBe(before);
  });

  it('refuses to switch on a flag of a module not built, an unknown flag, or a change without a reason', async () => {
    const length = await chainLength();
    const vip = await call('PUT', '/console/api/brand/flags/VIP', { enabled: true, reason: 'launch VIP' });
    expect([vip.statusCode, vip.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    const unknown = await call('PUT', '/console/api/brand/flags/NOPE', { enabled: true, reason: 'why not' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const bare = await call('PUT', '/console/api/brand/flags/FREEPLAY', { enabled: true });
    expect([bare.statusCode, bare.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const extra = await call('PUT', '/console/api/brand/flags/FREEPLAY', { enabled: 'yes', reason: 'typed' });
    expect(extra.statusCode).toBe(400);
    expect((await siteStatus()).info.whitelabel.VIP).toBe(false);
    expect(await chainLength()).toBe(length);
  });

  it('lists every registration field, and changes one: shown, required, pattern, kind, min and max', async () => {
    const { registerFields } = await page();
    expect(registerFields.map((f) => f.field)).toEqual([...REGISTER_FIELDS]);
    expect(registerFields.filter((f) => f.locked).map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
    const change = { ...email, min: 6, max: 60, reason: 'company e-mails only' };
    const res = await call('PUT', '/console/api/brand/register-fields/email', change);
    expect(res.statusCode).toBe(200);
    const stored = { field: 'email', ...email, min: 6, max: 60 };
    expect(res.json().value).toEqual({ ...stored, locked: false });
    expect((await siteStatus()).info.register.find((f) => f.field === 'email')).toEqual(stored);
    expect((await page()).registerFields.find((f) => f.field === 'email')).toEqual({ ...stored, locked: false });
    expect(await lastEntry('brand.registerField')).toMatchObject({ target: 'registerField:email', after: stored });
    // A field the brand never stored (no platform default either) gets its row.
    const nick = { shown: true, required: false, acceptedPattern: '*', patternId: 'LENGTH', min: 2, max: 12 };
    const added = await call('PUT', '/console/api/brand/register-fields/nickname', { ...nick, reason: 'nicknames' });
    expect(added.statusCode).toBe(200);
    expect((await siteStatus()).info.register.find((f) => f.field === 'nickname')).toMatchObject(nick);
  });

  it('refuses a bad registration setting with a clear error, changing nothing', async () => {
    const length = await chainLength();
    const put = (field: string, body: object) =>
      call('PUT', `/console/api/brand/register-fields/${field}`, { ...email, min: 1, max: 20, reason: 'try', ...body });
    const refusals = [
      await put('email', { min: 30, max: 20 }),
      await put('email', { acceptedPattern: '([a-z' }),
      await put('email', { patternId: 'NOT_A_KIND' }),
      await put('email', { shown: false, required: true }),
      await put('email', { max: 100_000 }),
      await put('username', { shown: false, required: false }),
      await put('password', { required: false }),
      await put('confirmPassword', { shown: false, required: false }),
      await put('favouriteColour', {}),
      await put('email', { reason: '' }),
    ];
    for (const res of refusals) expect([res.statusCode, res.json().code], res.body).toEqual([400, 'VALIDATION_FAILED']);
    expect(refusals[0]?.json().value.errors[0].path).toBe('body.min');
    expect(refusals[5]?.json().message).toMatch(/username must stay shown and required/);
    expect(await chainLength()).toBe(length);
    // The locked fields' patterns and lengths can still change.
    const password = { shown: true, required: true, acceptedPattern: '*', patternId: 'LETTERS_AND_DIGITS' };
    const longer = await put('password', { ...password, min: 8, max: 24 });
    expect(longer.statusCode).toBe(200);
  });

  it('sets password expiry on or off with its days (the PASSWORDEXPIRY flag and the identity setting together)', async () => {
    expect((await page()).passwordExpiry).toEqual({ enabled: false, days: 90 });
    const res = await call('PUT', '/console/api/brand/password-expiry', { enabled: true, days: 30, reason: 'policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ enabled: true, days: 30 });
    expect((await page()).passwordExpiry).toEqual({ enabled: true, days: 30 });
    expect((await siteStatus()).info.whitelabel.PASSWORDEXPIRY).toBe(true);
    expect(await lastEntry('brand.passwordExpiry')).toMatchObject({
      before: { enabled: false, days: 90 },
      after: { enabled: true, days: 30 },
    });
    for (const days of [0, 3651, 1.5]) {
      const bad = await call('PUT', '/console/api/brand/password-expiry', { enabled: true, days, reason: 'policy' });
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    await call('PUT', '/console/api/brand/password-expiry', { enabled: false, days: 90, reason: 'back' });
    expect((await page()).passwordExpiry).toEqual({ enabled: false, days: 90 });
  });

  it('shows languages, zone and currency; languages change, zone and currency are read-only with the reason', async () => {
    const { locale } = await page();
    expect(locale.brand).toMatchObject({ languages: ['EN', 'TY'], defaultLanguage: 'TY' });
    expect(locale.brand.currency.code).toHaveLength(3);
    expect(locale.fixedReason).toMatch(/business day/);
    const set = { languages: ['EN', 'TY', 'TH'], defaultLanguage: 'EN', reason: 'Thai launch' };
    const res = await call('PUT', '/console/api/brand/languages', set);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.brand).toMatchObject({ languages: ['EN', 'TY', 'TH'], defaultLanguage: 'EN' });
    expect((await siteStatus()).info.brand).toMatchObject({ languages: ['EN', 'TY', 'TH'], defaultLanguage: 'EN' });
    for (const body of [
      { languages: ['EN'], defaultLanguage: 'TH' },
      { languages: [], defaultLanguage: 'EN' },
      { languages: ['EN', 'EN'], defaultLanguage: 'EN' },
      { languages: ['FR'], defaultLanguage: 'FR' },
      { languages: ['EN'], defaultLanguage: 'EN', timeZone: 'UTC' },
    ]) {
      const bad = await call('PUT', '/console/api/brand/languages', { ...body, reason: 'try' });
      expect([bad.statusCode, bad.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    await call('PUT', '/console/api/brand/languages', {
      languages: ['EN', 'TY'],
      defaultLanguage: 'TY',
      reason: 'back',
    });
  });

  it('is for owners only: every other role gets 403, reading or changing', async () => {
    for (const role of StaffRole.options.filter((r) => !roleMay(r, 'brand.manage'))) {
      const token = await staffToken(t.app, t.database.db, role);
      const read = await consoleCall(t.app, 'GET', '/console/api/brand', token);
      const write = await consoleCall(t.app, 'PUT', '/console/api/brand/flags/FREEPLAY', token, {
        enabled: false,
        reason: 'not mine',
      });
      expect([read.statusCode, write.statusCode], role).toEqual([403, 403]);
    }
    expect(StaffRole.options.filter((r) => roleMay(r, 'brand.manage'))).toEqual(['owner']);
  });

  it('keeps the audit chain whole', async () => {
    expect(await t.app.services.auditChain.verify()).toMatchObject({ ok: true, firstBroken: null });
  });
});
