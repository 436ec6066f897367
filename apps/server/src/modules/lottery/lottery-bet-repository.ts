import { sql } from 'drizzle-orm';
import { queryRows, type DbTransaction } from '../../platform/db.js';
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

export const lotteryBetRepository = {
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

  /**
   * The game of a slip and its issues, locked FOR SHARE until the slip commits (closing, drawing or
   * voiding an issue waits for the slips in flight): `code` and the next `count − 1` by draw time.
   * One statement: the hot path's first round trip.
   */
  async slipTarget(
    tx: Tx,
    merchantCode: string,
    slip: { gameCode: string; vassalage?: string | undefined; issueCode: string },
    count: number,
  ): Promise<{ game: BetGameRow | null; issues: BetIssueRow[] }> {
    const code = slip.issueCode;
    const rows = await queryRows<
      GameDbRow & { issue_id: string | null; code: string; status: string; sale_end: string; draw_at: string }
    >(
      tx,
      sql`WITH g AS (
            SELECT ${GAME_COLUMNS} FROM lottery_game
            WHERE merchant_code = ${merchantCode} AND game_code = ${slip.gameCode}
              ${slip.vassalage ? sql`AND vassalage = ${slip.vassalage}` : sql``}
            ORDER BY ${VENDOR_ORDER} NULLS LAST, vassalage LIMIT 1
          )
          SELECT g.*, i.id::text AS issue_id, i.code, i.status, i.sale_end, i.draw_at
          FROM g LEFT JOIN LATERAL (
            SELECT id, code, status, sale_end, draw_at FROM lottery_issue
            WHERE game_id = g.id::bigint
              AND (code = ${code} OR draw_at > (SELECT draw_at FROM lottery_issue WHERE game_id = g.id::bigint AND code = ${code}))
            ORDER BY draw_at, code <> ${code} LIMIT ${count} FOR SHARE
          ) i ON true
          ORDER BY i.draw_at, i.code <> ${code}`,
    );
    const first = rows[0];
    if (!first) return { game: null, issues: [] };
    const issues = rows
      .filter((r) => r.issue_id !== null)
      .map((r) => ({
        id: Number(r.issue_id),
        code: r.code,
        status: r.status,
        saleEnd: new Date(r.sale_end),
        drawAt: new Date(r.draw_at),
      }));
    return { game: toGame(first), issues };
  },

  /**
   * Raises, within their limits, the stake on each (issue, number) across players and the member's
   * potential payout on each issue: one statement, each row an INSERT … ON CONFLICT DO UPDATE … WHERE
   * within the limit, so a row that would go over is neither inserted nor updated. Answers what was
   * refused (the caller then rolls the whole slip back).
   */
  async raiseRisk(
    tx: Tx,
    r: {
      memberId: number;
      issueIds: readonly number[];
      maxPayout: number;
      payoutLimit: number;
      exposures: ReadonlyArray<{ issueId: number; numberKey: string; stake: number; limit: number }>;
    },
  ): Promise<{ numbers: string[]; payoutRefused: boolean }> {
    const refused = await queryRows<{ what: string; number_key: string | null }>(
      tx,
      sql`WITH input AS (
            SELECT * FROM jsonb_to_recordset(${json(r.exposures)}::jsonb)
              AS x("issueId" bigint, "numberKey" text, stake bigint, "limit" bigint)
          ), raised AS (
            INSERT INTO lottery_exposure AS e (issue_id, number_key, stake)
            SELECT "issueId", "numberKey", stake FROM input WHERE stake <= "limit" ORDER BY "issueId", "numberKey"
            ON CONFLICT (issue_id, number_key) DO UPDATE SET stake = e.stake + EXCLUDED.stake
            WHERE e.stake + EXCLUDED.stake <= (SELECT i."limit" FROM input i
                                               WHERE i."issueId" = EXCLUDED.issue_id AND i."numberKey" = EXCLUDED.number_key)
            RETURNING e.issue_id, e.number_key
          ), issues AS (
            SELECT unnest(${`{${r.issueIds.join(',')}}`}::bigint[]) AS issue_id
          ), payout AS (
            INSERT INTO lottery_player_issue AS p (issue_id, member_id, max_payout)
            SELECT issue_id, ${r.memberId}, ${r.maxPayout} FROM issues WHERE ${r.maxPayout}::bigint <= ${r.payoutLimit}::bigint
            ORDER BY issue_id
            ON CONFLICT (issue_id, member_id) DO UPDATE SET max_payout = p.max_payout + EXCLUDED.max_payout
            WHERE p.max_payout + EXCLUDED.max_payout <= ${r.payoutLimit}::bigint
            RETURNING p.issue_id
          )
          SELECT 'payout' AS what, NULL AS number_key FROM issues i
          WHERE NOT EXISTS (SELECT 1 FROM payout p WHERE p.issue_id = i.issue_id)
          UNION ALL
          SELECT 'number', i."numberKey" FROM input i
          WHERE NOT EXISTS (SELECT 1 FROM raised r WHERE r.issue_id = i."issueId" AND r.number_key = i."numberKey")`,
    );
    return {
      numbers: refused.filter((x) => x.what === 'number').map((x) => x.number_key!),
      payoutRefused: refused.some((x) => x.what === 'payout'),
    };
  },

  async addChase(tx: Tx, memberId: number, gameId: number, issues: number, stopOnWin: boolean): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO lottery_chase (member_id, game_id, issues, stop_on_win)
          VALUES (${memberId}, ${gameId}, ${issues}, ${stopOnWin}) RETURNING id::text`,
    );
    return Number(rows[0]!.id);
  },

  /** One ticket per issue, the same lines on each; answers their ids in issue order. */
  async addTickets(
    tx: Tx,
    t: {
      merchantCode: string;
      memberId: number;
      gameId: number;
      issueIds: readonly number[];
      slipKey: string;
      chaseId: number | null;
      lines: readonly StoredLine[];
      stake: number;
      maxPayout: number;
      at: Date;
    },
  ): Promise<Array<{ id: number; issueId: number }>> {
    const rows = await queryRows<{ id: string; issue_id: string }>(
      tx,
      sql`INSERT INTO lottery_ticket (merchant_code, member_id, game_id, issue_id, slip_key, chase_id, lines, stake,
                                      max_payout, created_at)
          SELECT ${t.merchantCode}, ${t.memberId}, ${t.gameId}, i, ${t.slipKey}, ${t.chaseId}, ${json(t.lines)}::jsonb,
                 ${t.stake}, ${t.maxPayout}, ${t.at}
          FROM unnest(${`{${t.issueIds.join(',')}}`}::bigint[]) WITH ORDINALITY AS u(i, n) ORDER BY n
          RETURNING id::text, issue_id::text`,
    );
    return rows.map((r) => ({ id: Number(r.id), issueId: Number(r.issue_id) }));
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
