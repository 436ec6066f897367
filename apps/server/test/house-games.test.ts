import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@fortuna/contracts';
import { houseGameFor } from '../src/modules/house/house-games.js';
import { HOUSE_SLOTS } from '../src/modules/house/engine/slot-catalogue.js';
import { TEST_DATABASES } from './test-app.js';
import { houseHarness } from './house-harness.js';

/**
 * The house provider's several games through HTTP (issue 18 item 7): every catalogue tile opens
 * the house game the mapping rule gives it, the game window is told the tile's own name, and the
 * betting record books each round under the tile that was played.
 */
describe.each(TEST_DATABASES)('house games on %s', (kind) => {
  const house = houseHarness(kind);
  const { h, http, balance, mappedGame, nodeOf, openGame, roundOf, deal, expectRefused, fundTo } = house;

  beforeAll(() => house.start());
  afterEach(async () => {
    expect((await h.t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  afterAll(() => house.stop());

  it.each(HOUSE_SLOTS.map((s) => [s.id, s.name, s.bets[0] ?? ''] as const))(
    'a slot tile mapped to %s opens it under the tile’s name and the record books the tile',
    async (id, name, bet) => {
      await fundTo(100_000n);
      const tile = await mappedGame('RNG', id);
      const session = await openGame(tile.nodeId);
      expect(session).toMatchObject({ game: 'slot', houseGame: id, gameName: tile.name });
      expect(session.rules).toMatchObject({ id, name });
      // The same tile always opens the same game.
      expect((await openGame(tile.nodeId)).houseGame).toBe(id);
      const spin = await http('/house/api/slot/spin', { method: 'POST', token: session.token, body: { bet } });
      expect(spin.status).toBe(200);
      expect(spin.body.value.outcome.window[0]).toHaveLength(session.rules.rows);
      expect(spin.body.value.outcome.slot).toBe(id);
      const round = await roundOf(spin.body.value.roundId);
      expect(round).toMatchObject({ node_id: String(tile.nodeId), game_name: tile.name });
      expect((await h.t.app.house.round(spin.body.value.roundId))?.game).toBe(id);
    },
  );

  it('spreads the catalogue’s slot tiles over every house slot', async () => {
    const games = await house.gamesOf('RNG');
    const used = new Set(games.map((g) => houseGameFor({ gameType: 'RNG', ...g, gameCode: g.game_code }).id));
    expect([...used].sort()).toEqual(HOUSE_SLOTS.map((s) => s.id).sort());
  });

  it('deals Dragon Tiger for card games, settling in minor units with half back on a tie', async () => {
    await fundTo(1_000_000n);
    const session = await openGame(await nodeOf('PVP'));
    expect(session).toMatchObject({ game: 'dragonTiger', houseGame: 'dragon-tiger' });
    expect(session.rules).toMatchObject({ payouts: { DRAGON: 1, TIGER: 1, TIE: 11, SUITED_TIE: 50 } });
    let expected = 1_000_000n;
    for (let i = 0; i < 15; i++) {
      const { bet, win, outcome, roundId } = await deal('dragon-tiger', session.token, {
        DRAGON: '10',
        TIGER: '4.00',
        TIE: '1',
      });
      expect(bet).toBe('15.00');
      const { winner } = outcome.round;
      const back = winner === 'DRAGON' ? 2_000n : winner === 'TIGER' ? 800n : 500n + 200n + 1_200n;
      expect(toMinor(win)).toBe(back);
      expected += toMinor(win) - 1_500n;
      // The halves handed back on a tie are not valid turnover.
      expect((await roundOf(roundId))?.valid_bet).toBe(winner === 'TIE' ? '800' : '1500');
    }
    expect(await balance()).toBe(expected);
    await expectRefused('dragon-tiger', session.token, [{}, { DRAGON: '0.50' }, { TIGER: '20000' }, { PLAYER: '1' }]);
    for (const path of ['/house/api/slot/spin', '/house/api/baccarat/deal'])
      expect((await http(path, { method: 'POST', token: session.token, body: { bet: '1.00' } })).status).toBe(404);
  });

  it('keeps baccarat for live casino', async () => {
    const session = await openGame(await nodeOf('LIVE'));
    expect(session).toMatchObject({ game: 'baccarat', houseGame: 'baccarat' });
    const res = await http('/house/api/dragon-tiger/deal', {
      method: 'POST',
      token: session.token,
      body: { bets: { DRAGON: '1' } },
    });
    expect(res.status).toBe(404);
  });
});
