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

/** The first playable game of a lobby category (every vendor of the demo is served by the house). */
export async function firstGameOf(
  request: APIRequestContext,
  gameType: string,
): Promise<{ nodeId: number; gameName: string }> {
  const page = await value<{ list: { nodeId: number; gameName: string; isGame: string; status: string }[] }>(
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
  const game = page.list.find((g) => g.isGame === 'GAME' && g.status === 'ACTIVE');
  if (!game) throw new Error(`no playable ${gameType} game in the catalogue`);
  return game;
}

/** Spins the house slot of `nodeId` `count` times at `bet` with the member's session of `page`. */
export async function playSlotRounds(page: Page, nodeId: number, bet: string, count: number): Promise<void> {
  const memberToken = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(memberToken).toBeTruthy();
  const launched = await value<{ url: string }>(
    await page.request.get('/wps/game/launchGame', {
      params: { nodeId, language: 'en' },
      headers: { Authorization: `Bearer ${memberToken}` },
    }),
  );
  const launchToken = new URL(launched.url, 'http://x').searchParams.get('token') ?? '';
  const session = await value<{ token: string }>(
    await page.request.post('/house/api/session', { data: { launchToken } }),
  );
  for (let i = 0; i < count; i += 1) {
    await value(
      await page.request.post('/house/api/slot/spin', {
        data: { bet },
        headers: { Authorization: `Bearer ${session.token}` },
      }),
    );
  }
}
