import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { loginAsDemoAgent } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';
import { forEachScreen, screenContext, shoot } from './screenshot-helpers';

/**
 * Visual review of the settlement pages (SCREENSHOTS=1 only): the agent's dividend and salary
 * records and its income, and the console's Agent settlement page; desktop and phone, EN and TY.
 */
const PAGES = [
  ['agentDividendRecordCopy2', 'bills-DIVIDEND'],
  ['agentDailyWages2', 'bills-DAILY'],
  ['agentHourSalary', 'bills-HOURLY'],
  ['agentRealtimeSalary', 'bills-REALTIME'],
  ['agentRevenueReport', 'agent-income'],
] as const;

forEachScreen((size, lang) => {
  test(`agent settlement pages ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await screenContext(browser, size, { isMobile: false, hasTouch: false });
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    await loginAsDemoAgent(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [name, testId] of PAGES) {
      await page.goto(`/agentHome?page=${name}`);
      await expect(page.locator(`.agent-nav a[data-page="${name}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(testId).locator('.empty-state, table').first()).toBeVisible();
      await shoot(page, `agent-${name}`, { size, lang }, { fullPage: true, settleMs: 400 });
    }
    await context.close();
  });
});

test('console agent settlement page', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'EN');
  await openSignedIn(page, await ownerToken(request), '/console/agent-settlement');
  await expect(page.getByRole('heading', { name: 'Agent settlement' })).toBeVisible();
  await expect(page.getByText('No dividend awaits approval.')).toBeVisible();
  await shoot(page, 'console-agent-settlement-queue', {
    size: { name: 'desktop', width: 1920, height: 1080 },
    lang: 'EN',
  });
  await page.getByRole('button', { name: 'Bills' }).click();
  await expect(page.getByLabel('Kind')).toBeVisible();
  await page.getByRole('button', { name: 'Settlement runs' }).click();
  await expect(page.getByText('No period has been settled yet.')).toBeVisible();
});
