import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { gameNames, loginAsTrial, tiles, withManySlotVendors } from './lobby-helpers';

test.beforeEach(({ page }) => useLanguage(page, 'EN'));

test.describe('home lobby', () => {
  test('shows banners, winners and the hot games; categories and providers switch the section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('banners-w_home').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('winner-board').locator('.winners__row').first()).toBeVisible();
    await expect(tiles(page)).toHaveCount(12);

    const menu = page.getByTestId('home-lobby-menu');
    const tabs = await menu.getByRole('tab').allTextContents();
    // HOT, FAV, then the vendor categories with ESPORTS and COCKFIGHT right after SPORTS.
    expect(tabs.slice(0, 2)).toEqual(['Hot', 'Favourites']);
    const sports = tabs.indexOf('Sports');
    expect(tabs.slice(sports, sports + 3)).toEqual(['Sports', 'E-sports', 'Cockfight']);

    await menu.getByRole('tab', { name: 'Slots' }).click();
    await expect(page.getByTestId('vendor-card')).toHaveCount(5);
    await expect(tiles(page)).toHaveCount(12);
    await page.getByTestId('provider-menu').getByRole('button', { name: 'JDB Gaming' }).click();
    await expect(page.getByTestId('vendor-card')).toHaveCount(0);
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', 'JDB');
    await page.getByTestId('lobby-more').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=JDB$/);
    await expect(page.getByTestId('category-title')).toHaveText('Slots');
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', 'JDB');
  });

  test('favourites without login open the login popup and the lobby stays on hot', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('home-lobby-menu');
    await menu.getByRole('tab', { name: 'Favourites' }).click();
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  test('recent games without login open the login popup and the lobby stays on hot', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByTestId('home-lobby-menu');
    await expect(menu.getByRole('tab').nth(3)).toBeVisible();
    const tabs = await menu.getByRole('tab').allTextContents();
    expect(tabs.slice(0, 3)).toEqual(['Hot', 'Favourites', 'Recent']);
    await menu.getByRole('tab', { name: 'Recent' }).click();
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  });

  test('hot games and vendor data are asked for once a session, with the brand’s merchant code', async ({ page }) => {
    const status = (await (await page.request.get('/wps/system/status')).json()) as {
      value: { info: { merchantCode: string } };
    };
    const merchant = status.value.info.merchantCode;
    const hotCall = page.waitForRequest(/\/wps\/relay\/hotGamesV2/);
    await page.goto('/');
    expect(new URL((await hotCall).url()).searchParams.get('merchantCode')).toBe(merchant);
    await expect(tiles(page)).toHaveCount(12);

    // A reload, and other screens, read the session copy (HOT_GAMES, gameVendor): no new calls.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/wps\/relay\/hotGamesV2|\/lgw\/games\/gameVendor/.test(r.url())) asked.push(r.url());
    });
    await page.reload();
    await expect(tiles(page)).toHaveCount(12);
    await page.getByTestId('home-lobby-menu').getByRole('tab', { name: 'Slots' }).click();
    await expect(page.getByTestId('vendor-card')).toHaveCount(5);
    const listCall = page.waitForRequest(/\/wps\/relay\/GCSGAME_gameList/);
    await page.goto('/live');
    expect(new URL((await listCall).url()).searchParams.get('merchant')).toBe(merchant);
    await expect(page.getByTestId('provider-menu').getByRole('button', { name: 'Evolution' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('a heart without login opens the login popup', async ({ page }) => {
    await page.goto('/rng');
    await tiles(page).first().getByTestId('favourite-toggle').click();
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
  });
});

test.describe('lobby pages', () => {
  test('search, paging and provider live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/rng');
    await expect(tiles(page)).toHaveCount(18);
    await page.getByTestId('game-search').fill('DRAGON');
    await expect(page).toHaveURL(/gameName=DRAGON/);
    await expect(page.getByTestId('result-count')).toContainText('DRAGON');
    // The previous page's games stay on screen until the search's answer arrives.
    await expect
      .poll(async () => {
        const names = await gameNames(page);
        return names.length > 0 && names.every((name) => name.toLowerCase().includes('dragon'));
      })
      .toBe(true);

    // Accent-insensitive on the server: "Frozen" and "Frózen" find the same games.
    await page.goto('/rng?gameName=Fr%C3%B3zen');
    await expect(tiles(page).first()).toBeVisible();
    expect((await gameNames(page)).every((n) => n.toLowerCase().includes('frozen'))).toBe(true);

    await page.goto('/rng');
    // Read the first page only once its 18 games are drawn (an empty read would let any page pass).
    await expect(tiles(page)).toHaveCount(18);
    const first = await gameNames(page);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => {
        const names = await gameNames(page);
        return names.length === 18 && names[0] !== first[0];
      })
      .toBe(true);
    const second = await gameNames(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => gameNames(page)).toEqual(second);

    // Picking a provider resets the page (and filter and classification).
    await page.getByTestId('provider-menu').getByRole('button', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', 'PG');
  });

  test('pages show 2 margin pages and a range of 5 on a 390 px phone too, in one row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rng?page=35');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: 'Page 35' })).toHaveAttribute('aria-current', 'page');
    const numbers = (await pages.locator('.pagination__page').allTextContents()).map(Number);
    const last = numbers.at(-1)!;
    expect(numbers).toEqual([1, 2, 33, 34, 35, 36, 37, last - 1, last]);
    // Every button on screen, all on one line.
    const boxes = await pages
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => b.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })),
      );
    expect(boxes).toHaveLength(11);
    expect(Math.min(...boxes.map((b) => b.left))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(390);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  });

  test('a slot classification selects the first vendor of its type', async ({ page }) => {
    await page.goto('/rng?vassalage=JL&page=3');
    await page.getByRole('tab', { name: 'Jackpot' }).click();
    await expect(page).toHaveURL(/gameClassify=JP/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('provider-menu').locator('[aria-pressed="true"]')).not.toHaveText('All');
    await expect(page.getByRole('tab', { name: 'Bingo' })).toHaveCount(0);
  });

  test('game centre shows vendor cards; favourites and recent tabs need login', async ({ page }) => {
    await page.goto('/esports');
    await expect(page.getByTestId('vendor-card')).toHaveCount(5);
    await page.getByRole('tab', { name: 'Recent' }).click();
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
  });

  test('a lottery vendor routes to its screen', async ({ page }) => {
    await loginAsTrial(page);
    await page.goto('/elott');
    await page.locator('[data-testid="vendor-card"][data-vendor="TCG_LOTTO_VN"] .vendor-card__open').click();
    await expect(page).toHaveURL(/\/vnLottery\?gameCode=/);
  });
});

