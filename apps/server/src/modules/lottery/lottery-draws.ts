import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FairWords, fairBlockMessage } from '@fortuna/contracts/lottery/fair-fns';
import { familyRules, type FamilyRules, type LotteryResult } from '@fortuna/contracts/lottery/families';
import type { DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { lotteryRepository as repo, type LotteryGameRow, type LotteryIssueRow } from './lottery-repository.js';

/**
 * Provably fair draws (LOTTERY.md "Fair draws"): a 32-byte server seed per issue, its SHA-256
 * published when the issue opens, the result = the family's mapping of HMAC-SHA256(seed, issue
 * code) blocks (contracts fair-fns.ts), the seed revealed once drawn so anyone can recompute it.
 */
export const newSeed = (): { seed: string; seedHash: string } => {
  const seed = randomBytes(32);
  return { seed: seed.toString('hex'), seedHash: createHash('sha256').update(seed).digest('hex') };
};

export const seedHashOf = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The result a seed gives an issue in a family (the same on the verification page, with WebCrypto). */
export function fairResult(rules: FamilyRules, seedHex: string, issueCode: string): LotteryResult {
  const key = Buffer.from(seedHex, 'hex');
  return rules.draw(new FairWords((i) => createHmac('sha256', key).update(fairBlockMessage(issueCode, i)).digest()));
}

export const rulesOf = (game: Pick<LotteryGameRow, 'family'>): FamilyRules => {
  const rules = familyRules(game.family);
  if (!rules) throw new Error(`lottery family ${game.family} is unknown`);
  return rules;
};

/**
 * Where a PROVIDER game's results come from. The demo's local provider draws them the same
 * provably fair way (labelled "platform draw"); a real one would fetch the official draw and
 * answer null until it is published.
 */
export type ResultsProvider = {
  name: string;
  resultFor(game: LotteryGameRow, issue: LotteryIssueRow): Promise<LotteryResult | null>;
};

export const localResultsProvider: ResultsProvider = {
  name: 'local',
  resultFor: async (game, issue) => (issue.seed ? fairResult(rulesOf(game), issue.seed, issue.code) : null),
};

export type DrawnIssue = {
  issueId: number;
  gameCode: string;
  vassalage: string;
  issueCode: string;
  resultText: string;
};

/**
 * Draws one due issue of a FAIR or PROVIDER game in `tx`, under its row lock (two instances
 * draw it once: the second finds it drawn). Null when it is not due, is drawn already, or the
 * provider has no result yet.
 */
export async function drawIssue(
  tx: DbTransaction,
  issueId: number,
  now: Date,
  provider: ResultsProvider,
): Promise<DrawnIssue | null> {
  const issue = await repo.issueById(tx, issueId, true);
  if (!issue || (issue.status !== 'OPEN' && issue.status !== 'CLOSED') || issue.draw_at > now) return null;
  const game = await repo.gameById(tx, Number(issue.game_id));
  if (!game || game.source === 'MANUAL') return null;
  const rules = rulesOf(game);
  let result: LotteryResult | null;
  if (game.source === 'FAIR') {
    if (!issue.seed) throw new Error(`fair issue ${issue.id} has no seed`);
    result = fairResult(rules, issue.seed, issue.code);
  } else result = await provider.resultFor(game, issue);
  if (!result) return null;
  const text = rules.format(result);
  const source = game.source === 'FAIR' ? 'FAIR' : 'PROVIDER';
  if (!(await repo.recordResult(tx, issueId, { result, text, source, at: now }))) return null;
  return { issueId, gameCode: game.game_code, vassalage: game.vassalage, issueCode: issue.code, resultText: text };
}

/**
 * An operator-entered result (after four eyes: the console's approvals call this with the
 * confirmed entry) or a provider's pushed one. Refused unless the issue's sale has ended and it
 * has no result yet; the result must have its family's shape.
 */
export async function recordResult(
  tx: DbTransaction,
  issueId: number,
  result: unknown,
  source: 'PROVIDER' | 'OPERATOR',
  now: Date,
): Promise<DrawnIssue> {
  const issue = await repo.issueById(tx, issueId, true);
  if (!issue) throw new AppError('NOT_FOUND', 'No such lottery issue');
  if (issue.status !== 'OPEN' && issue.status !== 'CLOSED')
    throw new AppError('CONFLICT', `The issue is ${issue.status.toLowerCase()}: it takes no result`, {
      status: issue.status,
    });
  if (issue.sale_end > now)
    throw new AppError('CONFLICT', 'The issue is still on sale: its result is entered after the sale ends', {
      saleEnd: issue.sale_end.toISOString(),
    });
  const game = await repo.gameById(tx, Number(issue.game_id));
  if (!game) throw new AppError('NOT_FOUND', 'No such lottery game');
  const rules = rulesOf(game);
  const parsed = rules.parse(result);
  if (!parsed) throw new AppError('VALIDATION_FAILED', `Not a ${game.family} result`, { field: 'result' });
  const text = rules.format(parsed);
  await repo.recordResult(tx, issueId, { result: parsed, text, source, at: now });
  return { issueId, gameCode: game.game_code, vassalage: game.vassalage, issueCode: issue.code, resultText: text };
}
