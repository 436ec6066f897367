import type { LotteryVerification } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { fairResult, rulesOf, seedHashOf } from './lottery-draws.js';
import { lotteryRepository as repo } from './lottery-repository.js';

const REVEALED = new Set(['DRAWN', 'SETTLED']);
const VENDOR_ORDER = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'];

/**
 * The public check of an issue (GET /lotto/api/verify): the seed (once drawn), its SHA-256 against
 * the hash published at open, and the result the seed gives against the one recorded.
 */
export async function verifyIssue(
  db: Db,
  merchantCode: string,
  query: { gameCode: string; issue: string; vassalage?: string | undefined },
): Promise<LotteryVerification> {
  const games = (await repo.games(db, merchantCode))
    .filter((g) => g.game_code === query.gameCode && (!query.vassalage || g.vassalage === query.vassalage))
    .sort((a, b) => VENDOR_ORDER.indexOf(a.vassalage) - VENDOR_ORDER.indexOf(b.vassalage));
  const game = games[0];
  const issue = game ? await repo.issueByCode(db, Number(game.id), query.issue) : null;
  if (!game || !issue) throw new AppError('NOT_FOUND', 'No such lottery issue');
  const rules = rulesOf(game);
  const seed = REVEALED.has(issue.status) ? issue.seed : null;
  const recomputed = seed ? fairResult(rules, seed, issue.code) : null;
  const recomputedText = recomputed ? rules.format(recomputed) : null;
  const fromSeed = issue.result_source === 'FAIR' || issue.result_source === 'PROVIDER';
  return {
    gameCode: game.game_code,
    vassalage: game.vassalage,
    family: game.family,
    issueCode: issue.code,
    status: issue.status,
    seedHash: issue.seed_hash,
    seed,
    resultSource: issue.result_source as LotteryVerification['resultSource'],
    resultText: issue.result_text,
    result: issue.result ?? null,
    recomputedText,
    recomputed,
    seedMatchesHash: seed ? seedHashOf(seed) === issue.seed_hash : null,
    resultMatches: recomputedText && fromSeed ? recomputedText === issue.result_text : null,
  };
}
