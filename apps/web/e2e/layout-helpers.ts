import { expect, type Locator, type Page } from '@playwright/test';
import { registerByUsername, uniqueUsername } from './identity-helpers';

/**
 * What the layout specs (issue 18 items 4 and 9) share: the phone they were found on, and the
 * checks "lies whole on screen" and "the page does not scroll sideways".
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const;
export const DESKTOP = { viewport: { width: 1920, height: 1080 } } as const;

/** True when the element lies inside the viewport and inside every clipping box around it. */
export const fullyVisible = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.left < -0.5 || box.right > window.innerWidth + 0.5) return false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = a.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
    }
    // Nothing else lies on top of its centre.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

/** document.scrollingElement is no wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  const { scroll, client } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(scroll, `${what} is ${scroll} px wide at ${client} px`).toBeLessThanOrEqual(client);
}

/**
 * Registers a new member through the popup in English (the helper reads English labels), then
 * switches the site to `lang` as the language selector would (stored choice, next load).
 */
export async function registerThenUseLanguage(page: Page, lang: 'EN' | 'TY' | 'TH', prefix: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await registerByUsername(page, { username: uniqueUsername(prefix), password: `${prefix.slice(0, 4)}A12345` });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}
