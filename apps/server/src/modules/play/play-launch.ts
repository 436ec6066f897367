import { createHash, randomBytes } from 'node:crypto';
import { LAUNCH_TOKEN_TTL_S, type LaunchGameQuery, type LaunchGameResult, type LaunchMode } from '@fortuna/contracts';
import type { AuthMember } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { pickLaunchHost } from './play-fns.js';
import { playRepository as repo } from './play-repository.js';
import { HOUSE_PROVIDER, type PlayDeps } from './play-deps.js';

type Launchable = NonNullable<Awaited<ReturnType<PlayDeps['launchable']>>>;

/** The launch's mode and wallet: free trial, a trial member's DEMO credit, or real money. */
async function modeFor(
  deps: PlayDeps,
  member: AuthMember | null,
  query: LaunchGameQuery,
  game: Launchable,
): Promise<{ mode: LaunchMode; wallet: string | null }> {
  if (query.trial === '1') {
    // The tile's 'free trial' exists only where the vendor supports it (supportPlay 0).
    if (game.support_play !== 0) throw new AppError('FEATURE_DISABLED', 'This game has no free trial');
    return { mode: 'FUN', wallet: null };
  }
  if (!member) throw new AppError('NOT_LOGGED_IN');
  if (member.role === 'trial') {
    await deps.ensureDemoCredit(member.id);
    return { mode: 'DEMO', wallet: 'DEMO' };
  }
  return { mode: 'REAL', wallet: await deps.walletForVendor(game.vassalage) };
}

/**
 * A launch issues a single-use, short-lived token (stored hashed) on a launch host picked at
 * random; the provider spends it to open a game session (seamless-service).
 */
export async function launchGame(
  deps: PlayDeps,
  member: AuthMember | null,
  query: LaunchGameQuery,
): Promise<LaunchGameResult> {
  const game = await deps.launchable(query.nodeId);
  if (!game || game.status === 'DISABLED' || game.vendor_status === 'DISABLED')
    throw new AppError('NOT_FOUND', 'Game not found');
  if (game.status === 'MAINTENANCE' || game.vendor_status === 'MAINTENANCE') throw new AppError('GAME_MAINTENANCE');
  const { mode, wallet } = await modeFor(deps, member, query, game);

  const host = pickLaunchHost(await deps.launchHosts());
  if (host === null) throw new AppError('GAME_MAINTENANCE', 'No launch host is configured');
  const token = randomBytes(24).toString('base64url');
  const now = deps.clock();
  await repo.insertLaunch(deps.db, {
    merchantCode: deps.merchantCode,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    provider: (deps.providerFor ?? (() => HOUSE_PROVIDER))(game.vassalage),
    memberId: member?.id ?? null,
    nodeId: query.nodeId,
    mode,
    wallet,
    language: query.language,
    expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_S * 1000),
  });
  if (member) await deps.recordLaunch(member.id, query.nodeId);
  return { url: `${host}/play/?token=${token}&lang=${query.language}`, mode, expiresIn: LAUNCH_TOKEN_TTL_S };
}
