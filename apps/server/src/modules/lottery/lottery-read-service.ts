import {
  formatMinor,
  pageOf,
  type LotteryDrawnIssue,
  type LotteryFamily,
  type LotteryGameDetail,
  type LotteryGameSummary,
  type LotteryLobby,
  type LotteryLobbyQuery,
  type LotteryTicket,
  type LotteryTicketPage,
  type LotteryTicketQuery,
  type OpenedNumeros,
  type PrizeMode,
} from '@fortuna/contracts';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { kindOdds } from '@fortuna/contracts/lottery/kind-odds';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { lotteryBetRepository } from './lottery-bet-repository.js';
import {
  lotteryReadRepository as repo,
  type GameSummaryDbRow,
  type IssueDbRow,
  type TicketDbRow,
} from './lottery-read-repository.js';
import { limitsOf } from './lottery-slip-fns.js';

export type LotteryReadDeps = { db: Db; merchantCode: string; clock: () => Date; timeZone: string };

/** The lottery vendors of each prize mode's lobby (ZY is the platform's own lottery, as LOTT). */
const PRIZE_MODE_VENDORS: Record<PrizeMode, string[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());
const money = (minor: string | number) => formatMinor(BigInt(minor));
const UPCOMING = 50;

/** An issue as players see it: the seed only once drawn (a void issue keeps it: it was never used). */
export function issueView(r: IssueDbRow): LotteryDrawnIssue {
  const drawn = r.status === 'DRAWN' || r.status === 'SETTLED';
  return {
    issueCode: r.code,
    status: r.status as LotteryDrawnIssue['status'],
    saleStart: iso(r.sale_start)!,
    saleEnd: iso(r.sale_end)!,
    drawAt: iso(r.draw_at)!,
    seedHash: r.seed_hash,
    resultText: r.result_text,
    result: r.result ?? null,
    resultSource: (r.result_source as LotteryDrawnIssue['resultSource']) ?? null,
    seed: drawn ? r.seed : null,
    drawnAt: iso(r.drawn_at),
    voidReason: r.void_reason,
  };
}

const current = (r: IssueDbRow) => {
  const v = issueView(r);
  return {
    issueCode: v.issueCode,
    status: v.status,
    saleStart: v.saleStart,
    saleEnd: v.saleEnd,
    drawAt: v.drawAt,
    seedHash: v.seedHash,
  };
};

function summary(g: GameSummaryDbRow): LotteryGameSummary {
  return {
    gameCode: g.game_code,
    vassalage: g.vassalage,
    gameType: g.game_type,
    gameName: g.name,
    family: g.family as LotteryFamily,
    cadenceSeconds: g.cadence_seconds,
    current: g.current ? current(g.current) : null,
    last: g.last ? issueView(g.last) : null,
  };
}

export function ticketView(r: TicketDbRow, now: Date): LotteryTicket {
  return {
    ticketId: Number(r.id),
    gameCode: r.game_code,
    vassalage: r.vassalage,
    gameName: r.name,
    issueCode: r.issue_code,
    drawAt: iso(r.draw_at)!,
    saleEnd: iso(r.sale_end)!,
    status: r.status as LotteryTicket['status'],
    stake: money(r.stake),
    maxPayout: money(r.max_payout),
    payout: money(r.payout),
    chaseId: r.chase_id === null ? null : Number(r.chase_id),
    cancellable: r.status === 'PENDING' && r.issue_status === 'OPEN' && new Date(r.sale_end) > now,
    resultText: r.result_text,
    createdAt: iso(r.created_at)!,
    settledAt: iso(r.settled_at),
    lines: r.lines.map((l) => ({
      kind: l.kind,
      selection: l.selection,
      unit: money(l.unit),
      multiple: l.multiple,
      notes: l.notes,
      stake: money(l.stake),
      odds: l.groups.map((g) => ({ key: g.key, notes: g.notes, oddsBp: g.oddsBp })),
    })),
  };
}

