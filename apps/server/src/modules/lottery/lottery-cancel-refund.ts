import { sql } from 'drizzle-orm';
import { queryRows, type DbTransaction } from '../../platform/db.js';
import { rollBackRounds } from '../play/lottery-rounds.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { LOTTERY_BANK_SHARDS, type RefundTickets } from './lottery-bet-service.js';

/**
 * A player's cancel refunds one ticket in the cancel's transaction: its stake back from the house
 * shard that took it (key `lottery:refund:<ticketId>`, so a retry pays nothing twice), the ticket
 * CANCELLED with its stake as payout, its round rolled back. Only a PENDING ticket moves.
 */
export function cancelRefunds(ledger: LedgerService, clock: () => Date): RefundTickets {
  return async (tx: DbTransaction, ticketIds, reason) => {
    const at = clock();
    const rows = await queryRows<{ id: string; member_id: string; stake: string }>(
      tx,
      sql`UPDATE lottery_ticket SET status = ${reason}, payout = stake, settled_at = ${at}
          WHERE id = ANY (${`{${ticketIds.join(',')}}`}::bigint[]) AND status = 'PENDING'
          RETURNING id::text, member_id::text, stake::text`,
    );
    for (const r of rows) {
      const memberId = Number(r.member_id);
      await ledger.post(
        {
          kind: 'ROLLBACK',
          idempotencyKey: `lottery:refund:${r.id}`,
          reference: `lottery:ticket:${r.id}`,
          actor: reason === 'CANCELLED' ? `member:${memberId}` : 'lottery',
          postings: [
            { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount: BigInt(r.stake) },
            {
              account: { ownerKind: 'house', ownerId: memberId % LOTTERY_BANK_SHARDS, wallet: 'LOTTERY_BANK' },
              amount: -BigInt(r.stake),
            },
          ],
        },
        tx,
      );
    }
    await rollBackRounds(
      tx,
      rows.map((r) => Number(r.id)),
      at,
    );
    return rows.length;
  };
}
