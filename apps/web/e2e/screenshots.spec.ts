import { expect, test, type Page } from '@playwright/test';
import { loginAs, modal, useLanguage } from './helpers';

/**
 * Visual review, not a check: `SCREENSHOTS=1 npx playwright test screenshots` writes PNGs of the
 * main screens to /work/main/screenshots (git-ignored) at desktop and phone sizes, EN and TY.
 */
const OUT = new URL('../../../screenshots/', import.meta.url).pathname;
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['EN', 'TY'] as const;

type Scene = {
  name: string;
  path: string;
  fullPage?: boolean;
  prepare?: (page: Page) => Promise<void>;
  headers?: Record<string, string>;
  base?: string;
};

const SCENES: Scene[] = [
  {
    name: 'home',
    path: '/',
    fullPage: true,
    prepare: async (p) => void (await expect(p.getByTestId('home-lobby')).toBeVisible()),
  },
  {
    name: 'side-menu',
    path: '/',
    prepare: async (p) => {
      await p.getByTestId('menu-button').click();
      await expect(p.getByTestId('side-menu').locator('svg[data-qr]')).toHaveCount(2);
    },
  },
  {
    name: 'login',
    path: '/login',
    prepare: async (p) => void (await expect(modal(p, 'loginPopupModal')).toBeVisible()),
  },
  {
    name: 'register',
    path: '/register',
    prepare: async (p) => void (await expect(modal(p, 'registerModal')).toBeVisible()),
  },
  {
    name: 'help-terms',
    path: '/help#term',
    prepare: async (p) => void (await expect(modal(p, 'helpModal').getByTestId('help-article')).toBeVisible()),
  },
  {
    name: 'agent',
    path: '/agent',
    fullPage: true,
    prepare: async (p) => void (await expect(p.getByTestId('agent-landing')).toBeVisible()),
  },
  {
    name: 'mirror',
    path: '/mirror',
    fullPage: true,
    prepare: async (p) => void (await expect(p.getByTestId('mirror-list')).toBeVisible()),
  },
  {
    name: 'category-live',
    path: '/live',
    fullPage: true,
    prepare: async (p) => void (await expect(p.getByTestId('category-screen')).toBeVisible()),
  },
  {
    name: 'not-found',
    path: '/nowhere',
    prepare: async (p) => void (await expect(p.getByTestId('not-found')).toBeVisible()),
  },
  {
    name: 'region-blocked',
    path: '/',
    headers: { 'X-Forwarded-For': '203.0.113.7' },
    prepare: async (p) => void (await expect(p.getByTestId('blocked-screen')).toBeVisible()),
  },
  {
    name: 'maintenance',
    path: '/',
    base: 'http://127.0.0.1:5182',
    prepare: async (p) => void (await expect(p.getByTestId('maintenance-screen')).toBeVisible()),
  },
  {
    name: 'agent-home',
    path: '/agentHome',
    prepare: async (p) => void (await expect(p.getByTestId('agent-home')).toBeVisible()),
  },
];

for (const size of SIZES) {
  for (const lang of LANGS) {
    for (const scene of SCENES) {
      test(`${scene.name} ${size.name} ${lang}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          deviceScaleFactor: 1,
          extraHTTPHeaders: scene.headers,
          isMobile: size.name === 'phone',
          hasTouch: size.name === 'phone',
        });
        const page = await context.newPage();
        await useLanguage(page, lang);
        if (scene.name === 'agent-home') await loginAs(page, { agent: true, nickname: 'AgentJuan' });
        await page.goto(scene.base ? `${scene.base}${scene.path}` : scene.path);
        await scene.prepare?.(page);
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `${OUT}${scene.name}-${size.name}-${lang}.png`,
          fullPage: scene.fullPage ?? false,
          animations: 'disabled',
        });
        await context.close();
      });
    }
  }
}
