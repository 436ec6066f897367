import type {
  SeamlessBalance,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessMoneyResult,
  SeamlessRollbackRequest,
  SeamlessSession,
} from '@fortuna/contracts';
import { seamlessHeaders } from '../play/seamless-signature.js';

/** A refusal of the operator's wallet (insufficient funds, expired session, …), with its envelope. */
export class WalletRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

export type WalletClientDeps = {
  /** Where the operator's seamless-wallet API is, e.g. http://127.0.0.1:8080. */
  baseUrl: () => string;
  provider: string;
  secret: () => Promise<string>;
  /** Attempts for calls that are safe to repeat (all of them: each is idempotent by its ids). */
  attempts?: number;
  /** The time its signatures carry (the server's clock: the operator checks them against its own). */
  clock?: () => Date;
};

/**
 * The house provider's side of the seamless wallet: signed HTTP calls to the operator, exactly as
 * a third-party vendor makes them. Network failures are retried with the same transaction id
 * (the operator answers a replay with its first answer); refusals are not.
 */
export function createWalletClient({ baseUrl, provider, secret, attempts = 3, clock }: WalletClientDeps) {
  async function call<T>(path: string, body: object): Promise<T> {
    const payload = JSON.stringify(body);
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let res: Response;
      try {
        // A fresh nonce and timestamp per attempt: the operator refuses a reused nonce.
        res = await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...seamlessHeaders(provider, await secret(), 'POST', path, payload, (clock?.() ?? new Date()).getTime()),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        lastError = error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
        continue;
      }
      const envelope = (await res.json()) as { success: boolean; code: string; message: string; value: unknown };
      if (envelope.success) return envelope.value as T;
      if (res.status >= 500 && attempt < attempts) {
        lastError = new WalletRefusal(res.status, envelope.code, envelope.message, null);
        continue;
      }
      throw new WalletRefusal(
        res.status,
        envelope.code,
        envelope.message,
        (envelope.value as Record<string, unknown> | null) ?? null,
      );
    }
    throw lastError instanceof Error ? lastError : new Error('wallet call failed');
  }

  return {
    authenticate: (launchToken: string) => call<SeamlessSession>('/seamless/v1/authenticate', { launchToken }),
    balance: (sessionId: string) => call<SeamlessBalance>('/seamless/v1/balance', { sessionId }),
    debit: (req: SeamlessDebitRequest) => call<SeamlessMoneyResult>('/seamless/v1/debit', req),
    credit: (req: SeamlessCreditRequest) => call<SeamlessMoneyResult>('/seamless/v1/credit', req),
    rollback: (req: SeamlessRollbackRequest) => call<SeamlessMoneyResult>('/seamless/v1/rollback', req),
  };
}
export type WalletClient = ReturnType<typeof createWalletClient>;
