import { formatMinor, toMinor } from '@fortuna/contracts';
import type {
  LotteryExposure,
  LotteryIssueDetail,
  LotteryIssueQuery,
  LotteryPnl,
  UpdateLotteryGame,
} from '@fortuna/contracts/console-lottery';
import { familyRules } from '@fortuna/contracts/lottery/families';
import type { AuditChain } from '../../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../../platform/db.js';
import { AppError, validationError } from '../../../platform/errors.js';
import {
  canonical,
  gameView,
  issueView,
  perNumberLimit,
  settingsProblems,
  splitNumberKey,
  storedClosed,
  storedLimits,
  storedRestricted,
} from './lottery-console-fns.js';
import type { LotteryConsoleRepository, LotteryGameRow } from './lottery-console-repository.js';

/** Who acts, for the audit chain. */
export type LotteryActor = { username: string; ip: string };

/** What the console asks of the lottery's core: voiding an issue refunds its pending tickets, in the caller's transaction. */
export type LotteryVoider = (tx: DbTransaction, issueId: number, reason: string, actor: string) => Promise<unknown>;

export type LotteryConsoleDeps = {
  db: Db;
  clock: () => Date;
  timeZone: () => string;
  repo: LotteryConsoleRepository;
  auditChain: Pick<AuditChain, 'append'>;
  voidIssue: LotteryVoider;
  /** The id of a result awaiting a second operator for an issue, if any. */
  pendingResultOf: (issueId: number) => Promise<number | null>;
};

const EXPOSURE_ROWS = 50;
const money = (minor: bigint | string | number) => formatMinor(BigInt(minor));
export const kindsOf = (family: string): string[] => [...(familyRules(family)?.kinds.keys() ?? [])];

/** The settings the audit entry compares (stored form, minor units). */
const settingsOf = (g: LotteryGameRow) => ({
  enabled: g.enabled,
  source: g.source,
  cadenceSeconds: g.cadence_seconds,
  closeSeconds: g.close_seconds,
  prizeGroup: g.prize_group,
  limits: g.limits,
  maxPayoutPerPlayer: String(g.max_payout_per_player),
  restricted: g.restricted,
  closed: [...g.closed_numbers].sort(),
});

/**
 * The console's lottery games and issues. Each change runs in one transaction with its
 * audit-chain entry (the fields changed before and after, the reason, the client address).
 */
