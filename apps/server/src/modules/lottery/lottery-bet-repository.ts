import { sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import type { BetGame, KindLimits, StoredLine } from './lottery-slip-fns.js';

/** SQL of placing and cancelling tickets (tables of migration 0039). */
type Tx = Pick<DbTransaction, 'execute'>;

/** What a bet needs of a game: who it is and its risk settings. */
export type BetGameRow = BetGame & {
  id: number;
  vassalage: string;
  gameCode: string;
  nodeId: number;
  name: string;
  gameType: string;
  enabled: boolean;
};

export type BetIssueRow = { id: number; code: string; status: string; saleEnd: Date; drawAt: Date };

const json = (v: unknown) => JSON.stringify(v);

/** Vendors in the order a game code shared by two of them resolves to (docs/decisions.md). */
const VENDOR_ORDER = sql`array_position(ARRAY['LOTT','ELOTT','TCG_SEA','TCG_LOTTO_VN'], vassalage)`;

const GAME_COLUMNS = sql`id::text, vassalage, game_code, node_id::text, name, game_type, family, enabled, prize_group,
  limits, max_payout_per_player::text, restricted, closed_numbers`;

type GameDbRow = {
  id: string;
  vassalage: string;
  game_code: string;
  node_id: string;
  name: string;
  game_type: string;
  family: string;
  enabled: boolean;
  prize_group: number;
  limits: Record<string, Partial<KindLimits>>;
  max_payout_per_player: string;
  restricted: Record<string, number>;
  closed_numbers: string[];
};

const toGame = (r: GameDbRow): BetGameRow => ({
  id: Number(r.id),
  vassalage: r.vassalage,
  gameCode: r.game_code,
  nodeId: Number(r.node_id),
  name: r.name,
  gameType: r.game_type,
  family: r.family,
  enabled: r.enabled,
  prizeGroup: r.prize_group,
  limits: r.limits,
  maxPayoutPerPlayer: Number(r.max_payout_per_player),
  restricted: r.restricted,
  closedNumbers: r.closed_numbers,
});

/** What lottery_place_slip answers (sql/lottery-place-functions.sql). */
export type PlacedSlipRow =
  | { replayed: true }
  | {
      replayed: false;
      balance: string;
      chaseId: string | null;
      issues: Array<{ id: string; code: string; status: string; saleEnd: string; drawAt: string }>;
      tickets: Array<{ id: string; issueId: string }>;
    };

export type PlaceSlipArgs = {
  merchantCode: string;
  currency: string;
  memberId: number;
  gameId: number;
  fingerprint: string;
  issueCode: string;
  count: number;
  now: Date;
  businessDate: string;
  ledgerKey: string;
  ledgerHash: string;
  reference: string;
  houseOwner: number;
  slipKey: string;
  chase: boolean;
  stopOnWin: boolean;
  lines: readonly StoredLine[];
  stake: number;
  maxPayout: number;
  exposures: ReadonlyArray<{ numberKey: string; stake: number; limit: number }>;
};

const PLACE_SQL = `SELECT lottery_place_slip($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $16,
  $17::jsonb, $18, $19, $20::jsonb) AS placed`;

export const lotteryBetRepository = {
  /** A game as the betting prices against it, with its fingerprint (lottery_game_fingerprint). */
  async pricedGame(
    db: Tx,
    merchantCode: string,
    gameCode: string,
    vassalage?: string,
  ): Promise<{ game: BetGameRow; fingerprint: string } | null> {
    const rows = await queryRows<GameDbRow & { fingerprint: string }>(
      db,
      sql`SELECT ${GAME_COLUMNS}, lottery_game_fingerprint(g) AS fingerprint
          FROM lottery_game g WHERE merchant_code = ${merchantCode} AND game_code = ${gameCode}
          ${vassalage ? sql`AND vassalage = ${vassalage}` : sql``}
          ORDER BY ${VENDOR_ORDER} NULLS LAST, vassalage LIMIT 1`,
    );
    return rows[0] ? { game: toGame(rows[0]), fingerprint: rows[0].fingerprint } : null;
  },

  /** A priced slip placed in one autocommitted statement (lottery_place_slip); refusals are raised. */
  async placeSlip(db: Db, a: PlaceSlipArgs): Promise<PlacedSlipRow> {
    const rows = await queryPrepared<{ placed: PlacedSlipRow }>(db, 'lottery_place_slip', PLACE_SQL, [
      a.merchantCode,
      a.currency,
      a.memberId,
      a.gameId,
      a.fingerprint,
      a.issueCode,
      a.count,
      a.now,
      a.businessDate,
      a.ledgerKey,
      a.ledgerHash,
      a.reference,
      a.houseOwner,
      a.slipKey,
      a.chase,
      a.stopOnWin,
      json(a.lines),
      a.stake,
      a.maxPayout,
      json(a.exposures),
    ]);
    return rows[0]!.placed;
  },

  async game(db: Tx, merchantCode: string, gameCode: string, vassalage?: string): Promise<BetGameRow | null> {
    const rows = await queryRows<GameDbRow>(
      db,
      sql`SELECT ${GAME_COLUMNS}
          FROM lottery_game WHERE merchant_code = ${merchantCode} AND game_code = ${gameCode}
          ${vassalage ? sql`AND vassalage = ${vassalage}` : sql``}
          ORDER BY ${VENDOR_ORDER} NULLS LAST, vassalage LIMIT 1`,
    );
    return rows[0] ? toGame(rows[0]) : null;
  },

  /** The ids of a member's tickets of one slip, in issue order (a retry answers them). */
  async slipTicketIds(db: Tx, memberId: number, slipKey: string): Promise<number[]> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`SELECT t.id::text FROM lottery_ticket t JOIN lottery_issue i ON i.id = t.issue_id
          WHERE t.member_id = ${memberId} AND t.slip_key = ${slipKey} ORDER BY i.draw_at, t.id`,
    );
    return rows.map((r) => Number(r.id));
  },

  /** Takes a cancelled ticket's stake off its numbers and its potential payout off the member's issue total. */
  async lowerRisk(
    tx: Tx,
    t: {
      issueId: number;
      memberId: number;
      maxPayout: number;
      exposures: ReadonlyArray<{ numberKey: string; stake: number }>;
    },
  ): Promise<void> {
    await tx.execute(
      sql`UPDATE lottery_exposure e SET stake = greatest(0, e.stake - x.stake)
          FROM jsonb_to_recordset(${json(t.exposures)}::jsonb) AS x("numberKey" text, stake bigint)
          WHERE e.issue_id = ${t.issueId} AND e.number_key = x."numberKey"`,
    );
    await tx.execute(
      sql`UPDATE lottery_player_issue SET max_payout = greatest(0, max_payout - ${t.maxPayout})
          WHERE issue_id = ${t.issueId} AND member_id = ${t.memberId}`,
    );
  },

  /** A member's ticket with its issue's sale end, locked for a cancel. */
  async ticketForCancel(
    tx: Tx,
    memberId: number,
    ticketId: number,
  ): Promise<{
    status: string;
    issueId: number;
    issueStatus: string;
    saleEnd: Date;
    lines: StoredLine[];
    maxPayout: number;
  } | null> {
    const rows = await queryRows<{
      status: string;
      issue_id: string;
      issue_status: string;
      sale_end: string;
      lines: StoredLine[];
      max_payout: string;
    }>(
      tx,
      sql`SELECT t.status, t.issue_id::text, i.status AS issue_status, i.sale_end, t.lines, t.max_payout::text
          FROM lottery_ticket t
          JOIN lottery_issue i ON i.id = t.issue_id
          WHERE t.id = ${ticketId} AND t.member_id = ${memberId} FOR UPDATE OF t FOR SHARE OF i`,
    );
    const r = rows[0];
    if (!r) return null;
    return {
      status: r.status,
      issueId: Number(r.issue_id),
      issueStatus: r.issue_status,
      saleEnd: new Date(r.sale_end),
      lines: r.lines,
      maxPayout: Number(r.max_payout),
    };
  },
};
