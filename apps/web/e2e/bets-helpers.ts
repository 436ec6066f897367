import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Plays real rounds without the game client: the test does what the house game client does
 * over HTTP (launch with the member's token, open the house session, spin), so the rounds go
 * through the real seamless wallet and land in the member's betting record.
 */
type Envelope<T> = { success: boolean; code?: string; value: T };

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

type ListedGame = { nodeId: number; gameName: string; isGame: string; status: string };

/** The playable games of a lobby category's first page (every vendor of the demo is served by the house). */
async function playableGames(request: APIRequestContext, gameType: string): Promise<ListedGame[]> {
  const page = await value<{ list: ListedGame[] }>(
    await request.get('/wps/relay/GCSGAME_gameList', {
      params: {
        clientType: 3,
        platform: 'html5-desktop',
        gameType,
        filterType: 'ALL',
        pageNo: 1,
        pageSize: 50,
        language: 'EN',
      },
    }),
  );
  return page.list.filter((g) => g.isGame === 'GAME' && g.status === 'ACTIVE');
}

/** Launches `nodeId` with the member's session of `page` and opens its house game session. */
async function openHouseSession(page: Page, nodeId: number): Promise<{ token: string; rules: { bets?: string[] } }> {
  const memberToken = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(memberToken).toBeTruthy();
  const launched = await value<{ url: string }>(
    await page.request.get('/wps/game/launchGame', {
      params: { nodeId, language: 'en' },
      headers: { Authorization: `Bearer ${memberToken}` },
    }),
  );
  const launchToken = new URL(launched.url, 'http://x').searchParams.get('token') ?? '';
  return value(await page.request.post('/house/api/session', { data: { launchToken } }));
}

/**
 * The first game of a category whose house slot takes a total bet of `bet`: each house slot has
 * bets of its own (a multiple of its line count, so the 40-line Pearl Lagoon has no 1.00).
 */
export async function slotGameTaking(page: Page, gameType: string, bet: string) {
  for (const game of (await playableGames(page.request, gameType)).slice(0, 12)) {
    if ((await openHouseSession(page, game.nodeId)).rules.bets?.includes(bet)) return game;
  }
  throw new Error(`no ${gameType} game plays a house slot that takes ${bet}`);
}

/** Spins the house slot of `nodeId` `count` times at `bet` with the member's session of `page`. */
export async function playSlotRounds(page: Page, nodeId: number, bet: string, count: number): Promise<void> {
  const session = await openHouseSession(page, nodeId);
  for (let i = 0; i < count; i += 1) {
    await value(
      await page.request.post('/house/api/slot/spin', {
        data: { bet },
        headers: { Authorization: `Bearer ${session.token}` },
      }),
    );
  }
}
