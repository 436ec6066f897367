import { describe, expect, it } from 'vitest';
import { lotteryGameOf } from '../src/modules/lottery/lottery-games-fns.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const row = (vassalage: string, game_code: string, game_classify: string | null, game_name: string) => ({
  node_id: 1,
  vassalage,
  game_type: 'LOTT',
  game_code,
  game_classify,
  game_name,
});

describe('catalogue game → lottery game', () => {
  it('reads a fast game family and cadence from its code', () => {
    expect(lotteryGameOf(row('LOTT', 'PK10_3MIN', 'PK10', 'PK10 3 Min'), 480)).toMatchObject({
      family: 'PK10',
      source: 'FAIR',
      cadenceSeconds: 180,
      closeSeconds: 30,
      schedule: { offsetMinutes: 480 },
    });
    expect(lotteryGameOf(row('ELOTT', 'K3_45S', 'K3', 'Turbo K3 45s'), 480)).toMatchObject({
      cadenceSeconds: 45,
      closeSeconds: 10,
    });
  });

  it('draws a Vietnamese province on its weekdays, the regions and unlisted names daily, Siêu Tốc every N minutes', () => {
    expect(lotteryGameOf(row('TCG_LOTTO_VN', 'VN_22', 'SOUTH', 'TP. Hồ Chí Minh'), 480)).toMatchObject({
      family: 'VN_SOUTH',
      source: 'PROVIDER',
      cadenceSeconds: null,
      schedule: { weekdays: [1, 6], minute: 16 * 60 + 15, offsetMinutes: 420 },
    });
    expect(lotteryGameOf(row('TCG_LOTTO_VN', 'VN_1', 'NORTH', 'Miền Bắc'), 480)?.schedule.weekdays).toBeNull();
    expect(lotteryGameOf(row('TCG_LOTTO_VN', 'VN_2', 'NORTH', 'Hà Nội VIP'), 480)?.schedule.weekdays).toBeNull();
    expect(lotteryGameOf(row('TCG_LOTTO_VN', 'VN_44', 'FAST', 'Siêu Tốc 3 Phút'), 480)).toMatchObject({
      family: 'VN_NORTH',
      source: 'FAIR',
      cadenceSeconds: 180,
    });
  });

  it('draws the Thai government lottery on the 1st and 16th, 4D on Wednesday, Saturday and Sunday', () => {
    expect(lotteryGameOf(row('TCG_SEA', 'SEA_1', 'THAI', 'Thai Government Lottery'), 480)?.schedule).toMatchObject({
      monthDays: [1, 16],
      minute: 930,
      offsetMinutes: 420,
    });
    expect(lotteryGameOf(row('TCG_SEA', 'SEA_4', '4D', 'Magnum 4D'), 480)?.schedule).toMatchObject({
      weekdays: [0, 3, 6],
      minute: 1140,
    });
  });
});

describe.each(TEST_DATABASES)('lottery games on %s', (kind) => {
  const t = useTestApp(kind);

  it('syncs every lottery game of the demo catalogue at start, once', async () => {
    const games = await t.app.services.lottery.games();
    const count = (vendor: string) => games.filter((g) => g.vassalage === vendor).length;
    expect([count('LOTT'), count('ELOTT'), count('TCG_LOTTO_VN'), count('TCG_SEA')]).toEqual([12, 8, 45, 10]);
    expect(await t.app.services.lottery.syncGames()).toBe(0);
  });
});
