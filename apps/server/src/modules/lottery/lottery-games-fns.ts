import { cadenceOfGameCode, defaultCloseSeconds } from '@fortuna/contracts/lottery/issue-fns';
import { FAST_FAMILIES } from '@fortuna/contracts/lottery/fast-games';
import type { LotteryFamily } from '@fortuna/contracts/lottery/families';
import {
  VN_DRAW_MINUTE,
  VN_PROVINCES,
  VN_UTC_OFFSET_MINUTES,
  type VnRegion,
} from '@fortuna/contracts/lottery/vn-sheets';

/**
 * How a catalogue game becomes a lottery game (lottery-plan "Games"): its family, where its results
 * come from, its cadence or schedule and when its sale closes. Pure; the sync writes the rows.
 */
export const LOTTERY_VENDORS = ['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;

export type GameSchedule = {
  /** Days of the week it draws (0 = Sunday), null = every day. */
  weekdays?: number[] | null;
  /** Days of the month it draws (Thai: 1 and 16), null = any. */
  monthDays?: number[] | null;
  /** Draw time, minutes after local midnight (scheduled games). */
  minute?: number;
  /** The zone of its calendar: minutes east of UTC. */
  offsetMinutes: number;
};

export type LotteryGameDef = {
  vassalage: string;
  gameCode: string;
  nodeId: number;
  name: string;
  gameType: string;
  family: LotteryFamily;
  source: 'FAIR' | 'PROVIDER';
  cadenceSeconds: number | null;
  schedule: GameSchedule;
  closeSeconds: number;
};

export type CatalogueLotteryGame = {
  node_id: number | string;
  vassalage: string;
  game_type: string;
  game_code: string;
  game_classify: string | null;
  game_name: string;
};

/** Thai draws at 15:30 ICT (UTC+7); 4D at 19:00 MYT (UTC+8) on Wednesday, Saturday and Sunday. */
export const THAI_DRAW = { minute: 15 * 60 + 30, offsetMinutes: 7 * 60 } as const;
export const FOUR_D_DRAW = { minute: 19 * 60, offsetMinutes: 8 * 60, weekdays: [0, 3, 6] } as const;
/** DEFAULT: SEA games stop selling 5 minutes before their draw; the Vietnamese at the draw's start. */
export const SEA_CLOSE_SECONDS = 300;
export const VN_CLOSE_SECONDS = 0;

const VN_REGION_OF: Record<string, VnRegion> = { NORTH: 'NORTH', CENTRAL: 'CENTRE', SOUTH: 'SOUTH' };
const VN_FAMILY: Record<VnRegion, LotteryFamily> = { NORTH: 'VN_NORTH', CENTRE: 'VN_CENTRE', SOUTH: 'VN_SOUTH' };

/** The weekdays a province draws on; null (daily) for a name the schedules do not list. */
export function provinceWeekdays(region: VnRegion, name: string): number[] | null {
  const days = VN_PROVINCES[region].flatMap((names, day) => (names.includes(name) ? [day] : []));
  return days.length > 0 ? days : null;
}

/** The lottery game of a catalogue game; null for a game the lottery does not run. */
export function lotteryGameOf(g: CatalogueLotteryGame, brandOffsetMinutes: number): LotteryGameDef | null {
  const base = {
    vassalage: g.vassalage,
    gameCode: g.game_code,
    nodeId: Number(g.node_id),
    name: g.game_name,
    gameType: g.game_type,
  };
  if (g.vassalage === 'LOTT' || g.vassalage === 'ELOTT') {
    const family = FAST_FAMILIES.find((f) => g.game_code.startsWith(`${f}_`));
    const cadence = cadenceOfGameCode(g.game_code);
    if (!family || !cadence) return null;
    return fast(base, family, cadence, brandOffsetMinutes);
  }
  if (g.vassalage === 'TCG_LOTTO_VN') {
    if (g.game_classify === 'FAST') {
      const minutes = /(\d+)\s*Phút/i.exec(g.game_name)?.[1];
      return minutes ? fast(base, 'VN_NORTH', Number(minutes) * 60, brandOffsetMinutes) : null;
    }
    const region = VN_REGION_OF[g.game_classify ?? ''];
    if (!region) return null;
    const weekdays = g.game_name === 'Miền Bắc' ? null : provinceWeekdays(region, g.game_name);
    return {
      ...base,
      family: VN_FAMILY[region],
      source: 'PROVIDER',
      cadenceSeconds: null,
      schedule: { weekdays, monthDays: null, minute: VN_DRAW_MINUTE[region], offsetMinutes: VN_UTC_OFFSET_MINUTES },
      closeSeconds: VN_CLOSE_SECONDS,
    };
  }
  if (g.vassalage === 'TCG_SEA') {
    if (g.game_classify === 'THAI') {
      const government = /government/i.test(g.game_name);
      return {
        ...base,
        family: 'THAI',
        source: 'PROVIDER',
        cadenceSeconds: null,
        schedule: { weekdays: null, monthDays: government ? [1, 16] : null, ...THAI_DRAW },
        closeSeconds: SEA_CLOSE_SECONDS,
      };
    }
    if (g.game_classify === '4D')
      return {
        ...base,
        family: '4D',
        source: 'PROVIDER',
        cadenceSeconds: null,
        schedule: { monthDays: null, ...FOUR_D_DRAW, weekdays: [...FOUR_D_DRAW.weekdays] },
        closeSeconds: SEA_CLOSE_SECONDS,
      };
  }
  return null;
}

function fast(
  base: Pick<LotteryGameDef, 'vassalage' | 'gameCode' | 'nodeId' | 'name' | 'gameType'>,
  family: LotteryFamily,
  cadenceSeconds: number,
  offsetMinutes: number,
): LotteryGameDef {
  return {
    ...base,
    family,
    source: 'FAIR',
    cadenceSeconds,
    schedule: { offsetMinutes },
    closeSeconds: defaultCloseSeconds(cadenceSeconds),
  };
}
