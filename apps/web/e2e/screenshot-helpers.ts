import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword } from './identity-helpers';

/**
 * What the visual-review specs (`*-screenshots.spec.ts`, SCREENSHOTS=1 only) share: where the
 * PNGs go (/work/main/screenshots, git-ignored), the sizes and languages, a context at a size and
 * the shot itself, named `<name>-<size>-<lang>.png`.
 */
export const SCREENSHOT_DIR = new URL('../../../screenshots/', import.meta.url).pathname;

export type ScreenSize = { readonly name: 'desktop' | 'phone'; readonly width: number; readonly height: number };
export const SCREEN_SIZES: readonly ScreenSize[] = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
];
export const SCREEN_LANGS = ['EN', 'TY'] as const;
export type ScreenLang = (typeof SCREEN_LANGS)[number];

/** Calls `declare` for every size and language (size first), where a spec declares its tests. */
export function forEachScreen(
  declare: (size: ScreenSize, lang: ScreenLang) => void,
  sizes: readonly ScreenSize[] = SCREEN_SIZES,
): void {
  for (const size of sizes) for (const lang of SCREEN_LANGS) declare(size, lang);
}

/** A browser context at the size; the phone size is a touch device. */
export function screenContext(browser: Browser, size: ScreenSize, options: BrowserContextOptions = {}) {
  return browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    isMobile: size.name === 'phone',
    hasTouch: size.name === 'phone',
    ...options,
  });
}

/** Lets the page settle, then writes `<name>-<size>-<lang>.png`. */
export async function shoot(
  page: Page,
  name: string,
  screen: { size: ScreenSize; lang: ScreenLang },
  options: { fullPage?: boolean; settleMs?: number } = {},
): Promise<void> {
  await page.waitForTimeout(options.settleMs ?? 300);
  await page.screenshot({
    path: `${SCREENSHOT_DIR}${name}-${screen.size.name}-${screen.lang}.png`,
    animations: 'disabled',
    fullPage: options.fullPage ?? false,
  });
}

/**
 * Signs in through the popup in English with the announcement popup hidden (the set-up steps
 * read English labels); a spec switches to the language under review afterwards.
 */
export async function signInForScreens(page: Page, username: string, password: string): Promise<void> {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await page.goto('/');
  await loginWithPassword(page, username, password);
}

export type ShotScene = { name: string; run: (page: Page, shot: (name: string) => Promise<void>) => Promise<void> };

/**
 * One test per scene, size and language: a fresh context in the language with the announcement
 * popup hidden; the scene takes its own shots.
 */
export function sceneTests(title: string, scenes: readonly ShotScene[], timeoutMs: number): void {
  forEachScreen((size, lang) => {
    for (const scene of scenes) {
      test(`${title} ${scene.name} ${size.name} ${lang}`, async ({ browser }) => {
        test.setTimeout(timeoutMs);
        const context = await screenContext(browser, size);
        const page = await context.newPage();
        await useLanguage(page, lang);
        await hideAnnouncements(page);
        await scene.run(page, (name) => shoot(page, name, { size, lang }));
        await context.close();
      });
    }
  });
}
