import { linePayout, type PricedLine } from '@fortuna/contracts/lottery/bet-kind';
import type { FamilyRules, LotteryResult } from '@fortuna/contracts/lottery/families';

/**
 * A ticket's settlement (LOTTERY.md "Settlement"), pure: each line is settled by its kind's rule
 * against the result and paid at the odds fixed on the ticket when it was accepted (restricted
 * numbers' reduced odds included). Won when any note hit; push when nothing hit and something was
 * refunded; lost otherwise. The valid bet (betting record, rebates) is the stake less refunds.
 */
export type StoredGroup = { key: string; notes: number; cost?: number; oddsBp: number };
/** A line as stored on the ticket (minor units). */
export type StoredLine = {
  kind: string;
  selection: unknown;
  unit: number;
  multiple: number;
  notes: number;
  noteStake?: number;
  stake: number;
  groups: StoredGroup[];
};

export type TicketOutcome = { status: 'WON' | 'LOST' | 'PUSH'; payout: bigint; validBet: bigint };

export class UnsettleableLine extends Error {}

export function settleTicket(
  rules: FamilyRules,
  lines: readonly StoredLine[],
  stake: bigint,
  result: LotteryResult,
): TicketOutcome {
  let payout = 0n;
  let refunded = 0n;
  let won = 0;
  for (const line of lines) {
    const kind = rules.kindOf(line.kind);
    const selection = kind?.selection.safeParse(line.selection);
    if (!kind || !selection?.success)
      throw new UnsettleableLine(`a ${rules.family} ticket line of kind ${line.kind} does not read`);
    const noteStake = line.noteStake ?? line.unit * line.multiple;
    const priced: PricedLine = {
      kind: line.kind,
      notes: line.notes,
      noteStake,
      stake: line.stake,
      groups: line.groups.map((g) => ({ ...g, pWin: { num: 0, den: 1 }, pPush: { num: 0, den: 1 } })),
    };
    const outcomes = kind.settle(selection.data, result);
    const paid = linePayout(priced, outcomes);
    payout += BigInt(paid.payout);
    won += paid.won;
    for (const g of line.groups) refunded += BigInt((outcomes[g.key]?.push ?? 0) * (g.cost ?? 1) * noteStake);
  }
  const status = won > 0 ? 'WON' : refunded > 0n ? 'PUSH' : 'LOST';
  const validBet = stake > refunded ? stake - refunded : 0n;
  return { status, payout, validBet };
}