/** What players read of the lottery: the lobby, a game, results and their own tickets. */
export function createLotteryReads({ db, merchantCode, clock, timeZone }: LotteryReadDeps) {
  async function gameRow(gameCode: string, vassalage?: string) {
    const game = await lotteryBetRepository.game(db, merchantCode, gameCode, vassalage);
    if (!game?.enabled) throw new AppError('NOT_FOUND');
    return game;
  }

  async function opened(q: { gameCode: string; vassalage?: string | undefined; size: number }): Promise<OpenedNumeros> {
    const game = await gameRow(q.gameCode, q.vassalage);
    const { rows } = await repo.drawn(db, game.id, { pageNo: 1, pageSize: q.size });
    return {
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      family: game.family as LotteryFamily,
      serverTime: clock().toISOString(),
      numeros: rows.map(issueView),
    };
  }

  return {
    async lobby(q: LotteryLobbyQuery): Promise<LotteryLobby> {
      const now = clock();
      const vendors = q.vassalage ? [q.vassalage] : q.prizeMode ? PRIZE_MODE_VENDORS[q.prizeMode] : undefined;
      const rows = await repo.games(db, merchantCode, now, {
        ...(vendors ? { vendors } : {}),
        ...(q.language ? { language: q.language } : {}),
      });
      return { serverTime: now.toISOString(), games: rows.map(summary) };
    },

    async game(q: { gameCode: string; vassalage?: string | undefined }): Promise<LotteryGameDetail> {
      const now = clock();
      const game = await gameRow(q.gameCode, q.vassalage);
      const [[row], upcoming] = await Promise.all([
        repo.games(db, merchantCode, now, { gameId: game.id }),
        repo.upcoming(db, game.id, now, UPCOMING),
      ]);
      if (!row) throw new AppError('NOT_FOUND');
      const kinds = [...(familyRules(game.family)?.kinds.values() ?? [])].map((kind) => {
        const limits = limitsOf(game, kind.code);
        return {
          code: kind.code,
          odds: kindOdds(kind, game.prizeGroup),
          limits: {
            minStake: money(limits.minStake),
            maxStake: money(limits.maxStake),
            maxPerNumber: money(limits.maxPerNumber),
          },
        };
      });
      const split = (name: string) => {
        const cut = name.indexOf(':');
        return { kind: name.slice(0, cut), number: name.slice(cut + 1) };
      };
      return {
        ...summary(row),
        serverTime: now.toISOString(),
        prizeGroup: game.prizeGroup,
        closeSeconds: row.close_seconds,
        kinds,
        maxPayoutPerPlayer: money(game.maxPayoutPerPlayer),
        restricted: Object.entries(game.restricted).map(([name, percent]) => ({ ...split(name), percent })),
        closed: game.closedNumbers.map(split),
        upcoming: upcoming.map(current),
      };
    },

    async results(q: { gameCode: string; vassalage?: string | undefined; pageNo: number; pageSize: number }) {
      const game = await gameRow(q.gameCode, q.vassalage);
      const { rows, total } = await repo.drawn(db, game.id, q);
      return pageOf(rows.map(issueView), q, total);
    },

    opened,

    async tickets(memberId: number, q: LotteryTicketQuery): Promise<LotteryTicketPage> {
      const { rows, total } = await repo.tickets(db, memberId, { ...q, timeZone });
      const now = clock();
      return pageOf(
        rows.map((r) => ticketView(r, now)),
        q,
        total,
      );
    },

    /** Tickets by id, in issue order (a slip's answer). */
    async ticketsByIds(memberId: number, ids: readonly number[]): Promise<LotteryTicket[]> {
      if (ids.length === 0) return [];
      const { rows } = await repo.tickets(db, memberId, { ids, timeZone });
      const now = clock();
      return rows.map((r) => ticketView(r, now));
    },
  };
}
export type LotteryReads = ReturnType<typeof createLotteryReads>;
