import { expect, test, type Page, type Response } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueUsername } from './identity-helpers';

/**
 * Finding 14: the pages run under their Content-Security-Policy. The home page, the sandbox
 * gateway's pay page and a house game (opened from the lobby, played once) load and work with
 * the policy on, and Chromium reports no violation on any of them (every window of the context
 * is watched: `securitypolicyviolation` events and the console's CSP and Permissions-Policy errors).
 */
const CSP_MESSAGE =
  /Content Security Policy|CSP violation|Permissions-Policy|Refused to (execute|load|apply|connect|frame)/i;

function strictPolicy(response: Response | null): string {
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, `CSP of ${response?.url()}`).not.toBe('');
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  return csp;
}

test('the home page, the sandbox pay page and a house game run under their CSP with no violation', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  const watch = (p: Page) => {
    p.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) problems.push(`${p.url()}: ${message.text()}`);
    });
    p.on('pageerror', (error) => problems.push(`${p.url()}: ${error.message}`));
  };
  watch(page);
  context.on('page', watch);

  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const home = await page.goto('/');
  expect(strictPolicy(home)).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.getByTestId('banners-w_home').locator('img').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('home-lobby-menu')).toBeVisible();

  await registerByUsername(page, { username: uniqueUsername('csp'), password: 'Secure123' });

  // The sandbox gateway's pay page: its own policy, styled by hash, the form posting back.
  await page.goto('/member?page=depositv2');
  await page.getByLabel(/GCash/).check();
  await page.locator('#deposit-amount').fill('300');
  const payPage = page.waitForResponse((r) => /sandbox-gateway\/pay\/[^/]+$/.test(r.url()));
  await page.getByTestId('deposit-submit').click();
  expect(strictPolicy(await payPage)).toContain("default-src 'none'");
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // The page's style sheet applied (allowed by its hash): the pay button is the brand's blue.
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCSS('background-color', 'rgb(34, 81, 209)');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/page=depositv2/);
  await expect(page.getByTestId('deposit-result')).toContainText('credited');

  // A house game opened from the lobby, played once.
  await page.goto('/rng?vassalage=PG');
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const gameResponse = context.waitForEvent('response', (r) => /\/house\/play\/(index\.html)?(\?|$)/.test(r.url()));
  const [game] = await Promise.all([page.waitForEvent('popup'), tile.locator('.game-tile__play').click()]);
  expect(strictPolicy(await gameResponse)).toMatch(/script-src 'self'(;|$)/);
  await expect(game.getByTestId('game-balance')).toHaveText('₱300.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();

  expect(problems).toEqual([]);
});
