import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { planImport, runPlan } from '../src/modules/games/catalogue-import.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

type Row = {
  node_id: string;
  vassalage: string;
  game_type: string;
  game_code: string;
  game_name: string;
  is_game: string;
  game_classify: string | null;
  names: Record<string, string>;
  icon_url: string | null;
  is_hot: number;
  support_play: number;
  is_new: number;
  sort: number;
  status: string;
};

/** The import row that leaves a stored game exactly as it is. */
const rowOf = (g: Row) => ({
  vassalage: g.vassalage,
  gameType: g.game_type,
  gameCode: g.game_code,
  gameName: g.game_name,
  isGame: g.is_game,
  ...(g.game_classify ? { gameClassify: g.game_classify } : {}),
  ...(Object.keys(g.names).length ? { names: g.names } : {}),
  ...(g.icon_url ? { iconUrl: g.icon_url } : {}),
  isHot: g.is_hot,
  supportPlay: g.support_play,
  isNew: g.is_new,
  sort: g.sort,
  status: g.status,
});

describe.each(TEST_DATABASES)('console catalogue import on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['games', 'owner']) tokens[role] = await staffToken(t.app, t.database.db, role);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    consoleCall(t.app, method, url, tokens.games ?? null, payload);
  const preview = (content: unknown, format: 'csv' | 'json' = 'json') =>
    call('POST', '/console/api/games/imports', {
      format,
      content: typeof content === 'string' ? content : JSON.stringify(content),
    });
  const game = async (where: string) =>
    (
      await queryRows<Row>(t.database.db, sql.raw(`SELECT * FROM game WHERE ${where} ORDER BY node_id LIMIT 1`))
    )[0] as Row;
  const count = async () =>
    Number((await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM game`))[0]?.n);
  /** Polls the import until it leaves `running`. */
  async function finished(id: string) {
    for (let i = 0; i < 200; i++) {
      const job = (await call('GET', `/console/api/games/imports/${id}`)).json().value;
      if (job.state !== 'running') return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('import still running');
  }
  const lobby = async (query: string) =>
    (await t.app.inject(`/wps/relay/GCSGAME_gameList?${query}`)).json().value as { list: Array<{ gameCode: string }> };

  it('previews exactly what a file changes and writes nothing; applying writes exactly that, once', async () => {
    const pg = await game(`vassalage = 'PG' AND game_type = 'RNG'`);
    const [vendor] = await queryRows<{ sort: number }>(
      t.database.db,
      sql`SELECT sort FROM game_vendor WHERE vassalage = 'PG' AND game_type = 'RNG'`,
    );
    const file = [
      { ...rowOf(pg), sort: pg.sort + 7 },
      { vassalage: 'NEWV', vendorName: 'New Vendor', gameType: 'RNG', gameCode: 'NEWV_1', gameName: 'Brand New Slot' },
      { vassalage: 'NEWV', gameType: 'RNG', gameCode: 'NEWV_2' },
      { vassalage: 'PG', gameType: 'RNG', vendorSort: 3 },
    ];
    const before = await count();
    const res = await preview(file);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().value;
    expect(shown.counts).toEqual({
      added: 1,
      updated: 1,
      unchanged: 0,
      rejected: 1,
      vendorsAdded: 1,
      vendorsUpdated: 1,
    });
    expect(shown.updatedGames).toEqual([
      {
        line: 1,
        vassalage: 'PG',
        gameType: 'RNG',
        gameCode: pg.game_code,
        gameName: pg.game_name,
        changes: [{ field: 'sort', from: pg.sort, to: pg.sort + 7 }],
      },
    ]);
    expect(shown.addedGames).toMatchObject([{ line: 2, gameCode: 'NEWV_1', gameName: 'Brand New Slot', changes: [] }]);
    expect(shown.addedVendors).toMatchObject([{ vassalage: 'NEWV', gameType: 'RNG', displayName: 'New Vendor' }]);
    expect(shown.updatedVendors).toMatchObject([
      { vassalage: 'PG', changes: [{ field: 'vendorSort', from: vendor?.sort, to: 3 }] },
    ]);
    expect(shown.rejected).toHaveLength(1);
    expect(shown.rejected[0].line).toBe(3);
    expect(shown.rejected[0].reasons.join()).toContain('gameName');
    // Nothing written.
    expect(await count()).toBe(before);
    expect((await game(`node_id = ${pg.node_id}`)).sort).toBe(pg.sort);
    expect((await lobby('vassalage=NEWV')).list).toEqual([]);

    const applied = await call('POST', `/console/api/games/imports/${shown.id}/apply`, { reason: 'monthly list' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().value).toMatchObject({ id: shown.id, state: 'running', total: 4 });
    const job = await finished(shown.id);
    expect(job).toMatchObject({ state: 'applied', processed: 4, total: 4, error: null, result: shown.counts });
    expect(await count()).toBe(before + 1);
    expect((await game(`node_id = ${pg.node_id}`)).sort).toBe(pg.sort + 7);
    expect((await lobby('vassalage=NEWV')).list.map((g) => g.gameCode)).toEqual(['NEWV_1']);

    const again = await call('POST', `/console/api/games/imports/${shown.id}/apply`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    expect(await count()).toBe(before + 1);

    const audit = await consoleCall(
      t.app,
      'GET',
      `/console/api/audit?target=catalogue-import:${shown.id}`,
      tokens.owner ?? null,
    );
    expect(audit.json().value.list).toMatchObject([
      {
        action: 'games.import.apply',
        actor: 'games',
        reason: 'monthly list',
        after: {
          counts: shown.counts,
          addedGames: ['NEWV/NEWV_1'],
          updatedGames: [{ game: `PG/${pg.game_code}`, changes: [{ field: 'sort', from: pg.sort, to: pg.sort + 7 }] }],
        },
      },
    ]);
  });

  it('refuses to apply a preview the catalogue has moved away from, writing nothing', async () => {
    const g = await game(`vassalage = 'JDB' AND game_type = 'RNG'`);
    const shown = (await preview([{ ...rowOf(g), isHot: g.is_hot ? 0 : 1 }])).json().value;
    expect(shown.updatedGames[0].changes).toEqual([{ field: 'isHot', from: g.is_hot, to: g.is_hot ? 0 : 1 }]);
    const edit = await call('PUT', `/console/api/games/${g.node_id}`, { sort: 4242 });
    expect(edit.statusCode).toBe(200);
    expect((await call('POST', `/console/api/games/imports/${shown.id}/apply`, {})).statusCode).toBe(200);
    const job = await finished(shown.id);
    expect(job.state).toBe('failed');
    expect(job.error).toContain('changed since the preview');
    const now = await game(`node_id = ${g.node_id}`);
    expect([now.sort, now.is_hot]).toEqual([4242, g.is_hot]);
  });

  it('an expired preview is not applied', async () => {
    const g = await game(`vassalage = 'CQ9' AND game_type = 'RNG'`);
    const shown = (await preview([{ ...rowOf(g), sort: g.sort + 1 }])).json().value;
    await t.database.db.execute(
      sql`UPDATE catalogue_import SET expires_at = now() - interval '1 minute' WHERE id = ${shown.id}`,
    );
    expect((await call('GET', `/console/api/games/imports/${shown.id}`)).json().value.state).toBe('expired');
    const res = await call('POST', `/console/api/games/imports/${shown.id}/apply`, {});
    expect([res.statusCode, res.json().code]).toEqual([409, 'CONFLICT']);
    expect(res.json().message).toContain('expired');
    expect((await game(`node_id = ${g.node_id}`)).sort).toBe(g.sort);
  });

  it('reports progress by rows processed: vendors first, then each 500-row statement', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      vassalage: 'PROG',
      gameType: 'RNG',
      gameCode: `PROG_${i}`,
      gameName: `Progress Slot ${i}`,
    }));
    const seen: number[] = [];
    const plan = planImport(rows.map((data, i) => ({ line: i + 1, data })));
    await t.database.db.transaction((tx) =>
      runPlan(tx, plan, new Date(), { write: true, onProgress: (n) => seen.push(n) }),
    );
    expect(seen).toEqual([1, 1, 501, 1001, 1201, 1201]);

    // Through the console: polled progress never goes back and ends at the total.
    const file = rows.map((r) => ({ ...r, sort: 7 }));
    const shown = (await preview(file)).json().value;
    expect(shown.counts).toMatchObject({ updated: 1_200 });
    expect((await call('POST', `/console/api/games/imports/${shown.id}/apply`, {})).statusCode).toBe(200);
    const polled: number[] = [];
    let job = (await call('GET', `/console/api/games/imports/${shown.id}`)).json().value;
    while (job.state === 'running') {
      polled.push(job.processed);
      await new Promise((r) => setTimeout(r, 5));
      job = (await call('GET', `/console/api/games/imports/${shown.id}`)).json().value;
    }
    expect(job).toMatchObject({ state: 'applied', processed: 1201, total: 1201 });
    expect([...polled].sort((a, b) => a - b)).toEqual(polled);
    expect(polled.every((n) => n <= 1201)).toBe(true);
  });

  it('a run cut off with its server shows as failed once it is overdue; its preview is not applied again', async () => {
    const g = await game(`vassalage = 'FC' AND game_type = 'RNG'`);
    const shown = (await preview([{ ...rowOf(g), sort: g.sort + 1 }])).json().value;
    // As if another instance claimed it and stopped: running, started 11 minutes ago, no live run.
    await t.database.db.execute(
      sql`UPDATE catalogue_import SET state = 'running', started_at = now() - interval '11 minutes' WHERE id = ${shown.id}`,
    );
    const job = (await call('GET', `/console/api/games/imports/${shown.id}`)).json().value;
    expect(job).toMatchObject({ state: 'failed', error: expect.stringContaining('interrupted') });
    expect((await call('POST', `/console/api/games/imports/${shown.id}/apply`, {})).statusCode).toBe(409);
    expect((await game(`node_id = ${g.node_id}`)).sort).toBe(g.sort);
  });

  it('answers a bad file with clear reasons, never a 500', async () => {
    const csv =
      'vassalage,gameType,gameCode,gameName,isHot,sort\nPG,RNG,X1,Good One,1,5\nPG,NOPE,X2,Bad Type,1,5\nPG,RNG,X3,Bad Flag,7,abc\n';
    const rows = await preview(csv, 'csv');
    expect(rows.statusCode, rows.body).toBe(200);
    const { rejected, counts } = rows.json().value;
    expect(counts).toMatchObject({ added: 1, rejected: 2 });
    expect(rejected.map((r: { line: number }) => r.line)).toEqual([3, 4]);
    expect(rejected[0].reasons.join()).toContain('gameType');
    expect(rejected[1].reasons.join()).toMatch(/isHot/);
    expect(rejected[1].reasons.join()).toMatch(/sort/);

    const files: Array<[unknown, 'csv' | 'json', RegExp]> = [
      ['{"games": 1', 'json', /cannot be read as JSON/],
      ['{"nope": []}', 'json', /cannot be read as JSON/],
      ['[1, "x", null]', 'json', /must be an object/],
      ['[]', 'json', /no rows/],
      ['vassalage,gameType\n', 'csv', /no rows/],
    ];
    for (const [content, format, message] of files) {
      const res = await preview(content, format);
      expect([res.statusCode, res.json().code], String(content)).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.json().message).toMatch(message);
    }
    for (const body of [{}, { format: 'xml', content: 'x' }, { format: 'csv', content: '' }]) {
      expect((await call('POST', '/console/api/games/imports', body)).statusCode).toBe(400);
    }
    const unknown = randomUUID();
    expect((await call('GET', `/console/api/games/imports/${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', `/console/api/games/imports/${unknown}/apply`, {})).statusCode).toBe(404);
    expect((await call('GET', '/console/api/games/imports/not-a-uuid')).statusCode).toBe(400);
  });
});
