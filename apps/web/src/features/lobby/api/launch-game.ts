import type { LaunchGameResult } from '@fortuna/contracts/play';
import { apiGet } from '@/lib/api-client';

/** GET /wps/game/launchGame: the game client's URL with a single-use launch token. */
export const launchGameUrl = (nodeId: number, trial: boolean, language: string) =>
  apiGet<LaunchGameResult>('/wps/game/launchGame', { nodeId, trial: trial ? 1 : 0, language });
