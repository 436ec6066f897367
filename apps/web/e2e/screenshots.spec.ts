import { expect, test, type Page } from '@playwright/test';
import { loginAs, modal, useLanguage } from './helpers';
import { forEachScreen, screenContext, shoot } from './screenshot-helpers';

/**
 * Visual review, not a check: `SCREENSHOTS=1 npx playwright test screenshots` writes PNGs of the
 * main screens to /work/main/screenshots (git-ignored) at desktop and phone sizes, EN and TY.
 */
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

forEachScreen((size, lang) => {
  for (const scene of SCENES) {
    test(`${scene.name} ${size.name} ${lang}`, async ({ browser }) => {
      const context = await screenContext(browser, size, { extraHTTPHeaders: scene.headers });
      const page = await context.newPage();
      await useLanguage(page, lang);
      if (scene.name === 'agent-home') await loginAs(page, { agent: true, nickname: 'AgentJuan' });
      await page.goto(scene.base ? `${scene.base}${scene.path}` : scene.path);
      await scene.prepare?.(page);
      await shoot(page, scene.name, { size, lang }, { fullPage: scene.fullPage, settleMs: 400 });
      await context.close();
    });
  }
});
