import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';

test('the language switch EN ↔ TY persists across reloads and updates <html lang>', async ({ page }) => {
  await page.goto('/');
  // First visit: the default language (TY, Filipino).
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('TY');

  await page.getByTestId('language-trigger').first().click();
  await page.locator('.lang-menu__option[data-lang="EN"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('EN');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');

  await page.getByTestId('language-trigger').first().click();
  await page.locator('.lang-menu__option[data-lang="TY"]').click();
  await expect(page.getByTestId('header-login')).toHaveText('Mag-log in');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
});

test("Thai pages load the site's Thai font; English pages never fetch it", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('noto-sans-thai')) fetched.push(r.url());
  });
  const thaiFont = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.includes('Noto Sans Thai')).map((f) => f.status);
    });
  await useLanguage(page, 'EN');
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  expect(await thaiFont()).toEqual(['unloaded']);
  expect(fetched).toEqual([]);

  await page.evaluate(() => localStorage.setItem('lang', 'TH'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect.poll(thaiFont).toEqual(['loaded']);
  expect(fetched).toHaveLength(1);
  // The banner art draws its Thai headline with the same font, carried inside the image.
  const banner = page.locator('img[src*="/media/banners/"]').first();
  const art = await page.request.get((await banner.getAttribute('src'))!);
  expect(await art.text()).toContain('data:font/woff2;base64,');
});

test('the side menu opens with app QR codes and customer service, without the unbuilt VIP entry', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/');
  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator('svg[data-qr]')).toHaveCount(2);
  await expect(menu.locator('svg[data-qr="https://fortuna.example/app/ios"]')).toBeVisible();
  await expect(menu.locator('svg[data-qr="https://fortuna.example/app/android.apk"]')).toBeVisible();
  await expect(menu).toContainText('iOS 17');
  await expect(menu.getByTestId('customer-service-list').locator('li')).toHaveCount(4);
  // VIP is not built yet (issue 22): its flag is served off and the entry is not offered.
  await expect(menu.getByTestId('side-menu-vip')).toHaveCount(0);
  // Only the site languages (EN, TY) are offered.
  await expect(menu.locator('.lang-switch button')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a customer-service channel opens a 440×750 popup window with the decoded path', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opened: unknown[][] }).__opened = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return window;
    };
  });
  await page.goto('/');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('customer-service-list').locator('button').nth(1).click();
  const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.[0]).toBe('https://t.me/fortuna_support');
  expect(opened[0]?.[2]).toBe('width=440,height=750');
});

test('a modal locks page scroll and gives back the exact position on close', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

  await page.getByTestId('header-login').click();
  await expect(modal(page, 'loginPopupModal')).toBeVisible();
  const locked = await page.evaluate(() => ({ position: document.body.style.position, top: document.body.style.top }));
  expect(locked).toEqual({ position: 'fixed', top: '-400px' });
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('Escape');
  await expect(modal(page, 'loginPopupModal')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.position)).toBe('');
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('the page still appears when the status call fails, with a retry toast', async ({ page }) => {
  await page.route('**/wps/system/status', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByTestId('home-lobby')).toBeVisible();
  const toast = page.getByRole('alert');
  await expect(toast).toBeVisible();
  await page.unroute('**/wps/system/status');
  await toast.getByRole('button').first().click();
  await expect(toast).toHaveCount(0);
});

test('a screen whose code fails to load shows a retry message, the shell stays usable', async ({ page }) => {
  await page.goto('/');
  await page.route(/\/assets\/mirror-page-.*\.js$/, (route) => route.abort('failed'));
  await page.getByTestId('footer-mirror').click();
  await expect(page.getByTestId('screen-error')).toBeVisible();
  await expect(page.getByTestId('screen-error')).toContainText('Mirror');
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('the region-blocked screen shows the visitor IP and customer service', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
  const page = await context.newPage();
  await page.goto('/');
  const blocked = page.getByTestId('blocked-screen');
  await expect(blocked).toBeVisible();
  await expect(blocked.getByTestId('blocked-ip')).toHaveText('203.0.113.7');
  await expect(blocked.getByTestId('customer-service-button')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await context.close();
});

test('home asks for the status and its banners once, started by the page before its code, and preloads the first banner', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname === '/wps/system/status' ||
      url.pathname === '/wps/content/banners' ||
      url.pathname.startsWith('/media/banners/')
    )
      asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/');
  const banner = page.locator('.banner-slot__img').first();
  await expect(banner).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    await banner.evaluate((img) => new URL((img as HTMLImageElement).src).pathname),
  );
  // The boot script's answers were used, not asked for again.
  expect(asked.filter((u) => u === '/wps/system/status')).toHaveLength(1);
  expect(asked.filter((u) => u === '/wps/content/banners?groupName=w_home&language=EN')).toHaveLength(1);
  const firstImage = asked.find((u) => u.startsWith('/media/banners/'));
  expect(asked.filter((u) => u === firstImage)).toHaveLength(1);

  // Elsewhere only the status is started early.
  asked.length = 0;
  await page.goto('/seamless');
  await expect(page.getByTestId('site-header')).toBeVisible();
  expect(asked.filter((u) => u === '/wps/system/status')).toHaveLength(1);
  expect(asked.filter((u) => u.startsWith('/wps/content/banners?groupName=w_home'))).toHaveLength(0);
});
