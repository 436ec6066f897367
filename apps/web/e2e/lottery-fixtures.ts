import { createHash, createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { familyRules } from '@fortuna/contracts/lottery/families';
import { blocksFrom, FairWords, fairBlockMessage } from '@fortuna/contracts/lottery/fair-fns';

/**
 * Lottery answers for the visual review (lottery-screenshots.spec.ts): games of every family with
 * issues on sale, fairly drawn results (real seeds, so the verification page says "matches") and
 * tickets in each state, served by page.route in the contracts' shapes. The journey spec
 * (lottery.spec.ts) runs on the real server instead.
 */
const envelope = (value: unknown) => ({ success: true, code: 'OK', message: 'OK', value });
const seedOf = (game: string, issue: string) => createHash('sha256').update(`${game}:${issue}`).digest('hex');

function drawn(family: string, game: string, issueCode: string, drawAt: Date) {
  const seed = seedOf(game, issueCode);
  const key = Buffer.from(seed, 'hex');
  const blocks = Array.from({ length: 64 }, (_, i) =>
    createHmac('sha256', key).update(fairBlockMessage(issueCode, i)).digest(),
  );
  const rules = familyRules(family)!;
  const result = rules.draw(new FairWords(blocksFrom(blocks)));
  return {
    issueCode,
    status: 'SETTLED',
    saleStart: new Date(drawAt.getTime() - 60_000).toISOString(),
    saleEnd: new Date(drawAt.getTime() - 10_000).toISOString(),
    drawAt: drawAt.toISOString(),
    seedHash: createHash('sha256').update(key).digest('hex'),
    resultText: rules.format(result),
    result,
    resultSource: family.startsWith('VN_') || family === 'THAI' || family === '4D' ? 'PROVIDER' : 'FAIR',
    seed,
    drawnAt: drawAt.toISOString(),
    voidReason: null,
  };
}

type GameSeed = { gameCode: string; vassalage: string; gameName: string; family: string; cadence: number | null };
const GAMES: GameSeed[] = [
  ...['SSC', 'PK10', 'K3', '11X5'].flatMap((family) => [
    {
      gameCode: `${family}_1MIN`,
      vassalage: 'LOTT',
      gameName: `${family === '11X5' ? '11x5' : family} 1 Min`,
      family,
      cadence: 60,
    },
    {
      gameCode: `${family}_3MIN`,
      vassalage: 'LOTT',
      gameName: `${family === '11X5' ? '11x5' : family} 3 Min`,
      family,
      cadence: 180,
    },
    { gameCode: `${family}_45S`, vassalage: 'ELOTT', gameName: `Turbo ${family} 45s`, family, cadence: 45 },
  ]),
  { gameCode: 'SEA_1', vassalage: 'TCG_SEA', gameName: 'Thai Government Lottery', family: 'THAI', cadence: null },
  { gameCode: 'SEA_4', vassalage: 'TCG_SEA', gameName: 'Magnum 4D', family: '4D', cadence: null },
  { gameCode: 'SEA_7', vassalage: 'TCG_SEA', gameName: 'Singapore 4D', family: '4D', cadence: null },
  { gameCode: 'VN_1', vassalage: 'TCG_LOTTO_VN', gameName: 'Miền Bắc', family: 'VN_NORTH', cadence: null },
  { gameCode: 'VN_2', vassalage: 'TCG_LOTTO_VN', gameName: 'Hà Nội VIP', family: 'VN_NORTH', cadence: null },
  { gameCode: 'VN_24', vassalage: 'TCG_LOTTO_VN', gameName: 'Vĩnh Long', family: 'VN_SOUTH', cadence: null },
  { gameCode: 'VN_25', vassalage: 'TCG_LOTTO_VN', gameName: 'Bình Dương', family: 'VN_SOUTH', cadence: null },
  { gameCode: 'VN_40', vassalage: 'TCG_LOTTO_VN', gameName: 'Siêu Tốc 1 Phút', family: 'VN_NORTH', cadence: 60 },
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dayCode = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;

function issuesOf(g: GameSeed, now: Date) {
  const step = (g.cadence ?? 86_400) * 1000;
  const nextDraw = new Date(Math.ceil((now.getTime() + 1) / step) * step + (g.cadence ? 0 : 11 * 3600_000));
  const code = (at: Date, k = 0) =>
    g.cadence
      ? `${dayCode(at)}${pad(Math.floor((at.getTime() % 86_400_000) / step), g.cadence <= 60 ? 4 : 3)}`
      : `${dayCode(at)}${k ? '' : ''}`;
  const open = (i: number) => {
    const drawAt = new Date(nextDraw.getTime() + i * step);
    return {
      issueCode: code(drawAt),
      status: 'OPEN',
      saleStart: new Date(drawAt.getTime() - step).toISOString(),
      saleEnd: new Date(drawAt.getTime() - (g.cadence && g.cadence <= 60 ? 10_000 : 30_000)).toISOString(),
      drawAt: drawAt.toISOString(),
      seedHash: seedOf(g.gameCode, `open${i}`),
    };
  };
  const past = Array.from({ length: 24 }, (_, i) => {
    const at = new Date(nextDraw.getTime() - (i + 1) * step);
    return drawn(g.family, g.gameCode, code(at), at);
  });
  return { upcoming: Array.from({ length: 10 }, (_, i) => open(i)), past };
}

const KINDS = (family: string) =>
  [...familyRules(family)!.kinds.keys()].map((code) => ({
    code,
    odds: [{ variant: '', oddsBp: 19_800 }],
    limits: { minStake: '0.01', maxStake: '50000.00', maxPerNumber: '100000.00' },
  }));

function summary(g: GameSeed, now: Date) {
  const { upcoming, past } = issuesOf(g, now);
  return {
    gameCode: g.gameCode,
    vassalage: g.vassalage,
    gameType: g.vassalage === 'LOTT' || g.vassalage === 'TCG_SEA' ? 'LOTT' : 'ELOTT',
    gameName: g.gameName,
    family: g.family,
    cadenceSeconds: g.cadence,
    current: upcoming[0],
    last: past[0],
  };
}

function tickets(g: GameSeed, now: Date) {
  const { upcoming, past } = issuesOf(g, now);
  const kind = [...familyRules(g.family)!.kinds.keys()][0]!;
  const selection = g.family.startsWith('VN') ? { numbers: ['07', '68'] } : { ball: 1, digits: [3, 7] };
  const make = (
    id: number,
    issue: { issueCode: string; drawAt: string; saleEnd: string },
    status: string,
    payout: string,
  ) => ({
    ticketId: id,
    gameCode: g.gameCode,
    vassalage: g.vassalage,
    gameName: g.gameName,
    issueCode: issue.issueCode,
    drawAt: issue.drawAt,
    saleEnd: issue.saleEnd,
    status,
    stake: '2.00',
    maxPayout: '19.80',
    payout,
    chaseId: id < 3 ? 7 : null,
    cancellable: status === 'PENDING',
    resultText: 'resultText' in issue ? (issue as { resultText: string }).resultText : null,
    createdAt: now.toISOString(),
    settledAt: status === 'PENDING' ? null : issue.drawAt,
    lines: [
      {
        kind,
        selection,
        unit: '1.00',
        multiple: 1,
        notes: 2,
        stake: '2.00',
        odds: [{ key: 'n', notes: 2, oddsBp: 99_000 }],
      },
    ],
  });
  return [
    make(1, upcoming[1]!, 'PENDING', '0.00'),
    make(2, upcoming[0]!, 'PENDING', '0.00'),
    make(3, past[0]!, 'WON', '9.90'),
    make(4, past[1]!, 'LOST', '0.00'),
    make(5, past[2]!, 'CANCELLED', '2.00'),
  ];
}

/** Serves the lottery calls from the fixtures above. */
export async function serveLotteryFixtures(page: Page): Promise<void> {
  const now = new Date();
  const find = (url: URL) => GAMES.find((g) => g.gameCode === url.searchParams.get('gameCode')) ?? GAMES[0]!;
  await page.route('**/lotto/lgw/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (path.endsWith('/games/lobby')) {
      const vassalage = url.searchParams.get('vassalage');
      const games = GAMES.filter((g) => !vassalage || g.vassalage === vassalage).map((g) => summary(g, now));
      return route.fulfill({ json: envelope({ serverTime: now.toISOString(), games }) });
    }
    const g = find(url);
    if (path.endsWith('/games/game')) {
      const { upcoming } = issuesOf(g, now);
      return route.fulfill({
        json: envelope({
          ...summary(g, now),
          serverTime: now.toISOString(),
          prizeGroup: 1980,
          closeSeconds: 10,
          kinds: KINDS(g.family),
          maxPayoutPerPlayer: '500000.00',
          restricted: [],
          closed: [],
          upcoming,
        }),
      });
    }
    if (path.endsWith('/games/results')) {
      const list = issuesOf(g, now).past;
      return route.fulfill({ json: envelope({ list, pageNo: 1, pageSize: 30, total: list.length, totalPages: 1 }) });
    }
    if (path.endsWith('/orders')) {
      const list = tickets(g, now);
      return route.fulfill({ json: envelope({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 }) });
    }
    return route.fulfill({
      status: 404,
      json: { success: false, code: 'NOT_FOUND', message: 'Not found', value: null },
    });
  });
}
