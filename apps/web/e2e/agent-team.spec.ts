import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginAsDemoAgent, loginWithPassword } from './identity-helpers';

/**
 * The agent centre's team (issue 21): the agent reads its invitation code, opens a player account
 * directly below itself, and finds it in the team overview's downlines; the new player logs in.
 */
test('an agent shares its invitation code, creates a downline and sees it in its team', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await loginAsDemoAgent(page);
  await page.goto('/agentHome?page=registerCenter');
  await expect(page.getByTestId('invitation-code')).toHaveText('FORTUNA1');
  await expect(page.getByTestId('invitation-link')).toContainText('/register?affiliateCode=FORTUNA1');
  await expect(page.locator('.team-invite__qr svg')).toBeVisible();

  const username = `kid${Date.now().toString(36)}`;
  const form = page.getByTestId('downline-register-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Kid12345');
  await form.getByLabel('Confirm password').fill('Kid12345');
  await page.getByTestId('downline-register-submit').click();
  await expect(form).toContainText(username);

  await page.goto('/agentHome?page=agentTeamOverview');
  await expect(page.getByTestId('team-cards')).toBeVisible();
  await expect(page.locator('[data-figure="teamSize"] dd')).not.toHaveText('0');
  await expect(page.getByTestId('team-downlines').locator(`tr[data-username="${username}"]`)).toBeVisible();
  await expect(page.getByTestId('team-downlines').locator('tr[data-username="player2"]')).toBeVisible();

  // The new player signs in with what the agent gave it.
  const player = await browser.newPage();
  await useLanguage(player, 'EN');
  await hideAnnouncements(player);
  await player.goto('/');
  await loginWithPassword(player, username, 'Kid12345');
  await expect(player.getByTestId('account-trigger')).toBeVisible();
  await player.close();
});
