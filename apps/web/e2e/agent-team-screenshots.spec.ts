import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { hideAnnouncements, loginAsDemoAgent, loginWithPassword, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';
import { forEachScreen, screenContext } from './screenshot-helpers';

/** Visual review of the team pages (SCREENSHOTS=1 only): desktop and phone, EN and TY, into /tmp/shots-agent. */
const DIR = '/tmp/shots-agent/';

// A player the agent created deposits and plays first, so the pages show figures.
test('a downline plays before the shots', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'EN');
  await loginAsDemoAgent(page);
  await page.goto('/agentHome?page=registerCenter');
  const username = uniqueUsername('sh');
  const form = page.getByTestId('downline-register-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Shot12345');
  await form.getByLabel('Confirm password').fill('Shot12345');
  await page.getByTestId('downline-register-submit').click();
  await expect(form).toContainText(username);
  const player = await browser.newPage();
  await useLanguage(player, 'EN');
  await hideAnnouncements(player);
  await player.goto('/');
  await loginWithPassword(player, username, 'Shot12345');
  await depositThroughSandbox(player, '300');
  await player.goto('/');
  const slot = await slotGameTaking(player, 'RNG', '1.00');
  await playSlotRounds(player, slot.nodeId, '1.00', 20);
  await player.close();
});

forEachScreen((size, lang) => {
  test(`agent team pages ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await screenContext(browser, size, { isMobile: false, hasTouch: false });
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    await loginAsDemoAgent(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [name, testId] of [
      ['agent-team-overview', 'team-cards'],
      ['agent-register-center', 'invitation-code'],
    ] as const) {
      await page.goto(`/agentHome?page=${name === 'agent-team-overview' ? 'agentTeamOverview' : 'registerCenter'}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}${name}-${size.name}-${lang}.png`, fullPage: true, animations: 'disabled' });
    }
    await context.close();
  });
});
