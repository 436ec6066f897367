import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest } from './identity-helpers';
import { expectNoSidewaysScroll, registerThenUseLanguage } from './layout-helpers';
import { loginAsTrial } from './lobby-helpers';
import { AVAILABLE_MEMBER_PAGES } from '../src/lib/route-rules';

ownClientAddressPerTest();

/**
 * Issue 18 items 4 and 9: no page may scroll sideways at 360 px and up. The main routes at a
 * 360×740 touch phone, as a visitor, a trial player and a member, in English and Filipino.
 */
const VISITOR_ROUTES = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/help',
  '/agent',
  '/mirror',
  '/rng?gameName=zzqx',
  '/no/such/page',
];
const TRIAL_ROUTES = ['/', '/favorite', '/recent', '/lottery'];
const MEMBER_ROUTES = AVAILABLE_MEMBER_PAGES.map((p) => `/member?page=${p}`);

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

async function visitAll(page: Page, routes: readonly string[]) {
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    // Lists, banners and fonts in place.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(600);
    await expectNoSidewaysScroll(page, path);
  }
}

for (const lang of ['EN', 'TY'] as const) {
  test(`a visitor and a trial player never scroll sideways at 360 px (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await hideAnnouncements(page);
    await visitAll(page, VISITOR_ROUTES);
    await loginAsTrial(page);
    await visitAll(page, TRIAL_ROUTES);
  });

  test(`a member never scrolls sideways at 360 px (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await hideAnnouncements(page);
    await registerThenUseLanguage(page, lang, 'narrow');
    await visitAll(page, MEMBER_ROUTES);
  });
}
