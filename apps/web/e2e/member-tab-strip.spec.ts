import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest } from './identity-helpers';
import { DESKTOP, expectNoSidewaysScroll, fullyVisible, PHONE, registerThenUseLanguage } from './layout-helpers';
import { AVAILABLE_MEMBER_PAGES } from '../src/lib/route-rules';

ownClientAddressPerTest();

/**
 * Issue 18 item 9: on a phone the member centre's page strip started clipped. Arriving on any
 * page, its tab lies whole on screen, and the first tab is never cut by the strip's edge.
 */
const strip = (page: Page) => page.locator('.member-nav');

for (const [device, use] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(device, () => {
    test.use(use);

    for (const lang of ['EN', 'TY'] as const) {
      test(`the current member page's tab is whole on arrival (${lang})`, async ({ page }) => {
        test.setTimeout(90_000);
        await useLanguage(page, lang);
        await hideAnnouncements(page);
        await registerThenUseLanguage(page, lang, 'strip');

        // Arriving at the member centre: the first page's tab, whole, its left edge inside the strip.
        await page.goto('/member');
        const first = strip(page).getByRole('link').first();
        await expect(first).toHaveAttribute('aria-current', 'page');
        expect(await fullyVisible(first), 'first tab').toBe(true);
        const inset = await first.evaluate((el) => {
          const list = el.closest('ul')!.getBoundingClientRect();
          return el.getBoundingClientRect().left - list.left;
        });
        expect(inset, 'the first tab keeps the strip padding').toBeGreaterThanOrEqual(4);

        // Arriving straight at any later page: its tab is whole.
        for (const p of AVAILABLE_MEMBER_PAGES.slice(1)) {
          await page.goto(`/member?page=${p}`);
          const current = strip(page).locator(`[data-page="${p}"]`);
          await expect(current).toHaveAttribute('aria-current', 'page');
          await page.evaluate(() => document.fonts.ready);
          await expect.poll(() => fullyVisible(current), p).toBe(true);
          await expectNoSidewaysScroll(page);
        }
      });
    }
  });
}