export function createLotteryConsole({
  db,
  clock,
  timeZone,
  repo,
  auditChain,
  voidIssue,
  pendingResultOf,
}: LotteryConsoleDeps) {
  const gameOrNotFound = async (id: number) => {
    const row = await repo.game(db, id, clock());
    if (!row) throw new AppError('NOT_FOUND', 'No such lottery game');
    return gameView(row, kindsOf(row.family));
  };

  async function issueDetail(id: number): Promise<LotteryIssueDetail> {
    const row = await repo.issue(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such issue');
    const drawn = row.status === 'DRAWN' || row.status === 'SETTLED';
    const [byStatus, players, pendingResultId] = await Promise.all([
      repo.ticketsByStatus(db, id),
      repo.players(db, id),
      pendingResultOf(id),
    ]);
    return {
      ...issueView(row),
      seed: drawn ? row.seed : null,
      result: row.result ?? null,
      drawnAt: row.drawn_at ? new Date(row.drawn_at).toISOString() : null,
      settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
      players: players.players,
      byStatus: byStatus.map((s) => ({
        status: s.status,
        tickets: Number(s.tickets),
        stake: money(s.stake),
        payout: money(s.payout),
      })),
      pendingResultId,
    };
  }

  return {
    games: async () => (await repo.games(db, clock())).map((g) => gameView(g, kindsOf(g.family))),

    async updateGame(actor: LotteryActor, id: number, body: UpdateLotteryGame) {
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await repo.lockGame(tx, id))) throw new AppError('NOT_FOUND', 'No such lottery game');
        const row = await repo.game(tx, id, now);
        if (!row) throw new AppError('NOT_FOUND', 'No such lottery game');
        const current = gameView(row, kindsOf(row.family));
        const problems = settingsProblems(current, body, current.kinds);
        if (problems.length > 0) throw validationError(problems);
        const before = settingsOf(row);
        const after = {
          enabled: body.enabled ?? before.enabled,
          source: body.source ?? before.source,
          cadenceSeconds: body.cadenceSeconds ?? before.cadenceSeconds,
          closeSeconds: body.closeSeconds ?? before.closeSeconds,
          prizeGroup: body.prizeGroup ?? before.prizeGroup,
          limits: body.limits ? storedLimits(body.limits) : before.limits,
          maxPayoutPerPlayer: body.maxPayoutPerPlayer
            ? String(toMinor(body.maxPayoutPerPlayer))
            : before.maxPayoutPerPlayer,
          restricted: body.restricted ? storedRestricted(body.restricted) : before.restricted,
          closed: body.closed ? storedClosed(body.closed) : before.closed,
        };
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
          (k) => canonical(before[k]) !== canonical(after[k]),
        );
        if (changed.length === 0) return;
        await repo.updateGame(tx, id, { ...after, maxPayoutPerPlayer: BigInt(after.maxPayoutPerPlayer) }, now);
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: actor.username,
            action: 'lottery.game.update',
            target: `lottery-game:${id}`,
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k]])),
            reason: body.reason,
            ip: actor.ip,
          },
          tx,
        );
      });
      return gameOrNotFound(id);
    },

    async issues(query: LotteryIssueQuery) {
      const { rows, total } = await repo.issues(db, query, timeZone());
      return {
        list: rows.map(issueView),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    issue: issueDetail,

    /** Voids an issue (its pending tickets refunded by the core) with the audit entry, in one transaction. */
    async voidIssue(actor: LotteryActor, id: number, reason: string) {
      await db.transaction(async (tx) => {
        const before = await repo.lockIssue(tx, id);
        if (!before) throw new AppError('NOT_FOUND', 'No such issue');
        if (before.status === 'SETTLED' || before.status === 'VOID')
          throw new AppError('CONFLICT', 'The issue is settled or void already', { status: before.status });
        await voidIssue(tx, id, reason, actor.username);
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: actor.username,
            action: 'lottery.issue.void',
            target: `lottery-issue:${id}`,
            before: { status: before.status, tickets: Number(before.tickets), stake: money(before.stake) },
            after: { status: 'VOID' },
            reason,
            ip: actor.ip,
          },
          tx,
        );
      });
      return issueDetail(id);
    },

    async exposure(gameId: number, issueId?: number): Promise<LotteryExposure> {
      const game = await repo.game(db, gameId, clock());
      if (!game) throw new AppError('NOT_FOUND', 'No such lottery game');
      const id = issueId ?? (await repo.currentIssueId(db, gameId, clock()));
      const issue = id === null ? null : await repo.issue(db, id);
      if (!issue || Number(issue.game_id) !== gameId) {
        if (issueId !== undefined) throw new AppError('NOT_FOUND', 'No such issue of this game');
        return { issue: null, players: 0, maxPayout: '0.00', numbers: [] };
      }
      const [numbers, players] = await Promise.all([
        repo.exposure(db, Number(issue.id), EXPOSURE_ROWS),
        repo.players(db, Number(issue.id)),
      ]);
      return {
        issue: issueView(issue),
        players: players.players,
        maxPayout: money(players.maxPayout),
        numbers: numbers.map((n) => {
          const { kind, number } = splitNumberKey(n.number_key);
          const limit = perNumberLimit(game.limits, kind);
          return { kind, number, stake: money(n.stake), limit: limit === null ? null : money(limit) };
        }),
      };
    },

    async pnl(gameId: number, date?: string): Promise<LotteryPnl> {
      if (!(await repo.game(db, gameId, clock()))) throw new AppError('NOT_FOUND', 'No such lottery game');
      // en-CA writes dates as yyyy-mm-dd.
      const day = date ?? new Intl.DateTimeFormat('en-CA', { timeZone: timeZone() }).format(clock());
      const rows = await repo.dayIssues(db, gameId, day, timeZone());
      const sum = (k: 'stake' | 'payout' | 'ggr') => money(rows.reduce((s, r) => s + BigInt(r[k]), 0n));
      return {
        date: day,
        totals: {
          issues: rows.length,
          tickets: rows.reduce((s, r) => s + Number(r.tickets), 0),
          stake: sum('stake'),
          payout: sum('payout'),
          ggr: sum('ggr'),
        },
        issues: rows.map((r) => {
          const v = issueView(r);
          return {
            id: v.id,
            code: v.code,
            drawAt: v.drawAt,
            status: v.status,
            tickets: v.tickets,
            stake: v.stake,
            payout: v.payout,
            ggr: v.ggr,
          };
        }),
      };
    },
  };
}
export type LotteryConsole = ReturnType<typeof createLotteryConsole>;
