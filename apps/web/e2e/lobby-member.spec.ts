import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { editVendorData, tiles } from './lobby-helpers';

/** The lobby as a registered member sees it: favourites, recent games and playing vendors at once. */
test.beforeEach(({ page }) => useLanguage(page, 'EN'));

const register = (page: Page) => registerByUsername(page, { username: uniqueUsername('lobby'), password: 'Player123' });
const homeTab = (page: Page, name: string) =>
  page.getByTestId('home-lobby-menu').getByRole('tab', { name, exact: true });
const providerChips = (page: Page) => page.getByTestId('provider-menu').getByRole('button').allTextContents();

/** Clicks, and returns the game window the click opens (spec §4: games open in their own window). */
async function opensGame(page: Page, click: () => Promise<void>): Promise<Page> {
  const [game] = await Promise.all([page.waitForEvent('popup'), click()]);
  await expect(game).toHaveURL(/\/house\/play\//);
  await expect(game.getByTestId('game-balance')).toBeVisible();
  return game;
}

test('immediate play on a Fishing and a Cards vendor card opens the vendor in a new window', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  for (const [tab, vendor] of [
    ['Fishing', 'JDB'],
    ['Cards', 'KY'],
  ] as const) {
    await homeTab(page, tab).click();
    const card = page.locator(`[data-testid="vendor-card"][data-vendor="${vendor}"]`);
    const launch = page.waitForResponse(/\/wps\/game\/launchGame/);
    const game = await opensGame(page, () => card.locator('.vendor-card__play').click());
    expect((await launch).ok()).toBe(true);
    await game.close();
  }
  await expect(page.getByText('Invalid URL')).toHaveCount(0);
});

test('immediate play of a vendor without a lobby entry opens its first game', async ({ page }) => {
  test.setTimeout(90_000);
  // A catalogue whose card vendors have no vendor-level entry (the demo gives them one).
  await editVendorData(page, (data) => {
    for (const category of data.categories)
      if (category.gameCategory === 'PVP') for (const vendor of category.vendors) vendor.lobbyNodeId = null;
  });
  await register(page);
  await homeTab(page, 'Cards').click();
  const first = page.waitForResponse((r) => /GCSGAME_gameList/.test(r.url()) && /vassalage=KY/.test(r.url()));
  const launch = page.waitForRequest(/\/wps\/game\/launchGame/);
  const game = await opensGame(page, () =>
    page.locator('[data-testid="vendor-card"][data-vendor="KY"] .vendor-card__play').click(),
  );
  const topGame = ((await (await first).json()) as { value: { list: Array<{ nodeId: number }> } }).value.list[0];
  expect(new URL((await launch).url()).searchParams.get('nodeId')).toBe(String(topGame?.nodeId));
  await game.close();
});

test('a registered member favourites games and filters /favorite by their vendors', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  const names: string[] = [];
  for (const vendor of ['PG', 'JDB']) {
    await page.goto(`/rng?vassalage=${vendor}`);
    const tile = tiles(page).first();
    names.push((await tile.locator('.game-tile__name').textContent())!);
    const added = page.waitForResponse((r) => r.url().includes('addFavoriteGameV2'));
    await tile.getByTestId('favourite-toggle').click();
    expect((await added).ok()).toBe(true);
    await expect(tile.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
    // The server allows one toggle a second.
    await page.waitForTimeout(1100);
  }

  await page.goto('/favorite');
  await expect(page.getByTestId('category-title')).toHaveText('Favourite games');
  await expect(tiles(page)).toHaveCount(2);
  // The vendor menu lists the vendors of the member's favourites, not every vendor.
  expect(await providerChips(page)).toEqual(['All', 'PG Soft', 'JDB Gaming']);
  await page.getByTestId('provider-menu').getByRole('button', { name: 'JDB Gaming' }).click();
  await expect(page).toHaveURL(/\/favorite\?vassalage=JDB$/);
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toHaveAttribute('data-vendor', 'JDB');
  await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(names[1]!);
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');

  // Unfavouriting empties the filtered list; 'all' brings back the other one.
  const removed = page.waitForResponse((r) => r.url().includes('removeFavoriteGameV2'));
  await tiles(page).first().getByTestId('favourite-toggle').click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByTestId('provider-menu').getByRole('button', { name: 'All' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(names[0]!);

  // The home lobby's FAV section shows it too.
  await page.goto('/');
  await homeTab(page, 'Favourites').click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(names[0]!);
});

test('a launched game shows under Recent on home and on /recent, with its vendor in the menu', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  await homeTab(page, 'Recent').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.goto('/fish?vassalage=CQ9');
  const tile = tiles(page).first();
  const name = (await tile.locator('.game-tile__name').textContent())!;
  await tile.hover();
  const game = await opensGame(page, () => tile.locator('.game-tile__play').click());
  await game.close();

  await page.goto('/');
  const recentCall = page.waitForRequest(/\/wps\/relay\/GCS_recentGame/);
  await homeTab(page, 'Recent').click();
  await recentCall;
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(name);
  await page.getByTestId('lobby-more').click();
  await expect(page).toHaveURL(/\/recent$/);
  await expect(page.getByTestId('category-title')).toHaveText('Recently played');
  await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(name);
  expect(await providerChips(page)).toEqual(['All', 'CQ9 Gaming']);
});
