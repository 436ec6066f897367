import { createHash, randomBytes } from 'node:crypto';
import { formatMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { createRng, type Rng } from './engine/rng.js';
import { createHouseRounds, refusal } from './house-rounds.js';
import { houseGameFor } from './house-games.js';
import { houseRepository as repo, type HouseSessionRow } from './house-repository.js';
import { WalletRefusal, type WalletClient } from './wallet-client.js';

export type HouseDeps = {
  db: Db;
  clock: () => Date;
  wallet: WalletClient;
  rng?: Rng;
  /** Play credit of a free-trial (FUN) session, minor units. */
  funCredit?: bigint;
};

/** A free trial starts with ₱2,000.00 of play credit, kept by the provider only. */
export const FUN_CREDIT_MINOR = 200_000n;
/** A game client's token lasts as long as the operator's game session. */
const SESSION_TTL_MS = 12 * 3_600_000;
export { RECOVER_AFTER_MS } from './house-rounds.js';

type SessionRow = HouseSessionRow;
export type HouseSession = SessionRow;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a game client's session with the launch token from the launch URL. */
async function openSession({ db, clock, wallet, funCredit }: Required<Omit<HouseDeps, 'rng'>>, launchToken: string) {
  let opened;
  try {
    opened = await wallet.authenticate(launchToken);
  } catch (error) {
    if (error instanceof WalletRefusal) throw new AppError('LAUNCH_TOKEN_INVALID');
    throw error;
  }
  const game = houseGameFor(opened);
  const token = randomBytes(32).toString('base64url');
  const fun = opened.mode === 'FUN';
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    walletSessionId: fun ? null : opened.sessionId,
    playerId: opened.playerId,
    mode: opened.mode,
    currency: opened.currency,
    game: game.id,
    vassalage: opened.vassalage,
    gameType: opened.gameType,
    gameCode: opened.gameCode,
    language: opened.language,
    funBalance: fun ? funCredit : 0n,
    expiresAt: new Date(clock().getTime() + SESSION_TTL_MS),
  });
  return {
    token,
    game: game.kind,
    houseGame: game.id,
    // The catalogue's name of the tile that was opened; the house game it plays as is in `rules`.
    gameName: opened.gameName ?? game.name,
    mode: opened.mode,
    currency: opened.currency,
    balance: fun ? formatMinor(funCredit) : opened.balance,
    vassalage: opened.vassalage,
    gameType: opened.gameType,
    gameCode: opened.gameCode,
    language: opened.language,
    rules: game.rules,
  };
}

/**
 * The house game provider: it plays the part of a third-party vendor. It opens its sessions with
 * the operator's launch token and moves money only through the operator's signed seamless-wallet
 * API (wallet-client), never through the platform's tables or services. Every round is stored
 * with its full outcome before any money moves, so it can be audited and, after a crash,
 * completed: a round whose stake may not have been taken is rolled back, a round whose stake was
 * taken is paid.
 */
export function createHouseService({ db, clock, wallet, rng = createRng(), funCredit = FUN_CREDIT_MINOR }: HouseDeps) {
  const { play, recover } = createHouseRounds({ db, clock, wallet, rng });

  return {
    /** Opens a game client's session with the launch token from the launch URL. */
    open: (launchToken: string) => openSession({ db, clock, wallet, funCredit }, launchToken),

    async session(token: string): Promise<SessionRow> {
      const row = await repo.liveSession(db, hashToken(token), clock());
      if (!row) throw new AppError('SESSION_EXPIRED');
      return row;
    },

    async balance(session: SessionRow): Promise<{ balance: string; currency: string }> {
      if (session.mode === 'FUN')
        return { balance: formatMinor(BigInt(session.fun_balance)), currency: session.currency };
      try {
        return await wallet.balance(session.wallet_session_id as string);
      } catch (error) {
        return refusal(error);
      }
    },

    play,

    /** The session's latest rounds (the game client's history panel). */
    async history(session: SessionRow) {
      const rows = await repo.latestRounds(db, session.id);
      return rows.map((r) => ({
        roundId: r.round_id,
        bet: formatMinor(BigInt(r.bet)),
        win: formatMinor(BigInt(r.win)),
        status: r.status,
        time: new Date(r.created_at).toISOString(),
      }));
    },

    /** A stored round with its outcome, for audit. */
    async round(roundId: string) {
      return repo.round(db, roundId);
    },

    recover,
  };
}
export type HouseService = ReturnType<typeof createHouseService>;
