import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import type { LedgerTx } from '../wallet/ledger-repository.js';

/** A launch spent by its provider, with the game it opens. */
export type SpentLaunchRow = {
  id: string;
  member_id: string | null;
  node_id: string;
  mode: 'REAL' | 'DEMO' | 'FUN';
  wallet: string | null;
  language: string;
  vassalage: string;
  game_type: string;
  game_code: string;
  game_name: string;
  names: Record<string, string> | null;
};

export type GameSessionRow = {
  id: string;
  provider: string;
  member_id: string;
  wallet: string;
  node_id: string;
  expires_at: string | Date;
};

/** A provider's bet as the rollback sees it, locked. */
export type ProviderBetRow = {
  kind: string;
  status: string;
  member_id: string | null;
  round_id: string;
  amount: string;
  ledger_transaction_id: string | null;
};

/**
 * SQL of the seamless wallet's own tables: game providers, launches, game sessions, the providers'
 * transactions and the rounds (the money itself moves in the wallet's functions). Functions that
 * take `tx` run in the caller's transaction.
 */
export const seamlessRepository = {
  async activeProviderSecret(db: Db, code: string): Promise<string | null> {
    const rows = await queryRows<{ secret: string }>(
      db,
      sql`SELECT secret FROM game_provider WHERE code = ${code} AND status = 'ACTIVE'`,
    );
    return rows[0]?.secret ?? null;
  },

  /** Registers a provider once with a fresh 256-bit HMAC key and answers its key. */
  async ensureProvider(db: Db, code: string, name: string): Promise<string | null> {
    await db.execute(
      sql`INSERT INTO game_provider (code, name, secret) VALUES (${code}, ${name}, ${randomBytes(32).toString('hex')}) ON CONFLICT (code) DO NOTHING`,
    );
    const rows = await queryRows<{ secret: string }>(db, sql`SELECT secret FROM game_provider WHERE code = ${code}`);
    return rows[0]?.secret ?? null;
  },

  /** Spends a launch token (single use, unexpired) of this provider; null when there is none. */
  async spendLaunch(db: Db, merchantCode: string, provider: string, tokenHash: string, now: Date) {
    const rows = await queryRows<SpentLaunchRow>(
      db,
      sql`UPDATE game_launch l SET used_at = ${now}
          FROM game g
          WHERE l.token_hash = ${tokenHash} AND l.provider = ${provider} AND l.merchant_code = ${merchantCode}
            AND l.used_at IS NULL AND l.expires_at > ${now} AND g.node_id = l.node_id
          RETURNING l.id::text, l.member_id::text, l.node_id::text, l.mode, l.wallet, l.language, g.vassalage, g.game_type, g.game_code,
                    g.game_name, g.names`,
    );
    return rows[0] ?? null;
  },

  async insertSession(
    db: Db,
    s: {
      id: string;
      merchantCode: string;
      launchId: string;
      provider: string;
      memberId: number;
      wallet: string;
      nodeId: string;
      expiresAt: Date;
    },
  ) {
    await db.execute(
      sql`INSERT INTO game_session (id, merchant_code, launch_id, provider, member_id, wallet, node_id, expires_at)
          VALUES (${s.id}, ${s.merchantCode}, ${s.launchId}, ${s.provider}, ${s.memberId}, ${s.wallet}, ${s.nodeId},
                  ${s.expiresAt})`,
    );
  },

  async session(db: Db, merchantCode: string, provider: string, sessionId: string) {
    const rows = await queryRows<GameSessionRow>(
      db,
      sql`SELECT id, provider, member_id, wallet, node_id, expires_at FROM game_session
          WHERE id = ${sessionId} AND provider = ${provider} AND merchant_code = ${merchantCode}`,
    );
    return rows[0] ?? null;
  },

  /** Claims the provider's transaction id; null when it is already taken (then the caller replays). */
  async claim(
    tx: LedgerTx,
    provider: string,
    t: {
      transactionId: string;
      kind: string;
      hash: string;
      memberId: number;
      roundId: string;
      refId?: string;
      amount: bigint;
    },
  ): Promise<string | null> {
    const rows = await queryRows<{ transaction_id: string }>(
      tx,
      sql`INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id, ref_transaction_id, amount)
          VALUES (${provider}, ${t.transactionId}, ${t.kind}, 'APPLIED', ${t.hash}, ${t.memberId}, ${t.roundId}, ${t.refId ?? null}, ${t.amount})
          ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING transaction_id`,
    );
    return rows[0]?.transaction_id ?? null;
  },

  /** Stores the answer of a call (a replay gets it) and the ledger transaction it posted. */
  async storeAnswer(
    tx: LedgerTx,
    provider: string,
    transactionId: string,
    answer: { walletTransactionId: number | null },
  ): Promise<void> {
    await tx.execute(
      sql`UPDATE provider_transaction SET response = ${JSON.stringify(answer)}::jsonb, ledger_transaction_id = ${answer.walletTransactionId}
          WHERE provider = ${provider} AND transaction_id = ${transactionId}`,
    );
  },

  async lockBet(tx: LedgerTx, provider: string, transactionId: string): Promise<ProviderBetRow | undefined> {
    const rows = await queryRows<ProviderBetRow>(
      tx,
      sql`SELECT kind, status, member_id::text, round_id, amount::text, ledger_transaction_id::text FROM provider_transaction
          WHERE provider = ${provider} AND transaction_id = ${transactionId} FOR UPDATE`,
    );
    return rows[0];
  },

  /** Records a bet never seen as VOID, so it is refused if it arrives late; false when it exists after all. */
  async insertVoidBet(tx: LedgerTx, provider: string, transactionId: string, memberId: number, roundId: string) {
    const rows = await queryRows(
      tx,
      sql`INSERT INTO provider_transaction (provider, transaction_id, kind, status, request_hash, member_id, round_id)
          VALUES (${provider}, ${transactionId}, 'DEBIT', 'VOID', '', ${memberId}, ${roundId})
          ON CONFLICT (provider, transaction_id) DO NOTHING RETURNING transaction_id`,
    );
    return rows.length > 0;
  },

  async lockRound(tx: LedgerTx, provider: string, roundId: string) {
    const rows = await queryRows<{ wallet: string; status: string }>(
      tx,
      sql`SELECT wallet, status FROM game_round WHERE provider = ${provider} AND round_id = ${roundId} FOR UPDATE`,
    );
    return rows[0] ?? null;
  },

  async markRolledBack(tx: LedgerTx, provider: string, transactionId: string) {
    await tx.execute(
      sql`UPDATE provider_transaction SET status = 'ROLLED_BACK' WHERE provider = ${provider} AND transaction_id = ${transactionId}`,
    );
  },

  /** Takes a rolled-back stake off its round; a round left with no stake is rolled back whole. */
  async shrinkRound(tx: LedgerTx, provider: string, roundId: string, amount: bigint, now: Date) {
    await tx.execute(
      sql`UPDATE game_round SET bet_amount = bet_amount - ${amount}, valid_bet = greatest(valid_bet - ${amount}, 0),
               status = CASE WHEN bet_amount - ${amount} = 0 THEN 'ROLLED_BACK' ELSE status END,
               settled_at = CASE WHEN bet_amount - ${amount} = 0 THEN ${now} ELSE settled_at END
          WHERE provider = ${provider} AND round_id = ${roundId}`,
    );
  },
};
