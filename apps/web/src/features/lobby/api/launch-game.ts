import type { LocaleLang } from '@fortuna/contracts/storage-keys';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** GET /wps/game/launchGame: the game client's URL with a single-use launch token. */
export const launchGameUrl = (nodeId: number, trial: boolean, language: LocaleLang) =>
  call(routes.play.launchGame, {
    query: { nodeId, trial: trial ? '1' : '0', language: language.toLowerCase() as Lowercase<LocaleLang> },
  });
