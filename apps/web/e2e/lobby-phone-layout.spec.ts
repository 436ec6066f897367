import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { tiles } from './lobby-helpers';
import { DESKTOP, expectNoSidewaysScroll, fullyVisible, PHONE } from './layout-helpers';

/**
 * Issue 18 item 9, the lobby on a 390×844 touch phone: the filter chips stay on one line that
 * scrolls sideways and snaps (keyboard users reach every chip), and the first screen shows the
 * first row of games; in every language the home banners' headlines are that language's.
 */

/** Every chip row of the page: the provider chips and the tab strips. */
async function chipRows(page: Page) {
  return [...(await page.getByTestId('provider-menu').all()), ...(await page.getByRole('tablist').all())];
}

/** How many lines a row's chips sit on, and how the row scrolls. */
const rowLayout = (row: Awaited<ReturnType<typeof chipRows>>[number]) =>
  row.evaluate((el) => {
    const tops = new Set([...el.children].map((c) => Math.round(c.getBoundingClientRect().top)));
    const style = getComputedStyle(el);
    return { lines: tops.size, snap: style.scrollSnapType, overflowX: style.overflowX };
  });

async function expectChipRowsOnOneLine(page: Page) {
  const rows = await chipRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const layout = await rowLayout(row);
    const name = (await row.getAttribute('aria-label')) ?? 'chips';
    expect(layout.lines, `${name}: one line`).toBe(1);
    expect(layout.overflowX, `${name}: scrolls sideways`).toBe('auto');
    expect(layout.snap, `${name}: snaps`).toMatch(/^x/);
  }
  await expectNoSidewaysScroll(page);
}

for (const [device, use] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(device, () => {
    test.use(use);

    for (const lang of ['EN', 'TY'] as const) {
      test(`the lobby's filter chips stay on one snapping line (${lang})`, async ({ page }) => {
        await useLanguage(page, lang);
        for (const path of ['/', '/rng', '/live', '/fish']) {
          await page.goto(path);
          await expect(tiles(page).first()).toBeVisible();
          await expectChipRowsOnOneLine(page);
        }
        // The keyboard reaches the last provider chip, and the row brings it on screen.
        const chips = page.getByTestId('provider-menu').getByRole('button');
        await chips.first().focus();
        const count = await chips.count();
        for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
        await expect(chips.last()).toBeFocused();
        await expect.poll(() => fullyVisible(chips.last())).toBe(true);
      });
    }

    for (const lang of ['TY', 'TH'] as const) {
      test(`the home banners' headlines are in ${lang}`, async ({ page }) => {
        const titles = async (language: string) => {
          const res = await page.request.get(`/wps/content/banners?groupName=w_home&language=${language}`);
          return ((await res.json()) as { value: Array<{ title: string }> }).value.map((b) => b.title);
        };
        const english = await titles('EN');
        const local = await titles(lang);
        expect(local).toHaveLength(english.length);
        local.forEach((title, i) => expect(title, `banner ${i + 1}`).not.toBe(english[i]));
        // What the page shows: the first banner's picture, named by its headline.
        await useLanguage(page, lang);
        await page.goto('/');
        const first = page.getByTestId('banners-w_home').locator('img').first();
        await expect(first).toHaveAttribute('alt', local[0]!);
      });
    }

    test('without banners the brand hero speaks the language', async ({ page }) => {
      await page.route('**/wps/content/banners*', (route) =>
        route.fulfill({ json: { success: true, code: 'OK', message: 'OK', value: [] } }),
      );
      await useLanguage(page, 'TY');
      await page.goto('/');
      await expect(page.locator('#hero-title')).toHaveText('Dito nagsisimula ang iyong suwerte');
    });
  });
}

test.describe('phone first screen', () => {
  test.use(PHONE);
  for (const lang of ['EN', 'TY'] as const) {
    test(`shows the first row of games above the fold (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/');
      await expect(page.getByTestId('banners-w_home').locator('img').first()).toBeVisible();
      await expect(tiles(page).nth(2)).toBeVisible();
      await page.waitForTimeout(500);
      const fold = PHONE.viewport.height;
      for (let i = 0; i < 3; i++) {
        const art = (await tiles(page).nth(i).locator('.game-tile__art').boundingBox())!;
        expect(art.y + art.height, `tile ${i + 1}'s art ends above the fold`).toBeLessThanOrEqual(fold);
        const name = (await tiles(page).nth(i).locator('.game-tile__name').boundingBox())!;
        expect(name.y + name.height, `tile ${i + 1}'s name above the fold`).toBeLessThanOrEqual(fold);
      }
      // The page still has its jackpot and winner board, further down.
      await expect(page.getByTestId('jackpot')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
    });
  }
});
