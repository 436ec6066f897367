import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A real trial session (trial members may keep favourites): POST /wps/session/login/freeplay
 * from the test, then the token goes into sessionStorage before the app starts.
 */
export async function loginAsTrial(page: Page): Promise<{ token: string; username: string }> {
  const res = await page.request.post('/wps/session/login/freeplay', { data: { platform: 'WEB' } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { token: string; member: { userName: string; nickname: string } } };
  const { token, member } = body.value;
  await page.addInitScript(
    ([t, name]) => {
      sessionStorage.setItem('token', t!);
      sessionStorage.setItem('username', name!);
      sessionStorage.setItem('nickname', name!);
      sessionStorage.setItem('memberType', '4');
    },
    [token, member.userName],
  );
  return { token, username: member.userName };
}

export const tiles = (page: Page) => page.getByTestId('game-tile');
export const gameNames = (page: Page) => page.locator('[data-testid="game-tile"] .game-tile__name').allTextContents();

type VendorCardJson = { vassalage: string; displayName: string; gameType: string; lobbyNodeId: number | null };
type VendorDataJson = { value: { categories: Array<{ gameCategory: string; vendors: VendorCardJson[] }> } };

/**
 * Rewrites the vendor data (GET /lgw/games/gameVendor) the page receives; the real answer is
 * fetched and changed in place. Set before the first page load: the app keeps the vendor data
 * in session storage afterwards.
 */
export async function editVendorData(page: Page, edit: (data: VendorDataJson['value']) => void): Promise<void> {
  await page.route('**/lgw/games/gameVendor*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as VendorDataJson;
    edit(body.value);
    await route.fulfill({ response, json: body });
  });
}

/**
 * A brand with 14 slot vendors (the demo has 8): the six live-casino vendors are offered as slot
 * vendors too, with their own names and artwork, so the header dropdown needs its large layout.
 */
export const withManySlotVendors = (page: Page) =>
  editVendorData(page, (data) => {
    const slots = data.categories.find((c) => c.gameCategory === 'RNG');
    const live = data.categories.find((c) => c.gameCategory === 'LIVE');
    slots?.vendors.push(...(live?.vendors ?? []).map((v) => ({ ...v, gameType: 'RNG', lobbyNodeId: null })));
  });

/**
 * Presses a tile's Play. The specs' phones are touch screens, where a first tap on the art shows
 * the buttons (use-tile-reveal.ts); a desktop clicks (hover shows them).
 */
export async function pressPlay(page: Page, tile: Locator): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 800) return tile.locator('.game-tile__play').click();
  await tile.locator('.game-tile__art img').tap();
  await tile.locator('.game-tile__play').tap();
}
