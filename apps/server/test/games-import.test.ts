import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, GameListPage, GameVendorData } from '@fortuna/contracts';
import {
  formatImportReport,
  importCatalogue,
  parseCsv,
  readImportRows,
} from '../src/modules/games/catalogue-import.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('catalogue import parsing', () => {
  it('reads quoted CSV fields with commas, quotes and line breaks, keeping line numbers', () => {
    const rows = parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",z\n\nlast,1');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['multi\nline', 'z'] },
      { line: 6, cells: ['last', '1'] },
    ]);
  });

  it('maps names.<LANG> columns to the names object and drops empty cells', () => {
    const [first, second] = readImportRows(fixture('catalogue-import.csv'), 'csv');
    expect(first?.data).toMatchObject({ gameName: 'Fórtune Tiger Deluxe', names: { TH: 'เสือนำโชค' } });
    expect(second?.data.gameClassify).toBeUndefined();
    expect(second?.data.gameName).toBe('Pearl, Lotus & "Koi"');
  });
});

describe.each(TEST_DATABASES)('catalogue import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const list = async (query: string) =>
    envelope(GameListPage).parse((await t.app.inject(`/wps/relay/GCSGAME_gameList?${query}`)).json()).value;

  it('adds valid rows, rejects bad ones with their line and reason, and reports it', async () => {
    const report = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-import.csv'), 'csv'));
    expect(report).toMatchObject({ added: 3, updated: 0, unchanged: 0, vendorsAdded: 2 });
    expect(report.rejected.map((r) => r.line)).toEqual([5, 6, 7]);
    expect(report.rejected[0]?.reasons.join()).toContain('gameType');
    expect(report.rejected[1]?.reasons.join()).toContain('gameName');
    expect(report.rejected[2]?.reasons.join()).toContain('duplicate of line 2');
    t.app.services.games.invalidate();
    // An imported accented name is found without the accent, in any case.
    const found = await list('gameName=FORTUNE%20tiger&vassalage=NOVA');
    expect(found.list.map((g) => g.gameName)).toEqual(['Fórtune Tiger Deluxe']);
    expect(found.list[0]).toMatchObject({
      vassalage: 'NOVA',
      isHot: 1,
      supportPlay: 0,
      gameClassify: 'JP',
      iconUrl: `/games/${found.list[0]?.nodeId}.svg`,
    });
    expect((await list('gameName=fortune%20tiger&vassalage=NOVA&language=TH')).list[0]?.gameName).toBe('เสือนำโชค');
    // The name in another language is searchable too.
    expect((await list('gameName=%E0%B9%80%E0%B8%AA%E0%B8%B7%E0%B8%AD')).list.map((g) => g.vassalage)).toEqual([
      'NOVA',
    ]);
    const vendors = envelope(GameVendorData).parse((await t.app.inject('/lgw/games/gameVendor')).json()).value;
    expect(vendors.categories.find((c) => c.gameCategory === 'FISH')?.vendors.map((v) => v.vassalage)).toContain(
      'NOVA',
    );
  });

  it('updates changed rows, leaves identical ones alone and can disable a game', async () => {
    const before = (await list('gameName=fortune%20tiger&vassalage=NOVA')).list[0];
    const report = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-update.json'), 'json'));
    expect(report).toMatchObject({ added: 0, unchanged: 1, updated: 2, vendorsUpdated: 1 });
    expect(report.rejected.map((r) => r.line)).toEqual([4, 5]);
    t.app.services.games.invalidate();
    expect((await list('gameName=fortune%20tiger&vassalage=NOVA')).list[0]?.nodeId).toBe(before?.nodeId);
    expect((await list('gameName=pearl%20lotus%20koi')).list[0]?.isHot).toBe(1);
    expect((await list('gameName=nova%20ocean')).total).toBe(0);
    const again = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-update.json'), 'json'));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
  });

  it('names the games it added and updated, with the fields that changed', async () => {
    // The two earlier tests imported NOVA: importing the update again changes nothing more.
    const report = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-import.csv'), 'csv'));
    expect(report.addedGames).toEqual([]);
    expect(report.updatedGames.map((g) => [g.gameCode, g.gameName, g.fields])).toEqual([
      ['NOVA_0002', 'Pearl, Lotus & "Koi"', ['isHot']],
      ['NOVA_F001', 'Nova Ocean Hunter', ['status']],
    ]);
    expect(report.updatedVendors.map((v) => [v.vassalage, v.gameType, v.displayName, v.fields])).toEqual([
      ['NOVA', 'RNG', 'Nova Games', ['vendorName']],
    ]);
    const text = formatImportReport(report);
    expect(text).toContain('updated games (2):');
    expect(text).toContain('~ NOVA NOVA_0002 "Pearl, Lotus & "Koi"" (RNG, line 3): isHot');
    expect(text).toContain('~ NOVA RNG "Nova Games": vendorName');
  });

  it('sets a vendor’s name, card image, sort order and status, also from vendor-only rows', async () => {
    const report = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-vendors.csv'), 'csv'));
    expect(report.addedVendors.map((v) => [v.vassalage, v.gameType, v.displayName])).toEqual([
      ['ORBIT', 'FISH', 'Orbit Fishing'],
    ]);
    expect(report.updatedVendors.map((v) => [v.vassalage, v.gameType, v.fields])).toEqual([
      ['KY', 'PVP', ['vendorStatus']],
      ['PPL', 'LIVE', ['vendorLagerIcon', 'vendorSort']],
    ]);
    expect(report.addedGames.map((g) => [g.gameCode, g.gameName])).toEqual([
      ['ORBIT_F001', 'Orbit Star Hunter'],
      ['ORBIT_F003', 'Orbit Coral Raid'],
    ]);
    // A status that contradicts an earlier row of the same vendor, an unknown status, and game
    // columns without a game are refused with their line.
    expect(report.rejected.map((r) => r.line)).toEqual([5, 6, 7]);
    expect(report.rejected[0]?.reasons.join()).toContain('vendorStatus: ACTIVE conflicts with MAINTENANCE on line 2');
    expect(report.rejected[1]?.reasons.join()).toContain('vendorStatus');
    expect(report.rejected[2]?.reasons.join()).toContain('changes only its vendor');
    const text = formatImportReport(report);
    expect(text).toContain('vendors: 1 added, 2 updated');
    expect(text).toContain('+ ORBIT FISH "Orbit Fishing"');
    expect(text).toContain('~ KY PVP "Kaiyuan Gaming": vendorStatus');
    expect(text).toContain('+ ORBIT ORBIT_F001 "Orbit Star Hunter" (FISH, line 2)');

    t.app.services.games.invalidate();
    const data = envelope(GameVendorData).parse((await t.app.inject('/lgw/games/gameVendor')).json()).value;
    const cards = (category: string) => data.categories.find((c) => c.gameCategory === category)?.vendors ?? [];
    // Sort 5 puts the new vendor's card first; its own image and the maintenance state show.
    expect(cards('FISH')[0]).toMatchObject({
      vassalage: 'ORBIT',
      displayName: 'Orbit Fishing',
      lagerIcon: '/vendors/orbit.png',
      status: 'MAINTENANCE',
    });
    expect(cards('LIVE')[0]).toMatchObject({ vassalage: 'PPL', lagerIcon: '/vendors/ppl-wide.png', sort: 1 });
    // A disabled vendor leaves the cards and takes its games out of every list.
    expect(cards('PVP').map((v) => v.vassalage)).not.toContain('KY');
    expect((await list('gameType=PVP&vassalage=KY')).total).toBe(0);
    expect((await list('vassalage=ORBIT')).list.every((g) => g.status === 'MAINTENANCE')).toBe(true);

    const again = await importCatalogue(t.database.db, readImportRows(fixture('catalogue-vendors.csv'), 'csv'));
    expect(again).toMatchObject({ added: 0, updated: 0, vendorsAdded: 0, vendorsUpdated: 0, unchanged: 2 });
  });

  it('runs as a CLI on a stopped embedded database and prints the report', { timeout: 60_000 }, () => {
    if (kind !== 'pglite') return;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-import-'));
    try {
      const cli = path.resolve(import.meta.dirname, '../src/bin/catalogue-import.ts');
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' };
      const run = (file: string) => {
        try {
          return {
            code: 0,
            out: execFileSync(process.execPath, ['--import', 'tsx', cli, file], { env, encoding: 'utf8' }),
          };
        } catch (error) {
          const e = error as { status: number; stdout: string };
          return { code: e.status, out: e.stdout };
        }
      };
      const first = run(path.resolve(import.meta.dirname, 'fixtures/catalogue-import.csv'));
      expect(first.code).toBe(1);
      expect(first.out).toContain('games: 3 added, 0 updated, 0 unchanged, 3 rejected');
      expect(first.out).toContain('line 5:');
      expect(first.out).toContain('+ NOVA NOVA_0001 "Fórtune Tiger Deluxe" (RNG, line 2)');
      expect(first.out).toContain('+ NOVA RNG "Nova Games"');
      const second = run(path.resolve(import.meta.dirname, 'fixtures/catalogue-update.json'));
      expect(second.out).toContain('games: 0 added, 2 updated, 1 unchanged, 2 rejected');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