test.describe('favourites (logged in)', () => {
  test('favourite and unfavourite a game', async ({ page }) => {
    await loginAsTrial(page);
    await page.goto('/rng?vassalage=PG');
    const tile = tiles(page).first();
    const name = (await tile.locator('.game-tile__name').textContent())!;
    const heart = tile.getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const added = page.waitForResponse((r) => r.url().includes('addFavoriteGameV2'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await added).ok()).toBe(true);

    await page.goto('/favorite');
    await expect(page.getByTestId('category-title')).toHaveText('Favourite games');
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first().locator('.game-tile__name')).toHaveText(name);

    // The server allows one toggle a second: wait it out, then remove.
    await page.waitForTimeout(1100);
    const removed = page.waitForResponse((r) => r.url().includes('removeFavoriteGameV2'));
    await tiles(page).first().getByTestId('favourite-toggle').click();
    expect((await removed).ok()).toBe(true);
    await expect(page.getByTestId('empty-state')).toBeVisible();

    // The home lobby's FAV section opens for a member.
    await page.goto('/');
    await page.getByTestId('home-lobby-menu').getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('home-lobby-menu').getByRole('tab', { name: 'Favourites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a second toggle within a second is held back on the client', async ({ page }) => {
    await loginAsTrial(page);
    await page.goto('/rng?vassalage=JDB');
    let calls = 0;
    page.on('request', (r) => {
      if (/FavoriteGameV2/.test(r.url())) calls += 1;
    });
    await tiles(page).nth(0).getByTestId('favourite-toggle').click();
    await tiles(page).nth(1).getByTestId('favourite-toggle').click();
    await expect(page.getByText('please wait a second between favourites')).toBeVisible();
    expect(calls).toBe(1);
    await expect(tiles(page).nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('header game dropdown', () => {
  test('hovering or focusing a category shows its vendors', async ({ page }) => {
    await page.goto('/live');
    const nav = page.getByTestId('site-header').getByRole('navigation');
    await nav.getByRole('link', { name: 'Slots' }).hover();
    const dropdown = page.getByTestId('header-game-dropdown');
    await expect(dropdown).toHaveAttribute('data-category', 'RNG');
    await expect(dropdown.getByRole('button')).toHaveCount(8);
    await expect(dropdown).toHaveAttribute('data-layout', 'small');

    await nav.getByRole('link', { name: 'E-sports' }).focus();
    await expect(dropdown).toHaveAttribute('data-category', 'ESPORTS');
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);

    // An RNG vendor goes to /rng with its vassalage.
    await nav.getByRole('link', { name: 'Fishing' }).hover();
    await nav.getByRole('link', { name: 'Slots' }).hover();
    await dropdown.locator('.header-games__vendor', { hasText: 'JILI' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=JL$/);
  });

  test('more than 10 vendors use the large layout', async ({ page }) => {
    await withManySlotVendors(page);
    await page.goto('/live');
    const nav = page.getByTestId('site-header').getByRole('navigation');
    await nav.getByRole('link', { name: 'Slots' }).hover();
    const dropdown = page.getByTestId('header-game-dropdown');
    await expect(dropdown).toHaveAttribute('data-layout', 'large');
    await expect(dropdown.getByRole('button')).toHaveCount(14);
    await expect(dropdown.getByRole('button', { name: 'Evolution' })).toBeVisible();
    // Ten or fewer keep the small one.
    await nav.getByRole('link', { name: 'Fishing' }).hover();
    await expect(dropdown).toHaveAttribute('data-category', 'FISH');
    await expect(dropdown).toHaveAttribute('data-layout', 'small');
  });
});
